import { describe, expect, it } from 'vitest';
import { CART_COUNT_CAP, cartLinkLabel } from './link-label';

describe('cartLinkLabel', () => {
  it.each([
    [null, 'Cart'],
    [0, '0 items in cart'],
    [1, 'One item in cart'],
    [2, '2 items in cart'],
    [99, '99 items in cart'],
    [100, '100 items in cart'],
    [101, 'More than 100 items in cart'],
    [9999, 'More than 100 items in cart'],
  ] as const)('%j -> %s', (quantity, label) => {
    expect(cartLinkLabel(quantity)).toBe(label);
  });

  it('caps at 100', () => {
    expect(CART_COUNT_CAP).toBe(100);
  });
});
