import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../../../shared/api/commerce';
import { GiftCardMessage } from '../../../shared/cart/gift-card';
import { giftCardEntries, giftCardErrors, giftCardRequests, localToday } from './gift-card-form';

const entry = (id: string, productType: number) => ({ id, productType }) as CartEntry;
const NOW = Date.parse('2026-11-26T08:00:00.000Z');
const recipient = {
  recipientName: 'Grace',
  recipientEmail: 'grace@example.com',
  message: '',
  deliveryDate: '2026-11-30',
};

describe('gift-card recipients at checkout', () => {
  it('asks only for the gift-card entries', () => {
    const entries = [entry('a', 1), entry('b', 4), entry('c', 2)];
    expect(giftCardEntries({ entries }).map((e) => e.id)).toEqual(['b']);
  });

  it('reports the first refusal of each card, and none once complete', () => {
    const cards = [entry('b', 4), entry('d', 4)];
    expect(giftCardErrors(cards, { b: recipient }, NOW)).toEqual({
      d: { field: 'recipientName', message: GiftCardMessage.nameRequired },
    });
    expect(giftCardErrors(cards, { b: recipient, d: recipient }, NOW)).toEqual({});
  });

  it('sends one request per card with its entry id', () => {
    expect(giftCardRequests([entry('b', 4)], { b: recipient })).toEqual([
      { entryId: 'b', ...recipient },
    ]);
  });

  it("writes the shopper's own date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
