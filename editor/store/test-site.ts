// Small documents for the store's tests.
import { BlockType } from '../../shared/codes/block-types';
import { block, page, section, site } from '../../shared/document/fixtures';
import type { Site } from '../../shared/document/schema';

export { block, page, section, site };

export const BUTTON = BlockType.button;
export const SPACER = BlockType.spacer;

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
