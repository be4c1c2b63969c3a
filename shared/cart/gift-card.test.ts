import { describe, expect, it } from 'vitest';
import {
  checkGiftCardRecipient,
  checkGiftCardRequests,
  earliestDeliveryDate,
  GiftCardMessage,
  isCalendarDate,
} from './gift-card';

const NOW = Date.parse('2026-11-26T08:00:00.000Z');
const good = {
  recipientName: ' Grace Hopper ',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday!',
  deliveryDate: '2026-12-01',
};

describe('gift card recipient', () => {
  it('keeps a complete recipient, trimmed', () => {
    expect(checkGiftCardRecipient(good, NOW)).toEqual({
      ok: true,
      recipient: { ...good, recipientName: 'Grace Hopper' },
    });
    expect(checkGiftCardRecipient({ ...good, message: undefined }, NOW)).toMatchObject({
      ok: true,
      recipient: { message: '' },
    });
  });

  it.each([
    [{ recipientName: '  ' }, 'recipientName', GiftCardMessage.nameRequired],
    [{ recipientName: 'x'.repeat(101) }, 'recipientName', GiftCardMessage.nameTooLong],
    [{ recipientEmail: 'grace@' }, 'recipientEmail', GiftCardMessage.emailInvalid],
    [{ message: 'x'.repeat(501) }, 'message', GiftCardMessage.messageTooLong],
    [{ deliveryDate: '' }, 'deliveryDate', GiftCardMessage.dateRequired],
    [{ deliveryDate: '2026-02-30' }, 'deliveryDate', GiftCardMessage.dateRequired],
    [{ deliveryDate: '2026-11-24' }, 'deliveryDate', GiftCardMessage.dateInPast],
    [{ deliveryDate: '2028-01-01' }, 'deliveryDate', GiftCardMessage.dateTooFar],
  ])('refuses %o at %s', (change, field, message) => {
    expect(checkGiftCardRecipient({ ...good, ...change }, NOW)).toEqual({
      ok: false,
      field,
      message,
    });
  });

  it("takes today wherever the shopper is: the day before UTC's while it is still that day at UTC-12", () => {
    expect(earliestDeliveryDate(NOW)).toBe('2026-11-25');
    expect(earliestDeliveryDate(Date.parse('2026-11-26T12:00:00.000Z'))).toBe('2026-11-26');
    const yesterday = { ...good, deliveryDate: '2026-11-25' };
    expect(checkGiftCardRecipient(yesterday, NOW).ok).toBe(true);
  });

  it('reads only real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('26-1-1')).toBe(false);
  });
});

describe("the order's gift-card list", () => {
  it('maps each entry to its recipient and names the refused field by its place', () => {
    const check = checkGiftCardRequests([{ entryId: 'e1', ...good }], NOW);
    expect(check.ok && check.recipients.get('e1')?.recipientName).toBe('Grace Hopper');
    expect(checkGiftCardRequests(undefined, NOW)).toEqual({ ok: true, recipients: new Map() });
    expect(
      checkGiftCardRequests(
        [
          { entryId: 'e1', ...good },
          { entryId: 'e2', ...good, recipientEmail: '' },
        ],
        NOW,
      ),
    ).toEqual({
      ok: false,
      field: 'giftCards.1.recipientEmail',
      message: GiftCardMessage.emailInvalid,
    });
    expect(checkGiftCardRequests([good], NOW)).toMatchObject({ ok: false, field: 'giftCards' });
    expect(checkGiftCardRequests('nope', NOW)).toMatchObject({ ok: false, field: 'giftCards' });
  });
});
