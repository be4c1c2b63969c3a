import { describe, expect, it } from 'vitest';
import { GIFT_CARD_DENOMINATION_MESSAGE, giftCardDenominationError, isGiftCard } from './gift-card';

describe('gift card denomination', () => {
  const giftCard = { structuredContent: { productType: 4 } };
  const shirt = { structuredContent: { productType: 1 } };

  it('quotes the message', () => {
    expect(GIFT_CARD_DENOMINATION_MESSAGE).toBe('Select a denomination for the Gift Card.');
  });

  it.each([
    [giftCard, undefined, 'Select a denomination for the Gift Card.'],
    [giftCard, { sku: 'GC-25' }, null],
    [shirt, undefined, null],
  ])('%j with %j -> %s', (product, variant, expected) => {
    expect(giftCardDenominationError(product, variant)).toBe(expected);
  });

  it('recognises gift cards by type 4', () => {
    expect(isGiftCard(giftCard)).toBe(true);
    expect(isGiftCard(shirt)).toBe(false);
    expect(isGiftCard({})).toBe(false);
  });
});
