import { describe, expect, it } from 'vitest';
import { slugify, storeUrlId } from './url-id';

describe('slugify', () => {
  it.each([
    ['Shop', 'shop'],
    ['My New Store', 'my-new-store'],
    ['  Café & Crème!  ', 'cafe-creme'],
    ['Spring -- Sale 2026', 'spring-sale-2026'],
    ['日本', ''],
    ['', ''],
    ['___', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('storeUrlId', () => {
  it.each([
    ['Shop', [], 'shop'],
    ['My New Store', [], 'my-new-store'],
    ['', [], 'store'],
    ['ab', [], 'store'],
    ['A!', [], 'store'],
    ['abc', [], 'abc'],
    ['日本', [], 'store'],
    ['Shop', ['shop'], 'shop-1'],
    ['Shop', ['shop', 'shop-1'], 'shop-2'],
    ['Shop', ['shop', 'shop-2'], 'shop-1'],
    ['Shop', ['SHOP', 'Shop-1'], 'shop-2'],
    ['', ['store', 'store-1', 'store-2'], 'store-3'],
    ['Shop', ['shop-1'], 'shop'],
  ])('%j with %j -> %s', (title, existing, id) => {
    expect(storeUrlId(title, existing)).toBe(id);
  });

  it('takes another fallback title', () => {
    expect(storeUrlId('x', new Set(['products']), 'Products')).toBe('products-1');
  });
});
