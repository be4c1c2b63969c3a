// The visitor's cart calls (storefront.md §7): read the cart, add entries, change quantity,
// remove, update additional fields, and the subscription cart token. The cart is the one the
// `cart` cookie names; an entry of any other cart answers 404 as if it did not exist. The adds'
// and changes' limits are mounted by path (server/limits/routes.ts).
import { type Context, Hono } from 'hono';
import {
  type AddToCartResponse,
  CartQuery,
  CommerceMessage,
  type ShoppingCart,
  type UpdateEntryResponse,
} from '../../shared/api/commerce';
import { isObj } from '../../shared/products/input-fields';
import { parseQuantity, QUANTITY_NOT_A_NUMBER_MESSAGE } from '../../shared/products/quantity';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../../shared/products/selection-messages';
import { formAnswersRefusal } from '../commerce/form-answers';
import { mockCart } from '../commerce/mock-cart';
import { parseJson } from '../json-body';
import { forgetStaleSignIn } from '../site-users/current-user';
import type { AddEntryInput } from '../storage/commerce-store';
import type { FormStore } from '../storage/form-store';
import type { CommerceDependencies } from './commerce';
import {
  badRequest,
  CART_ID_PATTERN,
  cartRefOf,
  clearCartCookies,
  commerceJson,
  refuse,
  setCartCookies,
} from './commerce-http';

/** The largest additional-fields answer we keep (our limit). */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 20_000;

type Check<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/** A quantity as sent (number or text): a whole number 1-9999, in the spec's words. */
export function checkQuantity(value: unknown): Check<number> {
  if (value === undefined) return { ok: true, value: 1 };
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, message: QUANTITY_NOT_A_NUMBER_MESSAGE };
  }
  const parsed = parseQuantity(value);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.clamped) return { ok: false, message: CommerceMessage.quantityOutOfRange };
  return { ok: true, value: parsed.quantity };
}

/**
 * Additional fields: absent/null, or a JSON string of an object or list. The spec's client sends
 * the string "null" for a product without a form (JSON.stringify(null)): no answers, like null.
 */
export function checkAdditionalFields(value: unknown): Check<string | null> {
  if (value === undefined || value === null || value === '' || value === 'null') {
    return { ok: true, value: null };
  }
  if (typeof value !== 'string' || value.length > MAX_ADDITIONAL_FIELDS_LENGTH) {
    return { ok: false, message: CommerceMessage.badAdditionalFields };
  }
  const parsed = parseJson(value);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    return { ok: false, message: CommerceMessage.badAdditionalFields };
  }
  return { ok: true, value };
}

export function checkAddBody(body: unknown, quantityKey = 'quantity'): Check<AddEntryInput> {
  const raw = isObj(body) ? body : {};
  if (typeof raw.itemId !== 'string' || raw.itemId === '') {
    return { ok: false, message: CommerceMessage.productNotFound };
  }
  if (typeof raw.sku !== 'string' || raw.sku === '')
    return { ok: false, message: VARIANT_UNAVAILABLE_MESSAGE };
  const quantity = checkQuantity(raw[quantityKey]);
  if (!quantity.ok) return quantity;
  const fields = checkAdditionalFields(raw.additionalFields);
  if (!fields.ok) return fields;
  return {
    ok: true,
    value: {
      itemId: raw.itemId,
      sku: raw.sku,
      quantity: quantity.value,
      additionalFields: fields.value,
    },
  };
}

