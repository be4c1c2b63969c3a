// Issue 19's checkout extras over real HTTP against a real SQLite file: order numbers (also for
// two orders placed at once), a subscription bought through its cart token with its plan, and
// gift cards with their recipient (and the refusals).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AddToCartResponse,
  CART_COOKIE,
  CommercePath,
  type Order,
  type OrderListResponse,
  type ProductItem,
  type ShoppingCart,
} from '../shared/api/commerce';
import { preferencesPath } from '../shared/api/store-setup';
import { GiftCardMessage } from '../shared/cart/gift-card';
import { STORE_PREFERENCES_NAMESPACE } from '../shared/store/preferences';
import {
  SHIPPING_ADDRESS,
  type Shopper,
  type ShopServer,
  startShop,
} from './commerce-test-helpers';

let shop: ShopServer;
let owner: Shopper;

beforeAll(async () => {
  shop = await startShop('commerce-extras');
  owner = await shop.owner();
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

const address = SHIPPING_ADDRESS;
const recipient = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday!',
  deliveryDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
};
const sku = (product: ProductItem, index = 0) => product.structuredContent.variants[index]?.sku;

async function addTo(shopper: Shopper, name: string, index = 0) {
  const product = await shop.product(name);
  const added = await shopper.json<AddToCartResponse>('POST', CommercePath.cartEntries, {
    itemId: product.id,
    sku: sku(product, index),
    quantity: 1,
    additionalFields: 'null',
  });
  expect(added.status).toBe(200);
  return added.body.newlyAdded;
}

const order = (shopper: Shopper, body: object) =>
  shopper.json<{ order: Order; message?: string; field?: string }>('POST', CommercePath.orders, {
    email: 'ada@example.com',
    ...body,
  });

describe('order numbers', () => {
  it('numbers orders #1001, #1002, … and shows the number in every answer', async () => {
    const first = await shop.shopper();
    await addTo(first, 'Workshop Plans (PDF)');
    const one = await order(first, {});
    const second = await shop.shopper();
    await addTo(second, 'Workshop Plans (PDF)');
    const two = await order(second, {});
    expect(one.status).toBe(201);
    expect(two.body.order.orderNumber).toBe(one.body.order.orderNumber + 1);
    expect(one.body.order.orderNumber).toBeGreaterThanOrEqual(1001);
    expect(one.body.order.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const read = await first.json<{ order: Order }>('GET', CommercePath.order(one.body.order.id));
    expect(read.body.order.orderNumber).toBe(one.body.order.orderNumber);
    const list = await owner.json<OrderListResponse>('GET', CommercePath.orders);
    const numbers = list.body.orders.map((o) => o.orderNumber);
    expect(numbers).toContain(two.body.order.orderNumber);
  });

  it("starts numbers at the owner's preference and never gives a number twice", async () => {
    const start = await owner.json('PUT', preferencesPath(STORE_PREFERENCES_NAMESPACE), {
      orderNumberStart: 5000,
    });
    expect(start.status).toBe(200);
    const first = await shop.shopper();
    await addTo(first, 'Workshop Plans (PDF)');
    expect((await order(first, {})).body.order.orderNumber).toBe(5000);
    await owner.json('PUT', preferencesPath(STORE_PREFERENCES_NAMESPACE), { orderNumberStart: 10 });
    const second = await shop.shopper();
    await addTo(second, 'Workshop Plans (PDF)');
    expect((await order(second, {})).body.order.orderNumber).toBe(5001);
  });

  it('gives two orders placed at the same moment two different, consecutive numbers', async () => {
    const shoppers = await Promise.all([shop.shopper(), shop.shopper()]);
    for (const shopper of shoppers) await addTo(shopper, 'Workshop Plans (PDF)');
    const placed = await Promise.all(shoppers.map((shopper) => order(shopper, {})));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201]);
    const numbers = placed.map((answer) => answer.body.order.orderNumber).sort();
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });
});

