// Orders, the owner's catalogue and restock over real HTTP against a real SQLite file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CART_COOKIE,
  CommercePath,
  type Order,
  type OutboxPage,
  type ProductItem,
  type RestockGroupPage,
  type RestockSignUpPage,
  type ShoppingCart,
} from '../shared/api/commerce';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../shared/products/stock';
import {
  SHIPPING_ADDRESS,
  type Shopper,
  type ShopServer,
  startShop,
} from './commerce-test-helpers';

let shop: ShopServer;
let owner: Shopper;

beforeAll(async () => {
  // On purpose: 50 buyers order at once from one address, and the catalogue is filled to 200.
  shop = await startShop('commerce-orders', {
    ORDER_PLACE: { burst: 100, perSecond: 1 },
    PRODUCT_WRITE: { burst: 300, perSecond: 1 },
  });
  owner = await shop.owner();
});
afterAll(() => shop.close());
beforeEach(() => shop.refill());

const usd = (value: string) => ({ value, currency: 'USD' });
const address = SHIPPING_ADDRESS;

async function create(body: unknown) {
  return owner.json<{ product: ProductItem; message?: string; field?: string }>(
    'POST',
    CommercePath.products,
    body,
  );
}

const physical = (name: string, qtyInStock: number) => ({
  name,
  structuredContent: { productType: 1, variants: [{ priceMoney: usd('10.00'), qtyInStock }] },
});

async function addOne(shopper: Shopper, product: ProductItem) {
  const variant = product.structuredContent.variants[0];
  return shopper.json('POST', CommercePath.cartEntries, {
    itemId: product.id,
    sku: variant?.sku,
    quantity: 1,
  });
}

