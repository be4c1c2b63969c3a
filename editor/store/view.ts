// The part of the editor's state an undo step restores besides the document: which page is on
// screen and which block is selected.
import type { Site } from '../../shared/document/schema';
import type { BlockLocation } from './block-index';

export interface ViewState {
  readonly pageId: string;
  readonly selectedBlockId: string | null;
}

/** The page opened first: `home` when the site has one, else the first page. */
export function startPage(site: Site): string {
  return site.pages.some((page) => page.id === 'home') ? 'home' : site.pages[0]!.id;
}

/**
 * The view to show after the document changed under it (undo, redo, load): the wanted page if it
 * still exists, else the current one, else the start page; the wanted block if it is on that page.
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
  return {
    pageId,
    selectedBlockId: selected && locate(selected)?.pageId === pageId ? selected : null,
  };
}
