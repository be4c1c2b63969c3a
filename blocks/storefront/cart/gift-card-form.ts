// The checkout's gift-card recipients: one form per gift-card entry of the cart, checked with the
// server's rules (shared/cart/gift-card) before sending, and the order's `giftCards` list.
import type {
  CartEntry,
  GiftCardRecipient,
  GiftCardRequest,
  ShoppingCart,
} from '../../../shared/api/commerce';
import { checkGiftCardRecipient, type GiftCardField } from '../../../shared/cart/gift-card';
import { ProductType } from '../../../shared/codes/product-types';

export type GiftCardForms = Readonly<Record<string, GiftCardRecipient>>;
export type GiftCardErrors = Readonly<Record<string, { field: GiftCardField; message: string }>>;

export const EMPTY_GIFT_CARD: GiftCardRecipient = {
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliveryDate: '',
};

export const GIFT_CARD_LABELS: Readonly<Record<GiftCardField, string>> = {
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's email",
  message: 'Message (optional)',
  deliveryDate: 'Delivery date',
};

export function giftCardEntries(cart: Pick<ShoppingCart, 'entries'>): CartEntry[] {
  return cart.entries.filter((entry) => entry.productType === ProductType.giftCard);
}

/** The shopper's own today, YYYY-MM-DD (the date input's minimum). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first refusal of each gift card's recipient, by entry id; empty when all may be sent. */
export function giftCardErrors(
  entries: readonly CartEntry[],
  forms: GiftCardForms,
  now: number,
): GiftCardErrors {
  const errors: Record<string, { field: GiftCardField; message: string }> = {};
  for (const entry of entries) {
    const checked = checkGiftCardRecipient(forms[entry.id] ?? EMPTY_GIFT_CARD, now);
    if (!checked.ok) errors[entry.id] = { field: checked.field, message: checked.message };
  }
  return errors;
}

export function giftCardRequests(
  entries: readonly CartEntry[],
  forms: GiftCardForms,
): GiftCardRequest[] {
  return entries.map((entry) => ({ entryId: entry.id, ...(forms[entry.id] ?? EMPTY_GIFT_CARD) }));
}
