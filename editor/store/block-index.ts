// A flat index from block id to where the block lives (page and section), so a settings edit
// finds its block without walking the site. Edits report exactly which entries changed; load
// rebuilds it all, undo and redo rebuild only the pages their patches touch.
import type { Page, Site } from '../../shared/document/schema';

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

  /** Replaces the entries of one page with what the page holds now. */
  rebuildPage(page: Page): void {
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
    for (const page of site.pages) this.rebuildPage(page);
  }
}

/**
 * Brings the index up to date after patches of unknown shape (undo, redo): the pages the
 * patches reach into are rebuilt; a patch that adds, removes or replaces whole pages rebuilds all.
 */
export function refreshIndex(
  index: BlockIndex,
  site: Site,
  patches: ReadonlyArray<{ readonly path: ReadonlyArray<string | number> }>,
): void {
  const pageIndexes = new Set<number>();
  for (const { path } of patches) {
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
}
