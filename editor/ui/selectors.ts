// Narrow reads of the editor state, for components' zustand selectors. Each returns the smallest
// value a component needs, so a keystroke in one block re-renders only what shows that block.
import type { Block, Section } from '../../shared/document/schema';
import { footerLayout, type Layout } from '../store/block-index';
import type { EditorData } from '../store/types';
import type { PageShape } from './drag-model';

type Data = Pick<EditorData, 'site' | 'pageId' | 'editingFooter'>;

// Plain loops: these run in every row's selector on every edit, and a callback would be one more
// allocation each time.
function byId<T extends { readonly id: string }>(list: readonly T[], id: string): T | undefined {
  for (const item of list) if (item.id === id) return item;
  return undefined;
}

/** The layout being edited: the current page, or the footer while it is edited. */
export function currentPage(state: Data): Layout | undefined {
  return state.editingFooter ? footerLayout(state.site) : byId(state.site.pages, state.pageId);
}

export function findSection(state: Data, sectionId: string): Section | undefined {
  const page = currentPage(state);
  return page && byId(page.sections, sectionId);
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

interface Place {
  readonly sectionId: string;
  readonly sectionIndex: number;
  readonly index: number;
  readonly count: number;
}

// Where each block of a page sits, by id, built when the page's structure changes and reused
// across the new page objects a keystroke makes: a place is checked against the page it is read
// in (same section id at that index, same block id at that index, same section length), so a
// stale one is never used, and a keystroke allocates nothing here. The outline's rows look their
// blocks up in O(1) instead of each walking the page.
const placesByPage = new Map<string, { page: Layout; places: Map<string, Place> }>();

function placesOf(page: Layout): Map<string, Place> {
  const places = new Map<string, Place>();
  page.sections.forEach((section, sectionIndex) => {
    const count = section.blocks.length;
    section.blocks.forEach((block, index) => {
      places.set(block.id, { sectionId: section.id, sectionIndex, index, count });
    });
  });
  placesByPage.set(page.id, { page, places });
  return places;
}

function fits(page: Layout, blockId: string, place: Place | undefined): place is Place {
  if (!place) return false;
  const section = page.sections[place.sectionIndex];
  return (
    section?.id === place.sectionId &&
    section.blocks.length === place.count &&
    section.blocks[place.index]?.id === blockId
  );
}

function placeIn(page: Layout, blockId: string): Place | undefined {
  const known = placesByPage.get(page.id);
  const place = known?.places.get(blockId);
  if (fits(page, blockId, place)) return place;
  if (known?.page === page) return undefined;
  const fresh = placesOf(page).get(blockId);
  return fits(page, blockId, fresh) ? fresh : undefined;
}

/** Where a block of the current page is, or undefined when it is not on it. */
export function blockOnPage(state: Data, blockId: string): BlockOnPage | undefined {
  const page = currentPage(state);
  const place = page && placeIn(page, blockId);
  return place && { ...place, block: page.sections[place.sectionIndex]!.blocks[place.index]! };
}

export function findBlock(state: Data, blockId: string): Block | undefined {
  const page = currentPage(state);
  const place = page && placeIn(page, blockId);
  return place && page.sections[place.sectionIndex]!.blocks[place.index];
}

/** The current page's section ids. */
export function sectionIds(state: Data): string[] {
  return currentPage(state)?.sections.map((section) => section.id) ?? [];
}

/** The current page as the outline's drag and drop sees it. */
export function pageShape(state: Data): PageShape {
  return (currentPage(state)?.sections ?? []).map((section) => ({
    id: section.id,
    blockIds: section.blocks.map((block) => block.id),
  }));
}
