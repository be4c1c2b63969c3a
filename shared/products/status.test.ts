import { describe, expect, it } from 'vitest';
import { type DisplayStatus, displayStatus, isOnSale, isSoldOut, totalStock } from './status';
import type { Product, ProductContent } from './types';

const product = (content: ProductContent): Product => ({ structuredContent: content });

// Spec storefront.md §4 "Product display status"; cases mirror conformance f-product-status-*.
const CASES: readonly [string, ProductContent, boolean, boolean, DisplayStatus][] = [
  ['physical with stock', { productType: 1, variants: [{ qtyInStock: 3 }] }, false, false, null],
  ['physical with no variants', { productType: 1, variants: [] }, true, false, 'sold-out'],
  ['physical without a variants list', { productType: 1 }, true, false, 'sold-out'],
  [
    'physical out of stock',
    { productType: 1, variants: [{ qtyInStock: 0 }] },
    true,
    false,
    'sold-out',
  ],
  [
    'physical variant without stock fields',
    { productType: 1, variants: [{}] },
    true,
    false,
    'sold-out',
  ],
  ['physical unlimited', { productType: 1, variants: [{ unlimited: true }] }, false, false, null],
  [
    'physical, one variant in stock',
    { productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 1 }] },
    false,
    false,
    null,
  ],
  [
    'physical on sale in stock',
    { productType: 1, variants: [{ onSale: true, qtyInStock: 4 }] },
    false,
    true,
    'sale',
  ],
  [
    'sold out beats sale',
    { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] },
    true,
    true,
    'sold-out',
  ],
  [
    'service on sale (any variant)',
    { productType: 3, variants: [{ qtyInStock: 2 }, { onSale: true, qtyInStock: 0 }] },
    false,
    true,
    'sale',
  ],
  [
    'service out of stock',
    { productType: 3, variants: [{ qtyInStock: 0 }] },
    true,
    false,
    'sold-out',
  ],
  ['digital on sale', { productType: 2, onSale: true }, false, true, 'sale'],
  ['digital', { productType: 2 }, false, false, null],
  [
    'digital ignores variant sale flags',
    { productType: 2, variants: [{ onSale: true }] },
    false,
    false,
    null,
  ],
  [
    'gift card never sold out nor on sale',
    { productType: 4, onSale: true, variants: [{ onSale: true, qtyInStock: 0 }] },
    false,
    false,
    null,
  ],
  ['unknown type counts as sold out', { productType: -1 }, true, false, 'sold-out'],
  ['paywall counts as sold out', { productType: 5, onSale: true }, true, false, 'sold-out'],
  ['missing type', {}, true, false, 'sold-out'],
];

describe('product display status', () => {
  it.each(CASES)('%s', (_, content, soldOut, onSale, status) => {
    const item = product(content);
    expect(isSoldOut(item)).toBe(soldOut);
    expect(isOnSale(item)).toBe(onSale);
    expect(displayStatus(item)).toBe(status);
  });

  it('treats a product without structured content as unknown', () => {
    expect(displayStatus({})).toBe('sold-out');
  });
});

describe('totalStock', () => {
  it.each<[string, ProductContent, number]>([
    ['sums variants', { productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 100 }] }, 100],
    ['missing counts as 0', { productType: 3, variants: [{}, { qtyInStock: 2 }] }, 2],
    [
      'negative counts as 0',
      { productType: 1, variants: [{ qtyInStock: -5 }, { qtyInStock: 1 }] },
      1,
    ],
    [
      'unlimited variant is unlimited',
      { productType: 1, variants: [{ qtyInStock: 1 }, { unlimited: true }] },
      Number.POSITIVE_INFINITY,
    ],
    ['digital is unlimited', { productType: 2 }, Number.POSITIVE_INFINITY],
    ['gift card is unlimited', { productType: 4 }, Number.POSITIVE_INFINITY],
    ['no variants', { productType: 1 }, 0],
  ])('%s', (_, content, expected) => {
    expect(totalStock(product(content))).toBe(expected);
  });
});