describe('a subscription bought through its cart token', () => {
  it("orders the token's cart with its plan and leaves the shopper's own cart alone", async () => {
    const shopper = await shop.shopper();
    await addTo(shopper, 'Linen Cushion');
    const ownCart = shopper.cookies.get(CART_COOKIE);
    const polish = await shop.product('Beeswax Polish Subscription');
    const token = await shopper.json<{ cartToken: string }>('POST', CommercePath.subscriptionCart, {
      itemId: polish.id,
      sku: sku(polish),
      qty: 1,
      additionalFields: 'null',
    });
    const cartToken = token.body.cartToken;
    const cart = await shopper.json<ShoppingCart>(
      'GET',
      `${CommercePath.cart}?cartToken=${cartToken}`,
    );
    expect(cart.body.entries.map((entry) => entry.title)).toEqual(['Beeswax Polish Subscription']);
    const refused = await order(shopper, { cartToken });
    expect(refused.body).toMatchObject({ field: 'shippingAddress' });
    const placed = await order(shopper, { cartToken, shippingAddress: address });
    expect(placed.status).toBe(201);
    expect(placed.body.order.purchasedCartId).toBe(cartToken);
    expect(placed.body.order.items).toEqual([
      expect.objectContaining({
        productName: 'Beeswax Polish Subscription',
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        giftCard: null,
      }),
    ]);
    expect(shopper.cookies.get(CART_COOKIE)).toBe(ownCart);
    const own = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(own.body.entries.map((entry) => entry.title)).toEqual(['Linen Cushion']);
    expect((await order(shopper, { cartToken, shippingAddress: address })).status).toBe(404);
    const list = await owner.json<OrderListResponse>('GET', CommercePath.orders);
    const listed = list.body.orders.find((o) => o.id === placed.body.order.id);
    expect(listed?.items[0]?.subscriptionPlan?.billingPeriod.unit).toBe('MONTH');
  });

  it('never orders a shopping cart by its id as a token, nor a malformed token', async () => {
    const shopper = await shop.shopper();
    await addTo(shopper, 'Workshop Plans (PDF)');
    const cartId = shopper.cookies.get(CART_COOKIE);
    const other = await shop.shopper();
    expect((await order(other, { cartToken: cartId })).status).toBe(404);
    expect((await order(other, { cartToken: 'nope' })).status).toBe(404);
    expect((await order(other, { cartToken: 7 })).status).toBe(404);
  });
});

describe('gift cards', () => {
  it('keeps the recipient of each gift card on the order', async () => {
    const shopper = await shop.shopper();
    const entry = await addTo(shopper, 'Gift Card', 1);
    const placed = await order(shopper, { giftCards: [{ entryId: entry.id, ...recipient }] });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items[0]).toMatchObject({
      productName: 'Gift Card',
      attributes: { Amount: '$50' },
      giftCard: recipient,
      subscriptionPlan: null,
    });
    const read = await shopper.json<{ order: Order }>(
      'GET',
      CommercePath.order(placed.body.order.id),
    );
    expect(read.body.order.items[0]?.giftCard).toEqual(recipient);
  });

  it('refuses an order without a recipient, or with a bad one, and keeps the cart', async () => {
    const shopper = await shop.shopper();
    const entry = await addTo(shopper, 'Gift Card');
    expect(await order(shopper, {})).toEqual({
      status: 400,
      body: { message: GiftCardMessage.recipientMissing, field: 'giftCards' },
    });
    const withRecipient = (change: object) => ({
      giftCards: [{ entryId: entry.id, ...recipient, ...change }],
    });
    expect(await order(shopper, withRecipient({ deliveryDate: '2020-01-01' }))).toEqual({
      status: 400,
      body: { message: GiftCardMessage.dateInPast, field: 'giftCards.0.deliveryDate' },
    });
    expect((await order(shopper, withRecipient({ recipientEmail: 'x' }))).body).toEqual({
      message: GiftCardMessage.emailInvalid,
      field: 'giftCards.0.recipientEmail',
    });
    expect((await order(shopper, withRecipient({ recipientName: '' }))).body).toMatchObject({
      message: GiftCardMessage.nameRequired,
    });
    const other = await order(shopper, { giftCards: [{ ...recipient, entryId: 'not-mine' }] });
    expect(other.body).toMatchObject({ message: GiftCardMessage.recipientMissing });
    const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(cart.body.entries).toHaveLength(1);
    expect((await order(shopper, withRecipient({}))).status).toBe(201);
  });
});
