// Lookups for the page the frame shows: each section and block by id, so every component finds
// its own node in O(1). Rebuilt only when the page object changes (immer gives an unchanged page
// the same reference). Nodes that arrive as new objects with the same content (immer's patches
// for an insert in the middle of a list replace every later item, and postMessage copies them)
// keep the previous object, so their components do not re-render.
import type { Block, Page, Section, SectionStyle, Site } from '../shared/document/schema';
import { jsonEqual } from './json-equal';

export interface PageIndex {
  readonly page: Page | null;
  readonly sections: ReadonlyMap<string, Section>;
  readonly blocks: ReadonlyMap<string, Block>;
}

export const EMPTY_INDEX: PageIndex = { page: null, sections: new Map(), blocks: new Map() };

function keep<T>(next: T, previous: T | undefined): T {
  return previous !== undefined && jsonEqual(next, previous) ? previous : next;
}

function keepStyle(section: Section, previous: Section | undefined): Section {
  if (!previous || section === previous || section.style === previous.style) return section;
  const style: SectionStyle = keep(section.style, previous.style);
  return style === section.style ? section : { ...section, style };
}

export function indexPage(
  site: Site | null,
  pageId: string | null,
  previous: PageIndex,
): PageIndex {
  const page = site?.pages.find((candidate) => candidate.id === pageId) ?? null;
  if (page === previous.page) return previous;
  if (page === null) return EMPTY_INDEX;
  const sections = new Map<string, Section>();
  const blocks = new Map<string, Block>();
  for (const section of page.sections) {
    sections.set(section.id, keepStyle(section, previous.sections.get(section.id)));
    for (const block of section.blocks)
      blocks.set(block.id, keep(block, previous.blocks.get(block.id)));
  }
  return { page, sections, blocks };
}
