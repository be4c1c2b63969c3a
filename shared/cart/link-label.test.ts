import { describe, expect, it } from 'vitest';
import { storefrontStrings } from '../i18n/storefront-strings';
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

describe('cartLinkLabel in the page’s language', () => {
  it('counts in French and in Polish without a plural it cannot write', () => {
    const french = storefrontStrings('fr-FR');
    expect(cartLinkLabel(null, french)).toBe('Panier');
    expect(cartLinkLabel(1, french)).toBe('Un article dans le panier');
    expect(cartLinkLabel(3, french)).toBe('3 articles dans le panier');
    expect(cartLinkLabel(101, french)).toBe('Plus de 100 articles dans le panier');
    expect(cartLinkLabel(5, storefrontStrings('pl-PL'))).toBe('Produkty w koszyku: 5');
  });
});
