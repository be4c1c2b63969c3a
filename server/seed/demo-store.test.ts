import { afterEach, describe, expect, it } from 'vitest';
import { ProductType } from '../../shared/codes/product-types';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { DEMO_PREORDER_FORM_ID, DEMO_PRODUCTS, seedDemoStore } from './demo-store';

const dir = tempDir('demo-store');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  dir.remove();
});

describe('seedDemoStore', () => {
  it('adds every demo product once, in the store currency, and never again', async () => {
    stores = await openStores(storeOptions(dir.path));
    const store = stores.commerce('demo', async () => 'EUR');
    expect(await seedDemoStore(store, 'EUR')).toBe(DEMO_PRODUCTS.length);
    expect(await seedDemoStore(store, 'EUR')).toBe(0);
    const products = await store.listProducts();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products[0]?.structuredContent.priceMoney.currency).toBe('EUR');
    const types = products.map((product) => product.structuredContent.productType);
    for (const type of [
      ProductType.physical,
      ProductType.digital,
      ProductType.service,
      ProductType.giftCard,
    ]) {
      expect(types).toContain(type);
    }
    const giftCard = products.find(
      (product) => product.structuredContent.productType === ProductType.giftCard,
    );
    expect(giftCard?.structuredContent.variants).toHaveLength(3);
    expect(products.some((product) => product.structuredContent.isSubscribable)).toBe(true);
    expect(
      products.some(
        (product) => product.structuredContent.additionalFieldsFormId === DEMO_PREORDER_FORM_ID,
      ),
    ).toBe(true);
    const soldOut = products.find((product) => product.merchandising.restockNotificationsEnabled);
    expect(
      soldOut?.structuredContent.variants.every(
        (variant) => variant.qtyInStock === 0 && !variant.unlimited,
      ),
    ).toBe(true);
    const table = products.find((product) => product.name === 'Oak Side Table');
    expect(table?.structuredContent.variantOptionOrdering).toEqual(['Size', 'Finish']);
    expect(table?.structuredContent.variants.some((variant) => variant.qtyInStock === 1)).toBe(
      true,
    );
    expect(products.some((product) => product.structuredContent.onSale)).toBe(true);
  });

  it('fills the store of an existing data folder on the next start', async () => {
    stores = await openStores(storeOptions(dir.path));
    expect(await stores.commerce('demo', async () => 'USD').listProducts()).toEqual([]);
    await stores.close();
    stores = await openStores(storeOptions(dir.path));
    expect(await seedDemoStore(stores.commerce('demo', async () => 'USD'))).toBe(
      DEMO_PRODUCTS.length,
    );
  });
});
