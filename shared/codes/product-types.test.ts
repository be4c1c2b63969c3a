import { describe, expect, it } from 'vitest';
import {
  isProductTypeCode,
  PRODUCT_TYPE_CODES,
  PRODUCT_TYPE_NAMES,
  ProductType,
  SUBSCRIBABLE_PRODUCT_TYPES,
} from './product-types';

// Spec storefront.md §3: "1 physical, 2 digital, 3 service, 4 gift card; 5 paywall appears in one enumeration."
const SPEC_TABLE: readonly [number, string][] = [
  [1, 'physical'],
  [2, 'digital'],
  [3, 'service'],
  [4, 'gift card'],
  [5, 'paywall'],
];

describe('product types', () => {
  it.each(SPEC_TABLE)('code %i is %s', (code, name) => {
    expect(isProductTypeCode(code)).toBe(true);
    if (isProductTypeCode(code)) expect(PRODUCT_TYPE_NAMES[code]).toBe(name);
  });

  it('names every code once, in spec order', () => {
    expect(PRODUCT_TYPE_CODES).toEqual(SPEC_TABLE.map(([code]) => code));
    expect(ProductType).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
  });

  it.each([0, -1, 6, 1.5, '1', null, undefined])('rejects %j', (value) => {
    expect(isProductTypeCode(value)).toBe(false);
  });

  it('lets merchants subscribe physical and service products only (§6)', () => {
    expect(SUBSCRIBABLE_PRODUCT_TYPES).toEqual([ProductType.physical, ProductType.service]);
  });
});
