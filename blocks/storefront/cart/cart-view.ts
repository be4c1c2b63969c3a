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
import { parseAnswers } from '../../form/answers-json';
import type { FormFieldDefinition } from '../../form/wire';
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
  /** The field's id in the answers. */
  readonly id: string;
  /** What the visitor saw: the field's title, else its id (the form is not known). */
  readonly label: string;
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

/** The form's fields as far as the summary needs them. */
type SummaryField = Pick<FormFieldDefinition, 'id' | 'type' | 'title'>;

/**
 * The additional-fields answers an entry carries (a JSON object string, field id to answer), one
 * line each, labelled by the field's title when the form is known (its hidden fields, which the
 * visitor never saw, are left out); [] when there are none; null when the string cannot be read
 * (the form cannot be opened).
 */
export function additionalFieldsSummary(
  json: string | null,
  fields: readonly SummaryField[] = [],
): AnswerLine[] | null {
  const answers = parseAnswers(json);
  if (answers === null) return null;
  return Object.entries(answers).flatMap(([id, value]) => {
    const field = fields.find((candidate) => candidate.id === id);
    if (field?.type === 'hidden' || field?.type === 'section') return [];
    return [{ id, label: field?.title.trim() || id, answer: answerText(value) }];
  });
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
