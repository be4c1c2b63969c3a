import { describe, expect, it } from 'vitest';
import {
  type AddRequestInput,
  type AddValidation,
  validateAddToCart,
} from './add-to-cart-validation';
import type { Product } from './types';

const shirt: Product = {
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color', 'Fit'],
    variants: [
      { sku: 'S-RED-SLIM', attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' } },
      { sku: 'M-BLUE-LOOSE', attributes: { Size: 'M', Color: 'Blue', Fit: 'Loose' } },
    ],
  },
};
const giftCard: Product = {
  structuredContent: {
    productType: 4,
    variantOptionOrdering: ['Value'],
    variants: [
      { sku: 'GC-25', attributes: { Value: '25' } },
      { sku: 'GC-50', attributes: { Value: '50' } },
    ],
  },
};
const single: Product = { structuredContent: { productType: 1, variants: [{ sku: 'ONE' }] } };

type Expect =
  | { ok: true; sku: string; quantity: number }
  | Omit<Extract<AddValidation, { ok: false }>, 'ok'>;

const summary = (result: AddValidation): Expect =>
  result.ok
    ? { ok: true, sku: result.variant.sku ?? '', quantity: result.quantity }
    : { reason: result.reason, message: result.message };

describe('validateAddToCart', () => {
  it.each<[string, AddRequestInput, Expect]>([
    [
      'all chosen',
      { product: shirt, selection: { Size: 'S', Color: 'Red', Fit: 'Slim' }, quantity: '2' },
      { ok: true, sku: 'S-RED-SLIM', quantity: 2 },
    ],
    [
      'quantity defaults to 1',
      { product: shirt, selection: { Size: 'M', Color: 'Blue', Fit: 'Loose' } },
      { ok: true, sku: 'M-BLUE-LOOSE', quantity: 1 },
    ],
    [
      'one missing',
      { product: shirt, selection: { Size: 'S', Color: 'Red' } },
      { reason: 'incomplete-selection', message: 'Please select the Fit option.' },
    ],
    [
      'two missing',
      { product: shirt, selection: { Color: 'Red' } },
      { reason: 'incomplete-selection', message: 'Please select the Size and Fit options.' },
    ],
    [
      'three missing',
      { product: shirt, selection: {} },
      { reason: 'incomplete-selection', message: 'Please select the Size, Color and Fit options.' },
    ],
    [
      'combination missing',
      { product: shirt, selection: { Size: 'S', Color: 'Blue', Fit: 'Slim' } },
      {
        reason: 'variant-unavailable',
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
      },
    ],
    [
      'bad quantity',
      { product: single, selection: {}, quantity: 'x' },
      { reason: 'quantity', message: 'Quantity must be a number.' },
    ],
    [
      'fractional quantity',
      { product: single, selection: {}, quantity: '1.5' },
      { reason: 'quantity', message: 'Quantity must be a whole number.' },
    ],
    [
      'quantity 0 is refused, not bought as 1',
      { product: single, selection: {}, quantity: '0' },
      { reason: 'quantity', message: 'Quantity must be between 1 and 9999.' },
    ],
    [
      'a negative quantity is refused',
      { product: single, selection: {}, quantity: '-2' },
      { reason: 'quantity', message: 'Quantity must be between 1 and 9999.' },
    ],
    [
      'a quantity above 9999 is refused',
      { product: single, selection: {}, quantity: 10000 },
      { reason: 'quantity', message: 'Quantity must be between 1 and 9999.' },
    ],
    [
      'selection checked before quantity',
      { product: shirt, selection: {}, quantity: 'x' },
      { reason: 'incomplete-selection', message: 'Please select the Size, Color and Fit options.' },
    ],
    [
      'gift card without denomination',
      { product: giftCard, selection: {} },
      { reason: 'incomplete-selection', message: 'Select a denomination for the Gift Card.' },
    ],
    [
      'gift card with unknown denomination',
      { product: giftCard, selection: { Value: '75' } },
      { reason: 'variant-unavailable', message: 'Select a denomination for the Gift Card.' },
    ],
    [
      'gift card with denomination',
      { product: giftCard, selection: { Value: '50' } },
      { ok: true, sku: 'GC-50', quantity: 1 },
    ],
  ])('%s', (_, input, expected) => {
    expect(summary(validateAddToCart(input))).toEqual(expected);
  });
});
