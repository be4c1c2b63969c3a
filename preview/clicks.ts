// One click listener for the whole frame in the editor (event delegation). While the frame shows
// the page being edited, a click inside a block selects that block; a link inside a block that
// is not selected yet only selects it, so the owner can pick a button without leaving the page.
// Otherwise links never navigate the frame away from the editor: an address inside the site
// (the pill cart, a cart link, another of the owner's pages) is routed inside the frame, and a
// link to another site opens in a new tab. A click on the text of a block edited in place
// (blocks/in-place.ts) asks the editor to edit it there, a button's label included (as in the
// leading editors, a button in the frame is edited, not followed: the header's navigation and
// the cart still lead around inside the frame); clicks inside text being edited are the text
// editor's (a link in it neither navigates nor opens).
import { inPlaceTextAt } from '../blocks/in-place';
import { type LinkIntent, linkIntent } from './links';

export interface FrameClickHandlers {
  /** Whether the frame shows the page being edited (blocks are selectable). */
  readonly editing: () => boolean;
  readonly selectedBlockId: () => string | null;
  readonly select: (blockId: string) => void;
  /** The owner clicked text edited in place (a block's `field`), at this point of the viewport. */
  readonly editText: (blockId: string, field: number, x: number, y: number) => void;
  readonly navigate: (address: string) => void;
  readonly openTab: (href: string) => void;
}

/** Handles a click in the frame while it is inside the editor. */
export function handleFrameClick(event: MouseEvent, handlers: FrameClickHandlers): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const handledByPage = event.defaultPrevented;
  const link = target.closest('a[href], area[href]');
  if (link) event.preventDefault();
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return;
  const editing = handlers.editing();
  const blockId = editing
    ? target.closest<HTMLElement>('[data-block-id]')?.dataset.blockId
    : undefined;
  const newlySelected = blockId !== undefined && blockId !== handlers.selectedBlockId();
  if (newlySelected) handlers.select(blockId);
  const textOf = editing && !isModified(event) ? inPlaceTextAt(target) : null;
  if (textOf !== null) {
    handlers.editText(textOf.blockId, textOf.field, event.clientX, event.clientY);
    return;
  }
  if (newlySelected) return;
  if (!link || handledByPage) return;
  follow(linkIntent(event), handlers);
}

function follow(intent: LinkIntent, handlers: FrameClickHandlers): void {
  if (intent.kind === 'route') handlers.navigate(intent.address);
  else if (intent.kind === 'external') handlers.openTab(intent.href);
}

const isModified = (event: MouseEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;
