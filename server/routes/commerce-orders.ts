// Test-mode orders: POST /api/commerce/orders turns the visitor's cart into an order (stock taken
// in the same transaction); the cart cookie is cleared so the next add starts a new cart.
// GET /api/commerce/orders lists every order (the owner); GET /api/commerce/orders/{id} answers
// one order to whoever holds its unguessable id (the order-confirmed page).
import { Hono } from 'hono';
import {
  CommerceMessage,
  type OrderListResponse,
  type OrderResponse,
} from '../../shared/api/commerce';
import { checkGiftCardRequests } from '../../shared/cart/gift-card';
import { checkOrderRequest } from '../../shared/cart/order-request';
import type { CurrentSiteUser } from '../site-users/current-user';
import type { CommerceStore } from '../storage/commerce-store';
import {
  badRequest,
  CART_ID_PATTERN,
  cartRefOf,
  clearCartCookies,
  commerceJson,
  fieldsOf,
  refuse,
} from './commerce-http';

/**
 * `siteUser`: a signed-in user orders from their own cart, and the order records them. A body
 * with `cartToken` orders a subscription's own cart instead (the token is its only key) and
 * leaves the shopper's cart and cookie alone.
 */
export function orderRoutes(
  store: CommerceStore,
  siteUser?: CurrentSiteUser,
  now: () => number = Date.now,
): Hono {
  const app = new Hono();

  app.post('/commerce/orders', commerceJson, async (c) => {
    const ref = await cartRefOf(c, siteUser);
    const token = fieldsOf(c.var.body).cartToken;
    const byToken = token !== undefined;
    if (byToken && (typeof token !== 'string' || !CART_ID_PATTERN.test(token))) {
      return c.json({ message: CommerceMessage.cartNotFound }, 404);
    }
    const cart = byToken
      ? await store.getCart({ cartId: token, siteUserId: null })
      : await store.getCart(ref);
    if (!cart || cart.isPurchased) {
      return c.json({ message: CommerceMessage.cartNotFound }, 404);
    }
    const request = checkOrderRequest(c.var.body, cart.requiresShipping);
    if (!request.ok) return badRequest(c, request.message, request.field);
    const giftCards = checkGiftCardRequests(fieldsOf(c.var.body).giftCards, now());
    if (!giftCards.ok) return badRequest(c, giftCards.message, giftCards.field);
    const result = await store.placeOrder(
      { cartId: cart.id, siteUserId: ref.siteUserId, byToken },
      {
        email: request.email,
        shippingAddress: request.shippingAddress,
        giftCards: giftCards.recipients,
      },
    );
    if (result.kind === 'refused') return refuse(c, result);
    if (!byToken) clearCartCookies(c);
    return c.json<OrderResponse>({ order: result.order }, 201);
  });

  app.get('/commerce/orders', async (c) =>
    c.json<OrderListResponse>({ orders: await store.listOrders() }),
  );

  app.get('/commerce/orders/:orderId', async (c) => {
    const order = await store.getOrder(c.req.param('orderId'));
    return order
      ? c.json<OrderResponse>({ order })
      : c.json({ message: CommerceMessage.orderNotFound }, 404);
  });

  return app;
}
