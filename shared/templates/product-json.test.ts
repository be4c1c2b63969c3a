import { describe, expect, it } from 'vitest';
import { sampleSite } from '../document/fixtures';
import { product, variant } from '../products/fixtures';
import { productListTemplateJson, productTemplateJson, templateFor } from './product-json';
import type { StoredTemplate, TemplateInput } from './stored';

const stored = (id: string, input: Partial<TemplateInput>, updatedAt: string): StoredTemplate => ({
  version: 2,
  id,
  enabled: true,
  name: id,
  kind: 'product-detail',
  scope: { type: 'site' },
  source: '',
  updatedAt,
  ...input,
});

describe('templateFor', () => {
  const site = stored('site', {}, '2026-01-02');
  const shop = stored(
    'shop',
    { scope: { type: 'collection', collectionId: 'shop' } },
    '2026-01-01',
  );
  const list = stored('list', { kind: 'product-list' }, '2026-01-03');

  it("takes the collection's template over the site's, and only of the kind asked", () => {
    expect(templateFor([site, shop, list], 'product-detail', ['shop'])?.id).toBe('shop');
    expect(templateFor([site, shop, list], 'product-detail', ['other'])?.id).toBe('site');
    expect(templateFor([shop, list], 'product-detail', ['other'])).toBeNull();
    expect(templateFor([site, shop, list], 'product-list', [])?.id).toBe('list');
  });

  it('leaves a switched-off template out', () => {
    const off = stored('off', { enabled: false }, '2026-03-01');
    expect(templateFor([site, off], 'product-detail', [])?.id).toBe('site');
    expect(templateFor([off], 'product-detail', [])).toBeNull();
  });

  it('takes the most recently changed of several that apply', () => {
    const newer = stored('newer', {}, '2026-02-01');
    expect(templateFor([site, newer], 'product-detail', [])?.id).toBe('newer');
  });
});

describe('productTemplateJson', () => {
  const item = product('p1', [
    variant('S', { Size: 'Small' }, '12.50'),
    variant('L', { Size: 'Large' }, '14.00'),
  ]);
  const json = productTemplateJson(sampleSite(), item, {
    id: 'shop',
    title: 'Shop',
    path: '/shop',
  });

  it('gives the spec’s top-level names, the product as item with its legacy prices', () => {
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        'item',
        'collection',
        'website',
        'websiteSettings',
        'localizedStrings',
        'productMerchandisingContext',
      ]),
    );
    const shown = json.item as {
      title: string;
      fullUrl: string;
      structuredContent: { variants: { price: number }[] };
    };
    expect(shown.title).toBe('Product p1');
    expect(shown.fullUrl).toBe('/shop/product-p1');
    expect(shown.structuredContent.variants.map((v) => v.price)).toEqual([1250, 1400]);
    expect(json.productMerchandisingContext).toHaveProperty('p1');
  });
});

describe('productListTemplateJson', () => {
  const items = [
    product('p1', [variant('S', {}, '12.50')]),
    product('p2', [variant('M', {}, '9')]),
  ];
  const shop = { id: 'shop', title: 'Shop', path: '/shop' };

  it('gives the collection with its count, the products as items and their merchandising', () => {
    const json = productListTemplateJson(sampleSite(), items, shop, 5);
    expect(json.pageType).toBe(1);
    expect(json.collection).toEqual({
      id: 'shop',
      title: 'Shop',
      type: 'products',
      fullUrl: '/shop',
      itemCount: 5,
    });
    const listed = json.items as { id: string; fullUrl: string; title: string }[];
    expect(listed.map((item) => [item.id, item.fullUrl])).toEqual([
      ['p1', '/shop/product-p1'],
      ['p2', '/shop/product-p2'],
    ]);
    expect(Object.keys(json.productMerchandisingContext as object)).toEqual(['p1', 'p2']);
    expect(json).toHaveProperty('websiteSettings.storeSettings.selectedCurrency');
    expect(json).not.toHaveProperty('item');
  });
});
