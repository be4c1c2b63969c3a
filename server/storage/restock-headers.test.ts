// The outbox's header lines (To, Subject) never hold a line break, even for a product whose name
// got one before names were checked (stored here straight through the store).
import { afterEach, describe, expect, it } from 'vitest';
import { checkProductInput } from '../../shared/products/product-input';
import { tempDir } from '../test-helpers';
import { openSqliteStores, type SqliteStores } from './sqlite';

const dir = tempDir('restock-headers');
let stores: SqliteStores | undefined;
afterEach(async () => {
  await stores?.close();
  dir.remove();
});

describe('the restock outbox', () => {
  it('writes To and Subject as single lines', async () => {
    stores = await openSqliteStores({ dataDir: dir.path });
    const store = stores.commerce('demo', async () => 'USD');
    const checked = checkProductInput(
      {
        name: 'Bowl',
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'B-1', priceMoney: { value: '1.00', currency: 'USD' }, qtyInStock: 0 }],
        },
        merchandising: { restockNotificationsEnabled: true },
      },
      'USD',
    );
    if (!checked.ok) throw new Error(checked.message);
    const draft = { ...checked.product, name: 'Bowl\r\nBcc: everyone@evil.test\r\n\r\nHello' };
    const created = await store.createProduct(draft);
    if (created.kind !== 'ok') throw new Error('not created');
    const { product } = created;
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
