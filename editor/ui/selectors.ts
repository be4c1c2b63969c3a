// Narrow reads of the editor state, for components' zustand selectors. Each returns the smallest
// value a component needs, so a keystroke in one block re-renders only what shows that block.
import type { Block, Page, Section } from '../../shared/document/schema';
import type { EditorData } from '../store/types';
import type { PageShape } from './drag-model';

type Data = Pick<EditorData, 'site' | 'pageId'>;

export function currentPage(state: Data): Page | undefined {
  return state.site.pages.find((page) => page.id === state.pageId);
}

export function findSection(state: Data, sectionId: string): Section | undefined {
  return currentPage(state)?.sections.find((section) => section.id === sectionId);
}

export interface BlockOnPage {
  readonly block: Block;
  readonly sectionId: string;
  /** 0-based positions. */
  readonly sectionIndex: number;
  readonly index: number;
  /** How many blocks the block's section holds. */
  readonly count: number;
}

// Every block of a page by id, built once per page object: the document is immutable, so a
// keystroke makes one new page and the outline's rows then look their blocks up in O(1) instead
// of each walking the page.
const pageBlocks = new WeakMap<Page, Map<string, BlockOnPage>>();

function blocksOf(page: Page): Map<string, BlockOnPage> {
  let blocks = pageBlocks.get(page);
  if (blocks) return blocks;
  blocks = new Map();
  for (const [sectionIndex, section] of page.sections.entries()) {
    for (const [index, block] of section.blocks.entries()) {
      blocks.set(block.id, {
        block,
        sectionId: section.id,
        sectionIndex,
        index,
        count: section.blocks.length,
      });
    }
  }
  pageBlocks.set(page, blocks);
  return blocks;
}

/** Where a block of the current page is, or undefined when it is not on it. */
export function blockOnPage(state: Data, blockId: string): BlockOnPage | undefined {
  const page = currentPage(state);
  return page ? blocksOf(page).get(blockId) : undefined;
}

export function findBlock(state: Data, blockId: string): Block | undefined {
  return blockOnPage(state, blockId)?.block;
}

/** The current page's section ids (compare with useShallow). */
export function sectionIds(state: Data): string[] {
  return currentPage(state)?.sections.map((section) => section.id) ?? [];
}

/** A section's block ids (compare with useShallow). */
export function blockIds(state: Data, sectionId: string): string[] {
  return findSection(state, sectionId)?.blocks.map((block) => block.id) ?? [];
}

/** The current page as the outline's drag and drop sees it. */
export function pageShape(state: Data): PageShape {
  return (currentPage(state)?.sections ?? []).map((section) => ({
    id: section.id,
    blockIds: section.blocks.map((block) => block.id),
  }));
}
