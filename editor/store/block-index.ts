// A flat index from block id to where the block lives (page or footer, and section), so a
// settings edit finds its block without walking the site. Edits report exactly which entries
// changed; load rebuilds it all, undo and redo rebuild only the layouts their patches touch.
import type { Section, Site } from '../../shared/document/schema';

/**
 * The footer's sections are edited as a page's: their blocks' `pageId` is this layout id, which
 * no page can have (page ids are letters, digits, dashes and underscores).
 */
export const FOOTER_LAYOUT_ID = '~footer';

/** Sections of blocks under an id: a page, or the footer as FOOTER_LAYOUT_ID. */
export interface Layout {
  readonly id: string;
  readonly sections: readonly Section[];
}

const footerLayouts = new WeakMap<Site['footer'], Layout>();

/** The footer as a layout (the same object for the same footer, so selectors can compare it). */
export function footerLayout(site: Pick<Site, 'footer'>): Layout {
  let layout = footerLayouts.get(site.footer);
  if (!layout) {
    layout = { id: FOOTER_LAYOUT_ID, sections: site.footer.sections };
    footerLayouts.set(site.footer, layout);
  }
  return layout;
}

/** Every layout of the site: its pages, then the footer. */
export function layoutsOf(site: Pick<Site, 'pages' | 'footer'>): Layout[] {
  return [...site.pages, footerLayout(site)];
}

export interface BlockLocation {
  readonly pageId: string;
  readonly sectionId: string;
}

/** What an edit changed in the index. */
export interface IndexChanges {
  readonly set?: ReadonlyArray<readonly [blockId: string, location: BlockLocation]>;
  readonly remove?: readonly string[];
}

export class BlockIndex {
  private readonly byBlock = new Map<string, BlockLocation>();
  private readonly byPage = new Map<string, Set<string>>();

  get(blockId: string): BlockLocation | undefined {
    return this.byBlock.get(blockId);
  }

  has(blockId: string): boolean {
    return this.byBlock.has(blockId);
  }

  get size(): number {
    return this.byBlock.size;
  }

  set(blockId: string, location: BlockLocation): void {
    const previous = this.byBlock.get(blockId);
    if (previous && previous.pageId !== location.pageId)
      this.byPage.get(previous.pageId)?.delete(blockId);
    this.byBlock.set(blockId, location);
    let onPage = this.byPage.get(location.pageId);
    if (!onPage) {
      onPage = new Set();
      this.byPage.set(location.pageId, onPage);
    }
    onPage.add(blockId);
  }

  remove(blockId: string): void {
    const previous = this.byBlock.get(blockId);
    if (!previous) return;
    this.byBlock.delete(blockId);
    this.byPage.get(previous.pageId)?.delete(blockId);
  }

  apply(changes: IndexChanges): void {
    for (const blockId of changes.remove ?? []) this.remove(blockId);
    for (const [blockId, location] of changes.set ?? []) this.set(blockId, location);
  }

  /** Replaces the entries of one layout with what it holds now. */
  rebuildPage(page: Layout): void {
    this.removePage(page.id);
    for (const section of page.sections) {
      for (const block of section.blocks)
        this.set(block.id, { pageId: page.id, sectionId: section.id });
    }
  }

  removePage(pageId: string): void {
    for (const blockId of this.byPage.get(pageId) ?? []) this.byBlock.delete(blockId);
    this.byPage.delete(pageId);
  }

  rebuild(site: Site): void {
    this.byBlock.clear();
    this.byPage.clear();
    for (const layout of layoutsOf(site)) this.rebuildPage(layout);
  }
}

/**
 * Brings the index up to date after patches of unknown shape (undo, redo): the pages (and the
 * footer) the patches reach into are rebuilt; a patch that adds, removes or replaces whole pages
 * rebuilds all.
 */
export function refreshIndex(
  index: BlockIndex,
  site: Site,
  patches: ReadonlyArray<{ readonly path: ReadonlyArray<string | number> }>,
): void {
  const pageIndexes = new Set<number>();
  let footer = false;
  for (const { path } of patches) {
    if (path[0] === 'footer') footer = true;
    if (path[0] !== 'pages') continue;
    const pageIndex = path[1];
    if (path.length <= 2 || typeof pageIndex !== 'number') {
      index.rebuild(site);
      return;
    }
    pageIndexes.add(pageIndex);
  }
  for (const pageIndex of pageIndexes) {
    const page = site.pages[pageIndex];
    if (page) index.rebuildPage(page);
  }
  if (footer) index.rebuildPage(footerLayout(site));
}
