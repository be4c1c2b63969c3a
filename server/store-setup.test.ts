// Store creation and commerce preferences over real HTTP against a real database
// (docs/store-setup.md): the spec's two calls, their refusals, the categories' tree and limit,
// preferences per namespace with websiteId dropped on read, who may call them, and the store's
// order-number preference reaching the next order.
import { describe, expect, it } from 'vitest';
import {
  preferencesPath,
  type StoreCategory,
  type StoreCollection,
  StoreSetupMessage,
  storeCategoriesPath,
  storeCollectionsPath,
} from '../shared/api/store-setup';
import { newStoreCollection, rootCategory } from '../shared/store/new-store';
import { contributor } from './owner-test-helpers';
import { DEMO_SITE_ID } from './seed/demo-site';
import { serverForTests } from './test-server';

const test = serverForTests('store-setup');

async function call<T>(method: string, path: string, body?: unknown) {
  const response =
    method === 'GET' ? await test.client.request(path) : await test.client.send(method, path, body);
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
}

const products = storeCollectionsPath(DEMO_SITE_ID);

describe('POST …/websites/{websiteId}/products', () => {
  it('creates a product collection and its root category as the spec builds them', async () => {
    const fields = newStoreCollection('Market Stall', [], 'Fresh things');
    const created = await call<StoreCollection>('POST', products, fields);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...fields,
      urlId: 'market-stall',
      websiteId: DEMO_SITE_ID,
    });

    const categories = storeCategoriesPath(DEMO_SITE_ID, created.body.id);
    const root = await call<StoreCategory>('POST', categories, rootCategory('Market Stall'));
    expect(root.status).toBe(201);
    expect(root.body).toMatchObject({
      displayName: 'Market Stall',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    const again = await call('POST', categories, rootCategory('Second root'));
    expect(again).toMatchObject({ status: 409, body: { error: StoreSetupMessage.rootExists } });

    const nested = await call<StoreCategory>('POST', categories, {
      displayName: 'Cheese',
      parentCategoryId: root.body.id,
      type: 'CATEGORY',
      displayIndex: 1,
    });
    expect(nested.status).toBe(201);
    const deeper = await call<StoreCategory>('POST', categories, {
      displayName: 'Blue cheese',
      parentCategoryId: nested.body.id,
      type: 'CATEGORY',
      pageRendering: 'GRID_VIEW',
      displayIndex: 1,
    });
    expect(deeper.body.parentCategoryId).toBe(nested.body.id);
    const tree = await call<{ categories: StoreCategory[] }>('GET', categories);
    expect(tree.body.categories.map((c) => c.displayName).sort()).toEqual([
      'Blue cheese',
      'Cheese',
      'Market Stall',
    ]);

    const listed = await call<{ collections: StoreCollection[] }>('GET', products);
    expect(listed.body.collections.map((c) => c.urlId)).toContain('market-stall');
  });

  it("refuses a URL id a page, folder or another store of the site holds, so -1 is the client's next try", async () => {
    const shop = await call('POST', products, newStoreCollection('Shop', []));
    expect(shop).toMatchObject({ status: 409, body: { error: StoreSetupMessage.urlIdTaken } });
    const first = await call('POST', products, newStoreCollection('Outlet', []));
    expect(first.status).toBe(201);
    const second = await call('POST', products, newStoreCollection('Outlet', []));
    expect(second).toMatchObject({ status: 409, body: { error: StoreSetupMessage.urlIdTaken } });
    const suffixed = await call<StoreCollection>(
      'POST',
      products,
      newStoreCollection('Outlet', ['shop', 'outlet']),
    );
    expect(suffixed).toMatchObject({ status: 201, body: { urlId: 'outlet-1' } });
  });

  it('answers every bad request with a 4xx that says why', async () => {
    const badBodies = [
      {},
      { ...newStoreCollection('Fine', []), urlId: 'Not A Slug' },
      { ...newStoreCollection('Fine', []), enabled: 'yes' },
      { ...newStoreCollection('Fine', []), extra: 1 },
      [],
    ];
    for (const body of badBodies) {
      const answer = await call('POST', products, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(/^The store is not valid:|JSON/);
    }
    const elsewhere = await call(
      'POST',
      storeCollectionsPath('another-site'),
      newStoreCollection('X', []),
    );
    expect(elsewhere).toMatchObject({ status: 404, body: { error: StoreSetupMessage.noWebsite } });
    const noStore = await call(
      'POST',
      storeCategoriesPath(DEMO_SITE_ID, 'nope'),
      rootCategory('X'),
    );
    expect(noStore).toMatchObject({ status: 404, body: { error: StoreSetupMessage.noCollection } });
    const store = await call<StoreCollection>('POST', products, newStoreCollection('Annex', []));
    const orphan = await call('POST', storeCategoriesPath(DEMO_SITE_ID, store.body.id), {
      displayName: 'Lost',
      parentCategoryId: 'nobody',
      type: 'CATEGORY',
      displayIndex: 1,
    });
    expect(orphan).toMatchObject({ status: 400, body: { error: StoreSetupMessage.noParent } });
    const notRoot = await call('POST', storeCategoriesPath(DEMO_SITE_ID, store.body.id), {
      ...rootCategory('X'),
      displayIndex: 2,
    });
    expect(notRoot.status).toBe(400);
  });
});

describe('GET, PUT /api/v1/commerce-preferences/{namespace}', () => {
  it('keeps a free object per namespace and drops websiteId when it is read', async () => {
    expect(await call('GET', preferencesPath('checkout-fields'))).toEqual({
      status: 200,
      body: {},
    });
    const saved = await call('PUT', preferencesPath('checkout-fields'), {
      websiteId: DEMO_SITE_ID,
      phone: { required: true },
      notes: ['gift', 'delivery'],
    });
    expect(saved).toEqual({
      status: 200,
      body: { phone: { required: true }, notes: ['gift', 'delivery'] },
    });
    const read = await call('GET', preferencesPath('checkout-fields'));
    expect(read.body).toEqual({ phone: { required: true }, notes: ['gift', 'delivery'] });
    expect((await call('GET', preferencesPath('other'))).body).toEqual({});
  });

  it('refuses a bad namespace, a body that is not an object, too much, and bad store fields', async () => {
    expect((await call('GET', preferencesPath('Bad Name'))).status).toBe(400);
    const list = await call('PUT', preferencesPath('x'), [1, 2]);
    expect(list).toMatchObject({
      status: 400,
      body: { error: StoreSetupMessage.invalidPreferences },
    });
    expect((await call('PUT', preferencesPath('x'), 'text')).status).toBe(400);
    const big = await call('PUT', preferencesPath('x'), { text: 'x'.repeat(17_000) });
    expect(big.status).toBe(413);
    const store = await call('PUT', preferencesPath('store'), { lowStockThreshold: -2 });
    expect(store.status).toBe(400);
    expect(store.body.error).toContain('The low-stock level cannot be negative.');
  });

  it('lets a viewer read preferences but not change them or create a store', async () => {
    const viewer = await contributor(test.client, 'viewer@store-setup.test', 'viewer');
    expect((await viewer.request(preferencesPath('store'))).status).toBe(200);
    expect(
      (await viewer.send('PUT', preferencesPath('store'), { lowStockThreshold: 1 })).status,
    ).toBe(403);
    expect((await viewer.send('POST', products, newStoreCollection('Mine', []))).status).toBe(403);
  });
});
