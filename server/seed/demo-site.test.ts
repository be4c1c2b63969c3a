import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/codes/block-types';
import { PageType } from '../../shared/codes/page-types';
import { MIN_TEXT_CONTRAST } from '../../shared/design/contrast';
import { themePairs } from '../../shared/design/theme-contrast';
import { parseSite } from '../../shared/document/parse';
import { SEED_MEDIA_DIR } from '../server';
import { DEMO_SITE_ID, demoSite } from './demo-site';

const blocks = demoSite.pages.flatMap((page) => page.sections.flatMap((section) => section.blocks));

describe('demo site', () => {
  it('has colour themes whose text, accent and button text pass WCAG AA (4.5:1) on their backgrounds', () => {
    const failing = themePairs(demoSite.design).filter(
      (pair) => pair.ratio === undefined || pair.ratio < MIN_TEXT_CONTRAST,
    );
    expect(failing).toEqual([]);
  });

  it('is a valid current document, unchanged by parsing', () => {
    expect(parseSite(demoSite)).toEqual({ ok: true, site: demoSite });
    expect(demoSite.id).toBe(DEMO_SITE_ID);
  });

  it('has Home, About and Contact as plain pages and Shop as the products collection, of 2-3 sections', () => {
    expect(demoSite.pages.map((page) => [page.title, page.slug, page.pageType])).toEqual([
      ['Home', 'home', PageType.page],
      ['Shop', 'shop', PageType.mainContent],
      ['About', 'about', PageType.page],
      ['Contact', 'contact', PageType.page],
    ]);
    for (const page of demoSite.pages) {
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.sections.length).toBeLessThanOrEqual(3);
    }
  });

  it('uses every rendered block type and at least one without a renderer', () => {
    const types = new Set(blocks.map((block) => block.type));
    for (const type of [
      BlockType.html,
      BlockType.button,
      BlockType.image,
      BlockType.quote,
      BlockType.spacer,
      BlockType.horizontalRule,
      BlockType.product,
    ]) {
      expect(types).toContain(type);
    }
  });

  it.each([
    [BlockType.html, ['content']],
    [BlockType.button, ['label', 'url', 'size', 'align', 'newWindow']],
    [BlockType.image, ['image', 'alt', 'caption']],
    [BlockType.quote, ['text', 'source']],
    [BlockType.spacer, ['height']],
    [BlockType.horizontalRule, []],
  ])('block type %i carries exactly the settings keys %j', (type, keys) => {
    for (const block of blocks.filter((b) => b.type === type)) {
      expect(Object.keys(block.settings).sort()).toEqual([...keys].sort());
    }
  });

  it('points images at media files that exist', () => {
    const sources = blocks
      .filter((b) => b.type === BlockType.image)
      .map((b) => (b.settings.image as { url: string }).url);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const src of sources) {
      expect(src).toMatch(/^\/media\/[a-z-]+\.svg$/);
      expect(existsSync(join(SEED_MEDIA_DIR, String(src).slice('/media/'.length)))).toBe(true);
    }
  });
});
