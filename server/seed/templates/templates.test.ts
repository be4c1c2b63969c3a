// The designed templates as data: each is a valid site in every brand tone (every block's
// settings against its own block's schema: test/site-templates-blocks.test.ts), its colours read at WCAG AA,
// its products, forms and events pass the checks an owner's would, and its pictures are shipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../../shared/api/forms';
import { BlockType } from '../../../shared/codes/block-types';
import { itemInputSchema, itemTypeProblem } from '../../../shared/content/collections';
import { BRAND_TONES, SITE_TEMPLATE_IDS, toneLook } from '../../../shared/design/brand-tones';
import { MIN_TEXT_CONTRAST } from '../../../shared/design/contrast';
import { themePairs } from '../../../shared/design/theme-contrast';
import { parseSite } from '../../../shared/document/parse';
import type { Block, Site } from '../../../shared/document/schema';
import { checkProductInput } from '../../../shared/products/product-input';
import { SEED_MEDIA_DIR } from '../../server';
import { buildFromTemplate, SITE_TEMPLATES, TEMPLATE_ASSETS_DIR } from './index';

const blocksOf = (site: Site): Block[] =>
  [...site.pages.flatMap((page) => page.sections), ...site.footer.sections].flatMap(
    (section) => section.blocks,
  );

/** Every image URL a block's settings hold, at any depth. */
function imageUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const entry of value) imageUrls(entry, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && 'focalPoint' in record) found.push(record.url);
    for (const entry of Object.values(record)) imageUrls(entry, found);
  }
  return found;
}

describe.each(SITE_TEMPLATE_IDS)('the %s template', (id) => {
  const template = SITE_TEMPLATES[id];
  const content = buildFromTemplate({ siteId: 'site-1', template: id, tone: 'custom' });
  const { site } = content;

  it.each(BRAND_TONES)('is a valid site, unchanged by parsing, in the %s tone', (tone) => {
    const toned = buildFromTemplate({ siteId: 'site-1', template: id, tone }).site;
    expect(parseSite(toned)).toEqual({ ok: true, site: toned });
    const failing = themePairs(toned.design).filter(
      (pair) => pair.ratio === undefined || pair.ratio < MIN_TEXT_CONTRAST,
    );
    expect(failing).toEqual([]);
    const look = toneLook(id, tone);
    if (look) expect(toned.design.activeFontThemeId).toBe(look.fontTheme);
    else expect(toned.design).toEqual(site.design);
  });

  it('has its own pages, navigation, header and footer, and a name', () => {
    expect(site.pages.length).toBeGreaterThanOrEqual(4);
    expect(site.navigation.main.length).toBe(site.pages.length);
    expect(site.footer.sections.length).toBeGreaterThan(0);
    expect(site.title).toBe(template.defaultName);
    const named = buildFromTemplate({ siteId: 's', template: id, tone: 'custom', name: ' Kiln ' });
    expect(named.site.title).toBe('Kiln');
    for (const page of site.pages) {
      if (page.collection) continue;
      expect(page.sections.length).toBeGreaterThan(0);
    }
  });

  it('says nothing of the demo shop and no placeholder text', () => {
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/juniper|lorem|ipsum|demo/i);
  });

  it('ships every picture it uses, with alt text, and points at them without stored files', () => {
    for (const name of template.images) {
      expect(existsSync(join(TEMPLATE_ASSETS_DIR, id, `${name}.svg`))).toBe(true);
    }
    const urls = imageUrls(blocksOf(site).map((block) => block.settings));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/media/templates/${id}/[a-z-]+\\.svg$`));
      expect(existsSync(join(SEED_MEDIA_DIR, url.slice('/media/'.length)))).toBe(true);
    }
    for (const block of blocksOf(site).filter((b) => b.type === BlockType.image)) {
      expect(String(block.settings.alt).length).toBeGreaterThan(5);
    }
  });

  it('has products that pass the owner’s check and product blocks that name them', () => {
    const slugs = new Set<string>();
    for (const input of content.products) {
      const checked = checkProductInput(input, site.settings.currency);
      expect(checked.ok, input.name).toBe(true);
      if (checked.ok) slugs.add(checked.product.slug);
      for (const image of input.images ?? []) {
        expect(existsSync(join(SEED_MEDIA_DIR, image.url.slice('/media/'.length)))).toBe(true);
      }
    }
    for (const block of blocksOf(site).filter((b) => b.type === BlockType.product)) {
      expect(slugs).toContain(block.settings.productId);
    }
  });

  it('has forms that pass the forms API schema, and form blocks that name them', () => {
    const ids = new Set(content.forms.map((form) => formDefinitionSchema.parse(form).id));
    const formBlocks = blocksOf(site).filter((b) => b.type === BlockType.form);
    expect(formBlocks.length).toBeGreaterThan(0);
    for (const block of formBlocks) expect(ids).toContain(block.settings.formId);
  });
});

describe('the shop template', () => {
  it('sells six products, a few with options, one on sale', () => {
    const { products } = buildFromTemplate({ siteId: 's', template: 'shop', tone: 'custom' });
    expect(products).toHaveLength(6);
    const variants = products.flatMap((product) => product.structuredContent.variants);
    expect(variants.some((variant) => variant.onSale)).toBe(true);
    expect(products.filter((p) => p.structuredContent.variants.length > 1).length).toBe(3);
  });
});

describe('the restaurant template', () => {
  const content = buildFromTemplate({ siteId: 's', template: 'restaurant', tone: 'friendly' });

  it('holds its events on the events page, upcoming from the day it is made', () => {
    const events = content.events!;
    const page = content.site.pages.find((p) => p.slug === events.slug);
    expect(page?.collection).toEqual({ id: events.collectionId, view: 'list' });
    const now = Date.UTC(2026, 10, 27, 12);
    const items = events.items(now, 'America/Chicago', (name) => `file-${name}`);
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const input of items) {
      const item = itemInputSchema.parse(input);
      expect(itemTypeProblem('events', item)).toBeNull();
      expect(item.event!.startDate).toBeGreaterThan(now);
      expect(item.status).toBe('Published');
      expect(item.mainImage?.fileId).toMatch(/^file-/);
    }
    // 7 pm in Chicago on 3 December 2026 (UTC-6).
    expect(new Date(items[0]!.event!.startDate).toISOString()).toBe('2026-12-04T01:00:00.000Z');
  });

  it('shows its upcoming events on the home page', () => {
    const home = content.site.pages[0]!;
    const list = home.sections
      .flatMap((section) => section.blocks)
      .find((block) => block.type === BlockType.tourDates);
    expect(list?.settings.collection).toBe(`/${content.events!.slug}`);
  });
});

describe('the template pictures', () => {
  it('state their licence', () => {
    const licence = readFileSync(join(TEMPLATE_ASSETS_DIR, 'LICENSE.md'), 'utf8');
    const words = licence.replace(/\s+/g, ' ');
    expect(words).toContain('drawn by hand for this project');
    expect(words).toContain('same licence as the project');
  });
});