describe('orders', () => {
  it('turns the cart into an order, takes the stock and starts a new cart', async () => {
    const { body } = await create(physical('order-me', 3));
    const shopper = await shop.shopper();
    await addOne(shopper, body.product);
    const cartId = shopper.cookies.get(CART_COOKIE);
    const placed = await shopper.json<{ order: Order }>('POST', CommercePath.orders, {
      email: 'ada@example.com',
      shippingAddress: address,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      purchasedCartId: cartId,
      testMode: true,
      websiteId: 'demo',
      items: [
        {
          sku: body.product.structuredContent.variants[0]?.sku,
          productName: 'order-me',
          quantity: 1,
          unitPrice: usd('10.00'),
        },
      ],
      grandTotal: usd('10.00'),
      shippingTotal: usd('0.00'),
      taxTotal: usd('0.00'),
    });
    expect(shopper.cookies.has(CART_COOKIE)).toBe(false);
    expect((await shopper.json<ShoppingCart>('GET', CommercePath.cart)).body.entries).toEqual([]);
    const stock = await owner.json<{ results: { qtyInStock: number }[] }>(
      'GET',
      `${CommercePath.stock}?itemId=${body.product.id}`,
    );
    expect(stock.body.results[0]?.qtyInStock).toBe(2);
    const one = await owner.json<{ order: Order }>('GET', CommercePath.order(placed.body.order.id));
    expect(one.body.order.id).toBe(placed.body.order.id);
    const list = await owner.json<{ orders: Order[] }>('GET', CommercePath.orders);
    expect(list.body.orders.map((order) => order.id)).toContain(placed.body.order.id);
    expect((await owner.request(CommercePath.order('nope'))).status).toBe(404);
  });

  it('needs no address for a digital-only cart, and refuses an empty or missing cart', async () => {
    const shopper = await shop.shopper();
    expect((await shopper.json('POST', CommercePath.orders, { email: 'a@b.co' })).status).toBe(404);
    await addOne(shopper, await shop.product('Workshop Plans (PDF)'));
    const placed = await shopper.json<{ order: Order }>('POST', CommercePath.orders, {
      email: 'a@b.co',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.shippingAddress).toBeNull();
  });

  it.each([
    ['US', 'NY', '1234', 'ZIP Codes need to be 5 digits.'],
    ['CA', 'ON', 'K1A0B1', 'An FSA code is invalid.'],
    ['AU', 'NSW', '20000', 'Postal Codes need to be 4 digits.'],
    ['GB', 'ENG', 'SW1A 1AA', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['FR', 'IDF', '7500', 'Postal Codes need to be 5 digits'],
    ['NZ', 'AUK', '60110', 'Postcodes need to be 4 digits'],
    ['SE', 'AB', '11455', 'Enter up to 3 digits of the postcode'],
    ['IE', 'D', 'D02X285', 'Enter only the first three characters of the Eircode'],
  ])(
    'refuses a bad %s postal code with its message and keeps the cart',
    async (country, state, postalCode, message) => {
      const shopper = await shop.shopper();
      await addOne(shopper, await shop.product('Linen Cushion'));
      const refused = await shopper.json('POST', CommercePath.orders, {
        email: 'a@b.co',
        shippingAddress: { ...address, country, state, postalCode },
      });
      expect(refused).toEqual({
        status: 400,
        body: { message, field: 'shippingAddress.postalCode' },
      });
      expect((await shopper.json<ShoppingCart>('GET', CommercePath.cart)).body.totalQuantity).toBe(
        1,
      );
    },
  );

  it('refuses a physical cart without an address', async () => {
    const shopper = await shop.shopper();
    await addOne(shopper, await shop.product('Linen Cushion'));
    const refused = await shopper.json('POST', CommercePath.orders, { email: 'a@b.co' });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'A shipping address is required.', field: 'shippingAddress' },
    });
  });

  it('sells exactly the last 5 units to 50 buyers racing for them', async () => {
    const { body } = await create(physical('last-five', 50));
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shop.shopper()));
    for (const buyer of buyers) expect((await addOne(buyer, body.product)).status).toBe(200);
    const variant = body.product.structuredContent.variants[0];
    const put = await owner.json('PUT', CommercePath.product(body.product.id), {
      name: 'last-five',
      structuredContent: {
        productType: 1,
        variants: [{ id: variant?.id, sku: variant?.sku, priceMoney: usd('10.00'), qtyInStock: 5 }],
      },
    });
    expect(put.status).toBe(200);
    const results = await Promise.all(
      buyers.map((buyer) =>
        buyer.json<{ message?: string }>('POST', CommercePath.orders, {
          email: 'a@b.co',
          shippingAddress: address,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(45);
    for (const result of refused)
      expect(result).toEqual({ status: 400, body: { message: NOT_ENOUGH_STOCK_MESSAGE } });
    const stock = await owner.json<{ results: { qtyInStock: number }[] }>(
      'GET',
      `${CommercePath.stock}?itemId=${body.product.id}`,
    );
    expect(stock.body.results[0]?.qtyInStock).toBe(0);
    const kept = await Promise.all(
      buyers.map((buyer) => buyer.json<ShoppingCart>('GET', CommercePath.cart)),
    );
    expect(kept.filter((cart) => cart.body.totalQuantity === 1)).toHaveLength(45);
  });
});

describe("the owner's catalogue", () => {
  it('creates, reads, updates and deletes a product', async () => {
    const created = await create({
      name: 'Ash Stool',
      tags: ['ash'],
      structuredContent: {
        productType: 1,
        variantOptionOrdering: ['Height'],
        variants: [
          { sku: 'STOOL-L', attributes: { Height: 'Low' }, priceMoney: usd('90'), qtyInStock: 2 },
          {
            sku: 'STOOL-H',
            attributes: { Height: 'High' },
            priceMoney: usd('110.5'),
            qtyInStock: 1,
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { product } = created.body;
    expect(product).toMatchObject({
      name: 'Ash Stool',
      slug: 'ash-stool',
      recordType: 11,
      collectionId: 'store',
    });
    expect(product.structuredContent.variants[1]).toMatchObject({
      sku: 'STOOL-H',
      priceMoney: usd('110.50'),
      optionValues: [{ optionName: 'Height', value: 'High' }],
    });
    const again = await create({
      name: 'Ash Stool',
      structuredContent: { productType: 2, variants: [{ priceMoney: usd('1') }] },
    });
    expect(again.body.product.slug).toBe('ash-stool-2');
    const updated = await owner.json<{ product: ProductItem }>(
      'PUT',
      CommercePath.product(product.id),
      {
        name: 'Ash Stool',
        structuredContent: {
          productType: 1,
          variantOptionOrdering: ['Height'],
          variants: [
            {
              id: product.structuredContent.variants[1]?.id,
              sku: 'STOOL-L',
              attributes: { Height: 'High' },
              priceMoney: usd('120'),
              qtyInStock: 4,
            },
            {
              sku: 'STOOL-M',
              attributes: { Height: 'Mid' },
              priceMoney: usd('100'),
              qtyInStock: 4,
            },
          ],
        },
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.product.structuredContent.variants.map((variant) => variant.sku)).toEqual([
      'STOOL-L',
      'STOOL-M',
    ]);
    expect(updated.body.product.structuredContent.variants[0]?.id).toBe(
      product.structuredContent.variants[1]?.id,
    );
    expect((await owner.send('DELETE', CommercePath.product(product.id))).status).toBe(204);
    expect((await owner.request(CommercePath.product(product.id))).status).toBe(404);
    expect((await owner.send('DELETE', CommercePath.product(product.id))).status).toBe(404);
  });

  it.each([
    [
      { name: '', structuredContent: { productType: 1, variants: [{ priceMoney: usd('1') }] } },
      'name',
    ],
    [
      {
        name: 'x',
        tags: ['t'.repeat(51)],
        structuredContent: { productType: 1, variants: [{ priceMoney: usd('1') }] },
      },
      'tags.0',
    ],
    [
      {
        name: 'x',
        categories: ['c'.repeat(26)],
        structuredContent: { productType: 1, variants: [{ priceMoney: usd('1') }] },
      },
      'categories.0',
    ],
    [
      { name: 'x', structuredContent: { productType: 9, variants: [{ priceMoney: usd('1') }] } },
      'structuredContent.productType',
    ],
    [
      { name: 'x', structuredContent: { productType: 1, variants: [{ priceMoney: usd('-1') }] } },
      'structuredContent.variants.0.priceMoney',
    ],
    [
      {
        name: 'x',
        structuredContent: {
          productType: 1,
          variants: [{ priceMoney: usd('1'), qtyInStock: 1.5 }],
        },
      },
      'structuredContent.variants.0.qtyInStock',
    ],
    [
      {
        name: 'x',
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'JO-BOARD', priceMoney: usd('1') }],
        },
      },
      'structuredContent.variants.0.sku',
    ],
  ])(
    'refuses a bad value with 400 naming the field (%#) and stores nothing',
    async (body, field) => {
      const before = (await shop.products()).length;
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe(field);
      expect(refused.body.message).toContain(field);
      expect((await shop.products()).length).toBe(before);
    },
  );

  it('holds at most 200 products', async () => {
    const count = (await shop.products()).length;
    for (let i = count; i < 200; i++) {
      expect(
        (
          await create({
            name: `filler ${i}`,
            structuredContent: { productType: 2, variants: [{ priceMoney: usd('1') }] },
          })
        ).status,
      ).toBe(201);
    }
    const refused = await create({
      name: 'one too many',
      structuredContent: { productType: 2, variants: [{ priceMoney: usd('1') }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A collection holds at most 200 products.');
    expect((await shop.products()).length).toBe(200);
  }, 60_000);
});

describe('restock', () => {
  it('signs visitors up, lists groups and emails, sends to the outbox once', async () => {
    const bowl = await shop.product('Walnut Bowl');
    const variantId = bowl.structuredContent.variants[0]?.id ?? '';
    const visitor = await shop.shopper();
    const signUp = (email: string) =>
      visitor.json('POST', CommercePath.restock, {
        productId: bowl.id,
        variantId,
        siteVisitorEmail: email,
        isJoinMailingList: true,
      });
    expect(await signUp('')).toEqual({
      status: 400,
      body: { message: 'Email cannot be blank', field: 'siteVisitorEmail' },
    });
    expect(await signUp('nope')).toEqual({
      status: 400,
      body: { message: 'Email is invalid', field: 'siteVisitorEmail' },
    });
    expect((await signUp('ada@example.com')).status).toBe(200);
    expect((await signUp('ADA@example.com')).status).toBe(200);
    expect((await signUp('bob@example.com')).status).toBe(200);
    const plans = await shop.product('Workshop Plans (PDF)');
    const refused = await visitor.json('POST', CommercePath.restock, {
      productId: plans.id,
      variantId: plans.structuredContent.variants[0]?.id,
      siteVisitorEmail: 'a@b.co',
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Back-in-stock sign-up is not offered for this item.' },
    });
    const groups = await owner.json<RestockGroupPage>('GET', CommercePath.restockGroups);
    expect(groups.body).toEqual({
      signUpGroups: [
        {
          productId: bowl.id,
          variantId,
          productName: 'Walnut Bowl',
          variantDescription: '',
          signUpCount: 2,
          pendingCount: 2,
        },
      ],
      hasNextPage: false,
      nextPageCursor: null,
    });
    const emails = await owner.json<RestockSignUpPage>(
      'GET',
      `${CommercePath.restock}?productId=${bowl.id}&variantId=${variantId}`,
    );
    expect(emails.body.signUps.map((signUp) => signUp.email).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(
      (await owner.json('POST', CommercePath.restockSend, { productId: bowl.id, variantId })).body,
    ).toEqual({ sent: 2 });
    expect(
      (
        await owner.json('POST', CommercePath.restockSendAll, {
          sendRequests: [{ productId: bowl.id, variantId }],
        })
      ).body,
    ).toEqual({ sent: 0 });
    const outbox = await owner.json<OutboxPage>('GET', CommercePath.restockOutbox);
    expect(outbox.body.messages.map((message) => message.to).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(outbox.body.messages[0]?.subject).toBe('Back in stock: Walnut Bowl');
    expect(
      (await owner.json('POST', CommercePath.restockSendAll, { sendRequests: [{ productId: 1 }] }))
        .status,
    ).toBe(400);
  });
});
