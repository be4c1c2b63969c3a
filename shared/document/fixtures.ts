// Builders for small, valid site documents, for tests across the project (editor, frame,
// server). Each fills in what a test does not care about with the schema's defaults.
import { BlockType } from '../codes/block-type-codes';
import { PageType } from '../codes/page-types';
import { defaultDesign } from '../design/site-design';
import { navigationOfPages } from './navigation';
import {
  type Block,
  DEFAULT_FOOTER,
  DEFAULT_HEADER,
  DEFAULT_SECTION_STYLE,
  DEFAULT_SITE_SETTINGS,
  type Page,
  SCHEMA_VERSION,
  type Section,
  type SectionStyle,
  type Site,
} from './schema';

export function block(
  id: string,
  type: number = BlockType.button,
  settings: Record<string, unknown> = {},
): Block {
  return { id, type, settings };
}

export function section(
  id: string,
  blocks: readonly Block[] = [],
  style: SectionStyle = DEFAULT_SECTION_STYLE,
): Section {
  return { id, style: { ...style }, blocks: [...blocks] };
}

/** A page; its title defaults to the id in capitals and its slug to the id. */
export function page(
  id: string,
  sections: readonly Section[] = [],
  names: { readonly title?: string; readonly slug?: string } = {},
): Page {
  return {
    id,
    title: names.title ?? id.toUpperCase(),
    slug: names.slug ?? id,
    pageType: PageType.page,
    sections: [...sections],
  };
}

export function site(
  pages: readonly Page[],
  names: { readonly id?: string; readonly title?: string } = {},
): Site {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: names.id ?? 'test-site',
    title: names.title ?? 'Test site',
    settings: { ...DEFAULT_SITE_SETTINGS },
    design: defaultDesign(),
    pages: [...pages],
    navigation: { main: navigationOfPages(pages), footer: [] },
    header: { ...DEFAULT_HEADER },
    footer: { ...DEFAULT_FOOTER, sections: [], socialLinks: [] },
  };
}

/** One page (home) with one section holding one Button block. */
export function sampleSite(): Site {
  return site(
    [
      page('home', [section('s1', [block('b1', BlockType.button, { label: 'Shop now' })])], {
        title: 'Home',
      }),
    ],
    { id: 'demo', title: 'Sample' },
  );
}

/**
 * `doc` with the blocks of its first page's first section changed by `change`, which may answer
 * values the schema refuses (tests of stored documents that no longer validate).
 */
export function withFirstBlocks(
  doc: Site,
  change: (blocks: readonly Block[]) => readonly unknown[],
): Site {
  const [home, ...pages] = doc.pages;
  const [first, ...sections] = home!.sections;
  const blocks = change(first!.blocks) as Block[];
  return {
    ...doc,
    pages: [{ ...home!, sections: [{ ...first!, blocks }, ...sections] }, ...pages],
  };
}
