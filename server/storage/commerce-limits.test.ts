// Limits the store keeps whatever the routes let through: the outbox's header lines (To, Subject)
// never hold a line break, even for a product whose name got one before names were checked
// (stored here straight through the store); a cart holds at most MAX_CART_LINES lines.
import { afterEach, describe, expect, it } from 'vitest';
import { CommerceMessage, MAX_CART_LINES } from '../../shared/api/commerce';
import { MAX_PRICE_MINOR } from '../../shared/money/wire';
import { checkProductInput } from '../../shared/products/product-input';
import { storeOptions, tempDir } from '../test-helpers';
import { openStores, type Stores } from './stores';

const dir = tempDir('commerce-limits');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
  dir.remove();
});

/** A one-variant product made straight in the store; `name` is not checked. */
async function storedProduct(name: string, variant: Record<string, unknown>) {
  stores ??= await openStores(storeOptions(dir.path));
  const store = stores.commerce('demo', async () => 'USD');
  const checked = checkProductInput(
    {
      name: 'Bowl',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'B-1', priceMoney: { value: '1000000.00', currency: 'USD' }, ...variant },
        ],
      },
      merchandising: { restockNotificationsEnabled: true },
    },
    'USD',
  );
  if (!checked.ok) throw new Error(checked.message);
  const created = await store.createProduct({ ...checked.product, name });
  if (created.kind !== 'ok') throw new Error('not created');
  return { store, product: created.product };
}

describe('the restock outbox', () => {
  it('writes To and Subject as single lines', async () => {
    const name = 'Bowl\r\nBcc: everyone@evil.test\r\n\r\nHello';
    const { store, product } = await storedProduct(name, { qtyInStock: 0 });
    const variantId = product.structuredContent.variants[0]?.id ?? '';
    await store.restockSignUp({
      productId: product.id,
      variantId,
      email: 'ada@example.com',
      isJoinMailingList: false,
      language: null,
    });
    expect(await store.sendRestock([{ productId: product.id, variantId }])).toBe(1);
    const [message] = (await store.outbox(null)).messages;
    expect(message?.to).toBe('ada@example.com');
    expect(message?.subject).toBe('Back in stock: Bowl Bcc: everyone@evil.test Hello');
  });
});

describe('a cart', () => {
  it(`holds at most ${MAX_CART_LINES} lines, and its total at the largest price stays exact`, async () => {
    const { store, product } = await storedProduct('Bowl', { unlimited: true });
    const sku = product.structuredContent.variants[0]?.sku ?? '';
    const add = (n: number, cartId: string | null) =>
      store.addEntry(
        { cartId, siteUserId: null },
        { itemId: product.id, sku, quantity: 9999, additionalFields: `{"n":"${n}"}` },
      );
    const first = await add(0, null);
    if (first.kind !== 'ok') throw new Error('not added');
    const cartId = first.cart.id;
    for (let n = 1; n < MAX_CART_LINES; n++) expect((await add(n, cartId)).kind).toBe('ok');
    expect(await add(MAX_CART_LINES, cartId)).toEqual({
      kind: 'refused',
      status: 400,
      message: CommerceMessage.tooManyLines,
    });
    const cart = await store.getCart({ cartId, siteUserId: null });
    expect(cart?.entries).toHaveLength(MAX_CART_LINES);
    expect(cart?.subtotalCents).toBe(MAX_CART_LINES * 9999 * MAX_PRICE_MINOR);
    expect(Number.isSafeInteger(cart?.subtotalCents)).toBe(true);
  }, 60_000);
});
