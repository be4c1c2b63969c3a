// The cart calls over real HTTP against a real SQLite file: adds with every check, the stock
// boundary, 429, crumbs, cart ownership and concurrent changes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AddToCartResponse,
  CART_COOKIE,
  CommercePath,
  HAS_CART_COOKIE,
  type ProductItem,
  type ShoppingCart,
  type UpdateEntryResponse,
} from '../shared/api/commerce';
import { SiteApiMessage } from '../shared/api/sites';
import { RATE_LIMITED_MESSAGE } from '../shared/products/add-to-cart-errors';
import { VARIANT_UNAVAILABLE_MESSAGE } from '../shared/products/selection-messages';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../shared/products/stock';
import { type Shopper, type ShopServer, startShop, stockedProduct } from './commerce-test-helpers';

let shop: ShopServer;
let owner: Shopper;

beforeAll(async () => {
  shop = await startShop('commerce-cart');
  owner = await shop.owner();
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

const stocked = (name: string, qtyInStock: number) => stockedProduct(owner, name, qtyInStock);

const skuOf = (product: ProductItem, index = 0) =>
  product.structuredContent.variants[index]?.sku ?? '';

function add(
  shopper: Shopper,
  product: ProductItem,
  quantity: unknown = 1,
  sku = skuOf(product),
  additionalFields?: string,
) {
  return shopper.json<AddToCartResponse & { message?: string }>('POST', CommercePath.cartEntries, {
    itemId: product.id,
    sku,
    quantity,
    additionalFields,
  });
}

describe('stock', () => {
  it('answers each variant of a product, and 404 for an unknown id', async () => {
    const table = await shop.product('Oak Side Table');
    const { status, body } = await owner.json<{ results: unknown[] }>(
      'GET',
      `${CommercePath.stock}?itemId=${table.id}`,
    );
    expect(status).toBe(200);
    expect(body.results).toContainEqual({ sku: 'JO-TABLE-LW', unlimited: false, qtyInStock: 1 });
    expect((await owner.request(`${CommercePath.stock}?itemId=nope`)).status).toBe(404);
    const plans = await shop.product('Workshop Plans (PDF)');
    const digital = await owner.json<{ results: { unlimited: boolean }[] }>(
      'GET',
      `${CommercePath.stock}?itemId=${plans.id}`,
    );
    expect(digital.body.results[0]?.unlimited).toBe(true);
  });
});

describe('adding', () => {
  it('makes the cart on the first add, sets the cookies and answers shoppingCart and newlyAdded', async () => {
    const shopper = await shop.shopper();
    const cushion = await shop.product('Linen Cushion');
    const { status, body } = await add(shopper, cushion, '2');
    expect(status).toBe(200);
    expect(shopper.cookies.get(CART_COOKIE)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shopper.cookies.get(HAS_CART_COOKIE)).toBe('true');
    expect(body.newlyAdded).toMatchObject({
      itemId: cushion.id,
      quantity: 2,
      purchasePriceCents: 3500,
      title: 'Linen Cushion',
    });
    expect(body.shoppingCart).toMatchObject({
      id: shopper.cookies.get(CART_COOKIE),
      totalQuantity: 2,
      subtotalCents: 7000,
      requiresShipping: true,
    });
    const again = await add(shopper, cushion, 1);
    expect(again.body.shoppingCart.id).toBe(body.shoppingCart.id);
    expect(again.body.newlyAdded.quantity).toBe(3);
    const read = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(read.body.totalQuantity).toBe(3);
  });

  it.each([
    [0, 'Quantity must be between 1 and 9999.'],
    [10000, 'Quantity must be between 1 and 9999.'],
    [-1, 'Quantity must be between 1 and 9999.'],
    [1.5, 'Quantity must be a whole number.'],
    ['abc', 'Quantity must be a number.'],
    [null, 'Quantity must be a number.'],
  ])('refuses quantity %j with 400 and writes nothing', async (quantity, message) => {
    const shopper = await shop.shopper();
    const { status, body } = await add(shopper, await shop.product('Linen Cushion'), quantity);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
    expect(shopper.cookies.has(CART_COOKIE)).toBe(false);
  });

  it('refuses unknown ids and skus with 400', async () => {
    const shopper = await shop.shopper();
    const cushion = await shop.product('Linen Cushion');
    expect(await add(shopper, { ...cushion, id: 'nope' })).toEqual({
      status: 400,
      body: { message: 'That product does not exist.' },
    });
    expect(await add(shopper, cushion, 1, 'NOPE')).toEqual({
      status: 400,
      body: { message: VARIANT_UNAVAILABLE_MESSAGE },
    });
    const bad = await shopper.json('POST', CommercePath.cartEntries, { itemId: 7, sku: 'x' });
    expect(bad.status).toBe(400);
    const fields = await shopper.json('POST', CommercePath.cartEntries, {
      itemId: cushion.id,
      sku: skuOf(cushion),
      additionalFields: '{nope',
    });
    expect(fields).toEqual({ status: 400, body: { message: 'The form answers are not valid.' } });
    const broken = await shopper.request(CommercePath.cartEntries, {
      method: 'POST',
      body: '{',
      headers: { 'X-CSRF-Token': shopper.crumb ?? '', 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(shopper.cookies.has(CART_COOKIE)).toBe(false);
  });

  it('takes the string "null" the spec\'s client sends for a product without a form', async () => {
    const shopper = await shop.shopper();
    const cushion = await shop.product('Linen Cushion');
    const added = await add(shopper, cushion, 1, skuOf(cushion), 'null');
    expect(added.status).toBe(200);
    expect(added.body.newlyAdded.additionalFields).toBeNull();
    const updated = await shopper.json<UpdateEntryResponse>(
      'PUT',
      CommercePath.cartEntryAdditionalFields(added.body.newlyAdded.id),
      { itemId: cushion.id, sku: skuOf(cushion), additionalFields: 'null' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.updatedEntry.additionalFields).toBeNull();
    const polish = await shop.product('Beeswax Polish Subscription');
    const token = await shopper.json<{ cartToken: string }>('POST', CommercePath.subscriptionCart, {
      itemId: polish.id,
      sku: skuOf(polish),
      qty: 1,
      additionalFields: 'null',
    });
    expect(token.status).toBe(200);
    expect(token.body.cartToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses "null" for a product whose form has a required field', async () => {
    const shopper = await shop.shopper();
    const board = await shop.product('Engraved Cutting Board');
    expect(await add(shopper, board, 1, skuOf(board), 'null')).toEqual({
      status: 400,
      body: { message: 'The form answers are not valid.' },
    });
  });

  it('takes stock one above what the cart holds, and refuses stock equal to it', async () => {
    const product = await stocked('boundary', 3);
    const shopper = await shop.shopper();
    expect((await add(shopper, product, 2)).status).toBe(200);
    expect((await add(shopper, product, 1)).status).toBe(200);
    expect(await add(shopper, product, 1)).toEqual({
      status: 400,
      body: { message: NOT_ENOUGH_STOCK_MESSAGE },
    });
    const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(cart.body.totalQuantity).toBe(3);
  });

  it('refuses a variant that is sold out', async () => {
    const shopper = await shop.shopper();
    const bowl = await shop.product('Walnut Bowl');
    expect(await add(shopper, bowl)).toEqual({
      status: 400,
      body: { message: NOT_ENOUGH_STOCK_MESSAGE },
    });
  });

  it('loses no add when many arrive at once for one cart', async () => {
    const product = await stocked('concurrent', 1000);
    const shopper = await shop.shopper();
    expect((await add(shopper, product)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 25 }, () => add(shopper, product)));
    expect(results.map((result) => result.status)).toEqual(Array(25).fill(200));
    const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(cart.body.totalQuantity).toBe(26);
    expect(cart.body.entries).toHaveLength(1);
  });

  it('answers 429 with the spec sentence after 30 adds at once to one cart', async () => {
    const product = await stocked('limited', 1000);
    const shopper = await shop.shopper();
    await add(shopper, product);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await add(shopper, product)).status);
    // The first add made the cart (counted per address); the cart's own 30 follow.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429]);
    expect((await add(shopper, product)).body).toEqual({ message: RATE_LIMITED_MESSAGE });
    shop.refill();
    expect((await add(shopper, product)).status).toBe(200);
  });
});

describe('the crumb', () => {
  const writes: [string, (entry: string) => string, unknown][] = [
    ['POST', () => CommercePath.cartEntries, { itemId: 'x', sku: 'y', quantity: 1 }],
    ['PUT', (entry) => CommercePath.cartEntry(entry), { quantity: 2 }],
    ['DELETE', (entry) => CommercePath.cartEntry(entry), undefined],
    [
      'PUT',
      (entry) => CommercePath.cartEntryAdditionalFields(entry),
      { itemId: 'x', sku: 'y', additionalFields: null },
    ],
    ['POST', () => CommercePath.subscriptionCart, { itemId: 'x', sku: 'y' }],
    ['POST', () => CommercePath.orders, { email: 'a@b.co' }],
    ['POST', () => CommercePath.restock, {}],
    ['POST', () => CommercePath.restockSend, {}],
    ['POST', () => CommercePath.restockSendAll, { sendRequests: [] }],
    ['POST', () => CommercePath.products, {}],
    ['PUT', () => CommercePath.product('x'), {}],
    ['DELETE', () => CommercePath.product('x'), undefined],
  ];

  it.each(writes)(
    '%s %s without the crumb is 403 and changes nothing',
    async (method, path, body) => {
      const shopper = await shop.shopper();
      const { body: added } = await add(shopper, await shop.product('Linen Cushion'));
      const response = await shopper.send(method, path(added.newlyAdded.id), body, {
        crumb: false,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: SiteApiMessage.crumbExpired,
        crumbFail: true,
      });
      const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
      expect(cart.body.entries).toEqual([added.newlyAdded]);
    },
  );

  it.each([CommercePath.cart, CommercePath.products])('GET %s needs no crumb', async (path) => {
    const response = await fetch(new URL(path, shop.server.url));
    expect(response.status).toBe(200);
  });

  it.each([CommercePath.restockGroups, CommercePath.orders])(
    "GET %s needs the owner's session but no crumb",
    async (path) => {
      expect((await fetch(new URL(path, shop.server.url))).status).toBe(401);
      const session = `ownerSession=${owner.cookies.get('ownerSession')}`;
      const response = await fetch(new URL(path, shop.server.url), {
        headers: { Cookie: session },
      });
      expect(response.status).toBe(200);
    },
  );
});

describe("answers checked against the product's form (the demo pre-order form)", () => {
  const refused = { status: 400, body: { message: 'The form answers are not valid.' } };

  it('refuses an add without the required answer, or with a wrong shape, and adds with it', async () => {
    const shopper = await shop.shopper();
    const board = await shop.product('Engraved Cutting Board');
    const sku = skuOf(board);
    expect(await add(shopper, board)).toEqual(refused);
    expect(await add(shopper, board, 1, sku, JSON.stringify({ engraving: 'AL' }))).toEqual(refused);
    expect(await add(shopper, board, 1, sku, JSON.stringify({ gift: ['Yes'] }))).toEqual(refused);
    const answers = JSON.stringify({ engraving: '<b>AL</b>', gift: 'Yes' });
    const added = await add(shopper, board, 1, sku, answers);
    expect(added.status).toBe(200);
    expect(added.body.newlyAdded.additionalFields).toBe(answers);
  });

  it('refuses an update that drops the required answer and keeps the old answers', async () => {
    const shopper = await shop.shopper();
    const board = await shop.product('Engraved Cutting Board');
    const answers = JSON.stringify({ gift: 'No' });
    const { body } = await add(shopper, board, 1, skuOf(board), answers);
    const path = CommercePath.cartEntryAdditionalFields(body.newlyAdded.id);
    const update = (additionalFields: string) =>
      shopper.json('PUT', path, { itemId: board.id, sku: skuOf(board), additionalFields });
    expect(await update(JSON.stringify({ engraving: 'AL', gift: '' }))).toEqual(refused);
    const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(cart.body.entries[0]?.additionalFields).toBe(answers);
    expect((await update(JSON.stringify({ gift: 'Yes' }))).status).toBe(200);
  });
});

describe('changing the cart', () => {
  it('changes a quantity, updates additional fields and removes an entry', async () => {
    const shopper = await shop.shopper();
    const board = await shop.product('Engraved Cutting Board');
    const { body } = await add(shopper, board, 1, skuOf(board), JSON.stringify({ gift: 'No' }));
    const entry = body.newlyAdded.id;
    const changed = await shopper.json<UpdateEntryResponse>('PUT', CommercePath.cartEntry(entry), {
      quantity: '4',
    });
    expect(changed.body.updatedEntry.quantity).toBe(4);
    expect(changed.body.shoppingCart.subtotalCents).toBe(24000);
    const answers = JSON.stringify({ engraving: 'For Ada', gift: 'Yes' });
    const fields = await shopper.json<UpdateEntryResponse>(
      'PUT',
      CommercePath.cartEntryAdditionalFields(entry),
      {
        itemId: board.id,
        sku: skuOf(board),
        additionalFields: answers,
      },
    );
    expect(fields.body.updatedEntry.additionalFields).toBe(answers);
    expect(
      (await shopper.json('PUT', CommercePath.cartEntry(entry), { quantity: 11 })).body,
    ).toEqual({ message: NOT_ENOUGH_STOCK_MESSAGE });
    expect((await shopper.json('PUT', CommercePath.cartEntry(entry), { quantity: 0 })).status).toBe(
      400,
    );
    const removed = await shopper.json<ShoppingCart>('DELETE', CommercePath.cartEntry(entry));
    expect(removed.body.entries).toEqual([]);
    expect((await shopper.json('DELETE', CommercePath.cartEntry(entry))).status).toBe(404);
  });

  it("refuses another visitor's entries and a forged cart cookie", async () => {
    const alice = await shop.shopper();
    const bob = await shop.shopper();
    const cushion = await shop.product('Linen Cushion');
    const { body } = await add(alice, cushion);
    await add(bob, cushion);
    const entry = body.newlyAdded.id;
    expect((await bob.json('PUT', CommercePath.cartEntry(entry), { quantity: 2 })).status).toBe(
      404,
    );
    expect((await bob.json('DELETE', CommercePath.cartEntry(entry))).status).toBe(404);
    const mallory = await shop.shopper();
    mallory.cookies.set(CART_COOKIE, 'A'.repeat(22));
    expect((await mallory.json<ShoppingCart>('GET', CommercePath.cart)).body.entries).toEqual([]);
    mallory.cookies.set(CART_COOKIE, '%%not-a-cart');
    expect((await mallory.json<ShoppingCart>('GET', CommercePath.cart)).body.id).toBe('');
    expect((await mallory.json('DELETE', CommercePath.cartEntry(entry))).status).toBe(404);
    expect(
      (await alice.json<ShoppingCart>('GET', CommercePath.cart)).body.entries[0]?.quantity,
    ).toBe(1);
  });

  it('keeps both changes when two tabs change one cart at once', async () => {
    const shopper = await shop.shopper();
    const a = await add(shopper, await stocked('tab-a', 100));
    const b = await add(shopper, await stocked('tab-b', 100));
    await Promise.all([
      shopper.json('PUT', CommercePath.cartEntry(a.body.newlyAdded.id), { quantity: 5 }),
      shopper.json('PUT', CommercePath.cartEntry(b.body.newlyAdded.id), { quantity: 7 }),
      add(shopper, await shop.product('Linen Cushion')),
    ]);
    const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
    expect(cart.body.entries.map((entry) => entry.quantity)).toEqual([5, 7, 1]);
    expect(cart.body.totalQuantity).toBe(13);
  });

  it('answers a mock cart without making one', async () => {
    const shopper = await shop.shopper();
    const mock = await shopper.json<ShoppingCart>(
      'GET',
      `${CommercePath.cart}?mock=true&timecode=1`,
    );
    expect(mock.body.entries).toHaveLength(2);
    expect(shopper.cookies.has(CART_COOKIE)).toBe(false);
  });
});

describe('subscription cart token', () => {
  it('answers a token naming a cart of its own, and refuses a product that is no subscription', async () => {
    const shopper = await shop.shopper();
    const polish = await shop.product('Beeswax Polish Subscription');
    const { status, body } = await shopper.json<{ cartToken: string }>(
      'POST',
      CommercePath.subscriptionCart,
      {
        itemId: polish.id,
        sku: skuOf(polish),
        qty: 1,
      },
    );
    expect(status).toBe(200);
    expect(body.cartToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cart = await shopper.json<ShoppingCart>(
      'GET',
      `${CommercePath.cart}?cartToken=${body.cartToken}`,
    );
    expect(cart.body.entries[0]?.title).toBe('Beeswax Polish Subscription');
    expect((await shopper.json<ShoppingCart>('GET', CommercePath.cart)).body.entries).toEqual([]);
    const cushion = await shop.product('Linen Cushion');
    const refused = await shopper.json('POST', CommercePath.subscriptionCart, {
      itemId: cushion.id,
      sku: skuOf(cushion),
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'This product is not a subscription.' },
    });
  });
});
