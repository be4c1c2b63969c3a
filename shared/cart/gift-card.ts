// A gift card's recipient (issue 19): name, email, a message and a delivery date, asked at
// checkout for every gift-card entry and checked the same way by the page and the server.
// "Not in the past" is measured against the earliest calendar date in use anywhere (UTC-12), so
// a shopper whose today is behind the server's is never refused their own today.

import type { GiftCardRecipient } from '../api/commerce';
import { isEmailAddress } from '../forms/email';

export const GIFT_CARD_NAME_MAX_LENGTH = 100;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;
/** A cart holds at most 500 lines (MAX_CART_LINES); so many recipients at most. */
const MAX_GIFT_CARD_REQUESTS = 500;
/** A delivery date at most this many days ahead (our limit). */
export const GIFT_CARD_MAX_DAYS_AHEAD = 365;

export const GiftCardMessage = {
  nameRequired: "Enter the recipient's name.",
  nameTooLong: `The recipient's name can be at most ${GIFT_CARD_NAME_MAX_LENGTH} characters.`,
  emailInvalid: "Enter the recipient's email address, like user@domain.com.",
  messageTooLong: `The message can be at most ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters.`,
  dateRequired: 'Choose a delivery date.',
  dateInPast: 'The delivery date cannot be in the past.',
  dateTooFar: `The delivery date can be at most ${GIFT_CARD_MAX_DAYS_AHEAD} days ahead.`,
  recipientMissing: 'Enter the recipient of each gift card.',
} as const;

export type GiftCardField = keyof GiftCardRecipient;

export type GiftCardCheck =
  | { readonly ok: true; readonly recipient: GiftCardRecipient }
  | { readonly ok: false; readonly field: GiftCardField; readonly message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/** YYYY-MM-DD of a moment in UTC. */
function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The earliest date a gift card may be delivered on: today somewhere on Earth (UTC-12). */
export function earliestDeliveryDate(now: number): string {
  return isoDay(now - TWELVE_HOURS_MS);
}

export function latestDeliveryDate(now: number): string {
  return isoDay(now + TWELVE_HOURS_MS + GIFT_CARD_MAX_DAYS_AHEAD * DAY_MS);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks one recipient as sent; `now` in milliseconds. */
export function checkGiftCardRecipient(value: unknown, now: number): GiftCardCheck {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const fail = (field: GiftCardField, message: string): GiftCardCheck => ({
    ok: false,
    field,
    message,
  });
  const recipientName = text(raw.recipientName);
  if (recipientName === '') return fail('recipientName', GiftCardMessage.nameRequired);
  if (recipientName.length > GIFT_CARD_NAME_MAX_LENGTH) {
    return fail('recipientName', GiftCardMessage.nameTooLong);
  }
  const recipientEmail = text(raw.recipientEmail);
  if (!isEmailAddress(recipientEmail)) return fail('recipientEmail', GiftCardMessage.emailInvalid);
  const message = text(raw.message);
  if (message.length > GIFT_CARD_MESSAGE_MAX_LENGTH) {
    return fail('message', GiftCardMessage.messageTooLong);
  }
  const deliveryDate = text(raw.deliveryDate);
  if (!isCalendarDate(deliveryDate)) return fail('deliveryDate', GiftCardMessage.dateRequired);
  if (deliveryDate < earliestDeliveryDate(now)) {
    return fail('deliveryDate', GiftCardMessage.dateInPast);
  }
  if (deliveryDate > latestDeliveryDate(now)) {
    return fail('deliveryDate', GiftCardMessage.dateTooFar);
  }
  return { ok: true, recipient: { recipientName, recipientEmail, message, deliveryDate } };
}

export type GiftCardRequestsCheck =
  | { readonly ok: true; readonly recipients: ReadonlyMap<string, GiftCardRecipient> }
  | { readonly ok: false; readonly field: string; readonly message: string };

/** The order's `giftCards` list: each `{entryId, …recipient}` checked; field `giftCards.{i}.{name}`. */
export function checkGiftCardRequests(value: unknown, now: number): GiftCardRequestsCheck {
  const recipients = new Map<string, GiftCardRecipient>();
  if (value === undefined || value === null) return { ok: true, recipients };
  if (!Array.isArray(value) || value.length > MAX_GIFT_CARD_REQUESTS) {
    return { ok: false, field: 'giftCards', message: GiftCardMessage.recipientMissing };
  }
  for (const [index, item] of value.entries()) {
    const entryId =
      typeof item === 'object' && item !== null
        ? (item as { entryId?: unknown }).entryId
        : undefined;
    if (typeof entryId !== 'string' || entryId === '') {
      return { ok: false, field: 'giftCards', message: GiftCardMessage.recipientMissing };
    }
    const checked = checkGiftCardRecipient(item, now);
    if (!checked.ok) {
      return { ok: false, field: `giftCards.${index}.${checked.field}`, message: checked.message };
    }
    recipients.set(entryId, checked.recipient);
  }
  return { ok: true, recipients };
}