export function cartRoutes(deps: CommerceDependencies, forms?: FormStore): Hono {
  const { store, now = Date.now, siteUser } = deps;
  const app = new Hono();
  const refOf = (c: Context) => cartRefOf(c, siteUser);

  app.get('/commerce/shopping-cart', async (c) => {
    if (c.req.query(CartQuery.mock) === 'true')
      return c.json(mockCart(await store.listProducts(), store.websiteId, now()));
    const token = c.req.query('cartToken');
    if (token !== undefined) {
      const cart = CART_ID_PATTERN.test(token)
        ? await store.getCart({ cartId: token, siteUserId: null })
        : undefined;
      return cart ? c.json(cart) : c.json({ message: CommerceMessage.cartNotFound }, 404);
    }
    const ref = await refOf(c);
    if (siteUser) forgetStaleSignIn(c, ref.siteUserId !== null);
    const cart = await store.getCart(ref);
    if (cart && !cart.isPurchased) {
      if (cart.id !== ref.cartId) setCartCookies(c, cart.id);
      return c.json<ShoppingCart>(cart);
    }
    if (ref.cartId !== null || c.req.header('Cookie')?.includes('cart=')) clearCartCookies(c);
    return c.json(await store.emptyCart());
  });

  app.post('/commerce/shopping-cart/entries', commerceJson, async (c) => {
    const ref = await refOf(c);
    const input = checkAddBody(c.var.body);
    if (!input.ok) return badRequest(c, input.message);
    const { itemId, additionalFields } = input.value;
    const refusal = await formAnswersRefusal(store, forms, itemId, additionalFields);
    if (refusal !== null) return badRequest(c, refusal);
    const result = await store.addEntry(ref, input.value);
    if (result.kind === 'refused') return refuse(c, result);
    if (result.cart.id !== ref.cartId) setCartCookies(c, result.cart.id);
    const newlyAdded = result.cart.entries.find((entry) => entry.id === result.entryId);
    return c.json<AddToCartResponse>({
      shoppingCart: result.cart,
      newlyAdded: newlyAdded as NonNullable<typeof newlyAdded>,
    });
  });

  const entryAnswer = (c: Context, cart: ShoppingCart, entryId: string) => {
    const updatedEntry = cart.entries.find((entry) => entry.id === entryId);
    return c.json<UpdateEntryResponse>({
      shoppingCart: cart,
      updatedEntry: updatedEntry as NonNullable<typeof updatedEntry>,
    });
  };

  app.put('/commerce/shopping-cart/entries/:entryId', commerceJson, async (c) => {
    const ref = await refOf(c);
    const quantity = checkQuantity(isObj(c.var.body) ? (c.var.body.quantity ?? null) : null);
    if (!quantity.ok) return badRequest(c, quantity.message);
    const entryId = c.req.param('entryId');
    const result = await store.changeQuantity(ref, entryId, quantity.value);
    return result.kind === 'refused' ? refuse(c, result) : entryAnswer(c, result.cart, entryId);
  });

  app.delete('/commerce/shopping-cart/entries/:entryId', async (c) => {
    const result = await store.removeEntry(await refOf(c), c.req.param('entryId'));
    return result.kind === 'refused' ? refuse(c, result) : c.json<ShoppingCart>(result.cart);
  });

  app.put('/commerce/shopping-cart/entries/:entryId/additionalFields', commerceJson, async (c) => {
    const ref = await refOf(c);
    const raw = isObj(c.var.body) ? c.var.body : {};
    const fields = checkAdditionalFields(raw.additionalFields);
    if (!fields.ok) return badRequest(c, fields.message);
    if (typeof raw.itemId !== 'string' || typeof raw.sku !== 'string') {
      return badRequest(c, CommerceMessage.entryNotFound);
    }
    const refusal = await formAnswersRefusal(store, forms, raw.itemId, fields.value);
    if (refusal !== null) return badRequest(c, refusal);
    const entryId = c.req.param('entryId');
    const result = await store.updateAdditionalFields(ref, entryId, {
      itemId: raw.itemId,
      sku: raw.sku,
      additionalFields: fields.value,
    });
    return result.kind === 'refused' ? refuse(c, result) : entryAnswer(c, result.cart, entryId);
  });

  app.post('/3/commerce/cart/subscription', commerceJson, async (c) => {
    const input = checkAddBody(c.var.body, 'qty');
    if (!input.ok) return badRequest(c, input.message);
    const result = await store.createSubscriptionCart(input.value);
    return result.kind === 'refused' ? refuse(c, result) : c.json({ cartToken: result.cart.id });
  });

  return app;
}
