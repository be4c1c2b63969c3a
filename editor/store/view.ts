// The part of the editor's state an undo step restores besides the document: which page is on
// screen, whether its footer is the layout being edited, and which block is selected.
import type { Site } from '../../shared/document/schema';
import { type BlockLocation, FOOTER_LAYOUT_ID } from './block-index';

export interface ViewState {
  readonly pageId: string;
  /** The footer's sections are being edited (the outline and the palette work on them). */
  readonly editingFooter: boolean;
  readonly selectedBlockId: string | null;
}

/** The id of the layout being edited: the page's, or FOOTER_LAYOUT_ID. */
export function layoutIdOf(view: Pick<ViewState, 'pageId' | 'editingFooter'>): string {
  return view.editingFooter ? FOOTER_LAYOUT_ID : view.pageId;
}

/** The page opened first: `home` when the site has one, else the first page. */
export function startPage(site: Site): string {
  return site.pages.some((page) => page.id === 'home') ? 'home' : site.pages[0]!.id;
}

/**
 * The view to show after the document changed under it (undo, redo, load): the wanted page if it
 * still exists, else the current one, else the start page; the wanted block if it is in the
 * layout being edited.
 */
export function settleView(
  site: Site,
  wanted: ViewState,
  current: ViewState,
  locate: (blockId: string) => BlockLocation | undefined,
): ViewState {
  const exists = (pageId: string) => site.pages.some((page) => page.id === pageId);
  const pageId = exists(wanted.pageId)
    ? wanted.pageId
    : exists(current.pageId)
      ? current.pageId
      : startPage(site);
  const selected = wanted.selectedBlockId;
  const layoutId = layoutIdOf({ pageId, editingFooter: wanted.editingFooter });
  return {
    pageId,
    editingFooter: wanted.editingFooter,
    selectedBlockId: selected && locate(selected)?.pageId === layoutId ? selected : null,
  };
}
