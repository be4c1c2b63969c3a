// What the pill cart, the cart link and the cart page show of a cart, as plain functions:
// the pill's sync (count and subtotal in the store's money format), the cart link's label, an
// entry's variant line and additional-fields summary, the failure message of a cart call, and
// the cross-sell list.
import type { CartEntry, ProductItem, ShoppingCart } from '../../../shared/api/commerce';
import {
  CartMessage,
  type CartMessageText,
  cartUpdateFailureMessage,
} from '../../../shared/cart/messages';
import type { CartSync } from '../../../shared/cart/pill-cart';
import { formatSiteMoney, type SiteMoneySettings } from '../../../shared/money/site-format';
import { StorefrontApiError } from '../api';
import type { StorefrontCart } from '../cart-store';

/**
 * The frame's cart store keeps the server's answer whole; every cart call answers the commerce
 * contract's ShoppingCart, so the fields the store does not name are there.
 */
export function shoppingCart(cart: StorefrontCart | null): ShoppingCart | null {
  return cart as ShoppingCart | null;
}

/** What the pill cart syncs from a cart: its total quantity and formatted subtotal. */
export function cartSync(cart: ShoppingCart | null, money: SiteMoneySettings): CartSync | null {
  if (cart === null) return null;
  return { items: cart.totalQuantity, subtotal: formatSiteMoney(cart.subtotal, money) };
}

/** "Size: Small, Color: Red" for a variant's attributes ('' when it has none). */
export function variantText(entry: Pick<CartEntry, 'chosenVariant'>): string {
  return Object.entries(entry.chosenVariant.attributes)
    .map(([option, value]) => `${option}: ${value}`)
    .join(', ');
}

export interface AnswerLine {
  readonly field: string;
  readonly answer: string;
}

function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${answerText(inner)}`)
      .join('; ');
  }
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The additional-fields answers an entry carries (a JSON object string, field to answer), one
 * line each; [] when there are none; null when the string cannot be read (the form cannot be
 * opened).
 */
export function additionalFieldsSummary(json: string | null): AnswerLine[] | null {
  if (json === null || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return Object.entries(parsed).map(([field, value]) => ({ field, answer: answerText(value) }));
}

/**
 * The answers as the server takes them back: a JSON object string. Starting from the entry's
 * `original` answers, only the lines whose text changed are replaced, so an untouched answer of
 * another shape (a date's parts, a checkbox list) goes back exactly as it came.
 */
export function additionalFieldsJson(
  lines: readonly AnswerLine[],
  original: string | null = null,
): string {
  const before: Record<string, unknown> = {};
  try {
    Object.assign(before, JSON.parse(original ?? '{}'));
  } catch {
    // Unreadable answers are replaced by the edited lines.
  }
  const after = { ...before };
  for (const line of lines) {
    if (!Object.hasOwn(before, line.field) || answerText(before[line.field]) !== line.answer) {
      after[line.field] = line.answer;
    }
  }
  return JSON.stringify(after);
}

/**
 * The message for a failed cart call: no answer at all asks to check the connection; a server
 * message is shown as sent; otherwise the action's own message.
 */
export function cartFailureMessage(error: unknown, fallback: CartMessageText): string {
  if (error instanceof StorefrontApiError) {
    if (error.network) return CartMessage.checkConnection;
    return cartUpdateFailureMessage(error.serverMessage, fallback);
  }
  return fallback;
}

/** How many products "Customers also bought" lists. */
export const CROSS_SELL_LIMIT = 4;

/** Other products of the store, not already in the cart, in catalogue order. */
export function crossSell(
  products: readonly ProductItem[],
  cart: Pick<ShoppingCart, 'entries'> | null,
  limit = CROSS_SELL_LIMIT,
): ProductItem[] {
  const inCart = new Set(cart?.entries.map((entry) => entry.itemId) ?? []);
  return products.filter((product) => !inCart.has(product.id)).slice(0, limit);
}
