import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  isMultipleQuantityAllowedForServices,
  isSubscribable,
  parseQuantity,
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  QUANTITY_NOT_WHOLE_MESSAGE,
  QUANTITY_STEP,
  type QuantityResult,
  showQuantityInput,
} from './quantity';
import type { ProductContent, StoreSettings } from './types';

describe('quantity limits (spec §5, §9)', () => {
  it('is 1 to 9999, step 1, default 1', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, QUANTITY_DEFAULT]).toEqual([1, 9999, 1, 1]);
  });

  it('quotes the messages', () => {
    expect(QUANTITY_NOT_A_NUMBER_MESSAGE).toBe('Quantity must be a number.');
    expect(QUANTITY_NOT_WHOLE_MESSAGE).toBe('Quantity must be a whole number.');
  });
});

const nan = { ok: false, message: 'Quantity must be a number.' } as const;
const fraction = { ok: false, message: 'Quantity must be a whole number.' } as const;
const ok = (quantity: number, clamped = false) => ({ ok: true, quantity, clamped }) as const;

describe('parseQuantity', () => {
  it.each<[string | number | null | undefined, QuantityResult]>([
    ['1', ok(1)],
    [' 12 ', ok(12)],
    [9999, ok(9999)],
    ['2.0', ok(2)],
    ['1e2', ok(100)],
    ['', nan],
    ['   ', nan],
    ['abc', nan],
    ['1,000', nan],
    ['5 items', nan],
    [null, nan],
    [undefined, nan],
    [Number.NaN, nan],
    ['1.5', fraction],
    [2.25, fraction],
    ['.5', fraction],
    // Out of range whole numbers are clamped to the nearest bound.
    ['0', ok(1, true)],
    ['-3', ok(1, true)],
    ['10000', ok(9999, true)],
    [123456, ok(9999, true)],
  ])('%j -> %j', (input, expected) => {
    expect(parseQuantity(input)).toEqual(expected);
  });
});

describe('checkQuantity', () => {
  const outOfRange = { ok: false, message: 'Quantity must be between 1 and 9999.' } as const;
  it.each<[string | number, ReturnType<typeof checkQuantity>]>([
    ['3', { ok: true, quantity: 3 }],
    ['9999', { ok: true, quantity: 9999 }],
    ['0', outOfRange],
    ['-1', outOfRange],
    [10000, outOfRange],
    ['', nan],
    ['2.5', fraction],
  ])('%j -> %j', (input, expected) => {
    expect(checkQuantity(input)).toEqual(expected);
  });
});

describe('multiple quantity for services', () => {
  it.each<[StoreSettings | null | undefined, boolean]>([
    [{}, true],
    [undefined, true],
    [null, true],
    [{ multipleQuantityAllowedForServices: null }, true],
    [{ multipleQuantityAllowedForServices: true }, true],
    [{ multipleQuantityAllowedForServices: false }, false],
  ])('%j -> %s', (settings, expected) => {
    expect(isMultipleQuantityAllowedForServices(settings)).toBe(expected);
  });
});

describe('isSubscribable', () => {
  it.each<[ProductContent['isSubscribable'], boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSubscribable({ structuredContent: { isSubscribable: value } })).toBe(expected);
  });
});

// Mirrors conformance f-quantity-input-1..5.
describe('showQuantityInput', () => {
  const allowed: StoreSettings = {};
  const forbidden: StoreSettings = { multipleQuantityAllowedForServices: false };
  it.each<[string, ProductContent, StoreSettings, boolean]>([
    [
      'physical with stock 100',
      { productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 100 }] },
      allowed,
      true,
    ],
    ['physical with stock 0', { productType: 1, variants: [{ qtyInStock: 0 }] }, allowed, false],
    ['physical with stock 1', { productType: 1, variants: [{ qtyInStock: 1 }] }, allowed, false],
    ['physical with stock 2', { productType: 1, variants: [{ qtyInStock: 2 }] }, allowed, true],
    ['physical unlimited', { productType: 1, variants: [{ unlimited: true }] }, allowed, true],
    ['digital', { productType: 2 }, allowed, false],
    ['gift card', { productType: 4, variants: [{ unlimited: true }] }, allowed, false],
    ['service allowed', { productType: 3, variants: [{ qtyInStock: 2 }] }, allowed, true],
    ['service not allowed', { productType: 3, variants: [{ qtyInStock: 2 }] }, forbidden, false],
    [
      'physical ignores the service setting',
      { productType: 1, variants: [{ qtyInStock: 2 }] },
      forbidden,
      true,
    ],
    [
      'subscription',
      { productType: 1, variants: [{ qtyInStock: 100 }], isSubscribable: true },
      allowed,
      false,
    ],
    [
      'subscription as string',
      { productType: 1, variants: [{ qtyInStock: 100 }], isSubscribable: 'true' },
      allowed,
      false,
    ],
  ])('%s -> %s', (_, content, settings, expected) => {
    expect(showQuantityInput({ structuredContent: content }, settings)).toBe(expected);
  });
});
