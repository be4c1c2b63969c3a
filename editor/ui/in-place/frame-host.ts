// The place in the frame's page where text is edited in place: an element put beside the
// block's rendered text, of the same tag and classes (so it looks the same), while the text
// is hidden. The frame's React keeps drawing the hidden text from the store as usual; it never
// manages the host, and the host goes when editing ends.
import type { FramePlacement } from './floating-position';

export interface FrameHost {
  /** The element the text editor renders into. */
  readonly host: HTMLElement;
  /** Shows the rendered text again and removes the host. */
  readonly remove: () => void;
}

/** The element of block `blockId` matching `selector` in the frame's document, or null. */
export function renderedText(doc: Document, blockId: string, selector: string): HTMLElement | null {
  const block = [...doc.querySelectorAll<HTMLElement>('[data-block-id]')].find(
    (element) => element.dataset.blockId === blockId,
  );
  return block?.querySelector<HTMLElement>(selector) ?? null;
}

export function mountHost(shown: HTMLElement): FrameHost {
  const host = shown.ownerDocument.createElement(shown.tagName);
  host.className = `${shown.className} sb-inplace`;
  shown.after(host);
  const display = shown.style.display;
  shown.style.display = 'none';
  return {
    host,
    remove() {
      host.remove();
      shown.style.display = display;
    },
  };
}

/** A collapsed range at a point of the document's viewport (the caret a click there gives). */
export function caretRangeAt(doc: Document, x: number, y: number): Range | null {
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) {
    const range = doc.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  return doc.caretRangeFromPoint?.(x, y) ?? null;
}

/** Where the frame element stands in the editor window, and its scale (frame-scale.ts). */
export function framePlacement(iframe: HTMLIFrameElement): FramePlacement {
  const frame = iframe.getBoundingClientRect();
  const scale = iframe.offsetWidth > 0 ? frame.width / iframe.offsetWidth : 1;
  return { left: frame.left, top: frame.top, scale };
}
