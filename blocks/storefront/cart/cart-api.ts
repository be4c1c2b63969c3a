// The cart calls of the cart page, checkout and the load policy (commerce contract paths), each
// storing the cart the server answered in the frame's cart store. Failures are thrown as the
// storefront API's errors; callers turn them into the spec's messages (cartFailureMessage).
import {
  CartQuery,
  type CartResponse,
  CommercePath,
  type OrderResponse,
  type PlaceOrderRequest,
  type ProductListResponse,
  type UpdateEntryResponse,
} from '../../../shared/api/commerce';
import { getJson, requestJson, type StorefrontApiOptions } from '../api';
import { type CartState, cartStore } from '../cart-store';

type Store = { getState(): CartState };

/** Reads the visitor's cart (the `timecode` keeps caches out of the way). */
export async function loadCart(
  store: Store = cartStore,
  options?: StorefrontApiOptions,
): Promise<CartResponse> {
  const cart = await getJson<CartResponse>(
    CommercePath.cart,
    { [CartQuery.timecode]: Date.now() },
    options,
  );
  store.getState().setCart(cart);
  return cart;
}

/** Reads a subscription's own cart by its token; the shopper's cart store is left alone. */
export function loadTokenCart(cartToken: string, options?: StorefrontApiOptions) {
  return getJson<CartResponse>(CommercePath.cart, { cartToken }, options);
}

export async function changeQuantity(
  entryId: string,
  quantity: number,
  store: Store = cartStore,
  options?: StorefrontApiOptions,
): Promise<UpdateEntryResponse> {
  return updateEntry(CommercePath.cartEntry(entryId), { quantity }, store, options);
}

export async function removeEntry(
  entryId: string,
  store: Store = cartStore,
  options?: StorefrontApiOptions,
): Promise<CartResponse> {
  const cart = await requestJson<CartResponse>(
    'DELETE',
    CommercePath.cartEntry(entryId),
    undefined,
    options,
  );
  store.getState().setCart(cart);
  return cart;
}

export async function updateAdditionalFields(
  entry: { id: string; itemId: string; chosenVariant: { sku: string } },
  additionalFields: string | null,
  store: Store = cartStore,
  options?: StorefrontApiOptions,
): Promise<UpdateEntryResponse> {
  return updateEntry(
    CommercePath.cartEntryAdditionalFields(entry.id),
    { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields },
    store,
    options,
  );
}

/** PUTs a change of one entry and stores the cart the server answered with. */
async function updateEntry(
  path: string,
  body: unknown,
  store: Store,
  options: StorefrontApiOptions | undefined,
): Promise<UpdateEntryResponse> {
  const answer = await requestJson<UpdateEntryResponse>('PUT', path, body, options);
  store.getState().setCart(answer.shoppingCart);
  return answer;
}

/** Places the order (test mode); the visitor's next cart is loaded afterwards. */
export async function placeOrder(
  request: PlaceOrderRequest,
  store: Store = cartStore,
  options?: StorefrontApiOptions,
): Promise<OrderResponse> {
  const answer = await requestJson<OrderResponse>('POST', CommercePath.orders, request, options);
  await loadCart(store, options).catch(() => store.getState().setCart(null));
  return answer;
}

export function getOrder(orderId: string, options?: StorefrontApiOptions) {
  return getJson<OrderResponse>(CommercePath.order(orderId), undefined, options);
}

export function listProducts(options?: StorefrontApiOptions) {
  return getJson<ProductListResponse>(CommercePath.products, undefined, options);
}
