// Small documents for the store's tests.
import type { Block, Page, Section, Site } from '../../shared/document/schema';
import {
  DEFAULT_SECTION_STYLE,
  DEFAULT_SITE_SETTINGS,
  SCHEMA_VERSION,
} from '../../shared/document/schema';

export const BUTTON = 53;
export const SPACER = 21;

export function block(id: string, type = BUTTON, settings: Record<string, unknown> = {}): Block {
  return { id, type, settings };
}

export function section(id: string, blocks: readonly Block[] = []): Section {
  return { id, style: { ...DEFAULT_SECTION_STYLE }, blocks: [...blocks] };
}

export function page(id: string, sections: readonly Section[] = [], slug = id): Page {
  return { id, title: id.toUpperCase(), slug, pageType: 2, sections: [...sections] };
}

export function site(pages: readonly Page[]): Site {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: 'test-site',
    title: 'Test site',
    settings: { ...DEFAULT_SITE_SETTINGS },
    pages: [...pages],
  };
}

/** home: s1 [a, b], s2 [c]; about: s3 [d]; empty: no sections. */
export function sampleSite(): Site {
  return site([
    page('home', [section('s1', [block('a'), block('b')]), section('s2', [block('c')])]),
    page('about', [section('s3', [block('d')])]),
    page('empty'),
  ]);
}

/** Ids of a page's blocks, section by section: [['a', 'b'], ['c']]. */
export function layout(target: Site, pageId: string): string[][] {
  const found = target.pages.find((p) => p.id === pageId);
  return found ? found.sections.map((s) => s.blocks.map((b) => b.id)) : [];
}
