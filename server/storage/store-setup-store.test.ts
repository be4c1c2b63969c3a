import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_NESTED_CATEGORIES } from '../../shared/limits';
import { newStoreCollection, rootCategory } from '../../shared/store/new-store';
import { openTestDatabase, tempDir } from '../test-helpers';
import type { Database } from './database';
import { StoreSetupStore } from './store-setup-store';

const dir = tempDir('store-setup-store');
let db: Kysely<Database>;
let store: StoreSetupStore;
beforeEach(async () => {
  db = await openTestDatabase(dir.path);
  store = new StoreSetupStore(db, 'demo', () => 1_000);
});
afterEach(async () => {
  await db.destroy();
  dir.remove();
});

const nested = (parentCategoryId: string, displayName: string) =>
  ({
    displayName,
    parentCategoryId,
    type: 'CATEGORY',
    pageRendering: 'LIST_VIEW',
    displayIndex: 1,
  }) as const;

describe('StoreSetupStore', () => {
  it(`holds at most ${MAX_NESTED_CATEGORIES} categories in a store`, async () => {
    const created = await store.createCollection(newStoreCollection('Shop', []));
    if (created.kind !== 'created') throw new Error(created.kind);
    const id = created.collection.id;
    const root = await store.createCategory(id, rootCategory('Shop'));
    if (root.kind !== 'created') throw new Error(root.kind);
    const rows = Array.from({ length: MAX_NESTED_CATEGORIES - 2 }, (_, index) => ({
      id: `c${index}`,
      collection_id: id,
      parent_id: root.category.id,
      display_name: `Category ${index}`,
      type: 'CATEGORY',
      page_rendering: 'LIST_VIEW',
      display_index: 1,
    }));
    for (let at = 0; at < rows.length; at += 1_000) {
      await db
        .insertInto('store_categories')
        .values(rows.slice(at, at + 1_000))
        .execute();
    }
    expect((await store.createCategory(id, nested('c5', 'Last one'))).kind).toBe('created');
    expect((await store.createCategory(id, nested('c5', 'One too many'))).kind).toBe('full');
  });

  it("keeps each website's stores and preferences to itself", async () => {
    const other = new StoreSetupStore(db, 'other', () => 1_000);
    await store.savePreferences('store', { lowStockThreshold: 3 });
    expect(await other.preferences('store')).toBeUndefined();
    const created = await store.createCollection(newStoreCollection('Shop', []));
    if (created.kind !== 'created') throw new Error(created.kind);
    expect((await other.createCollection(newStoreCollection('Shop', []))).kind).toBe('created');
    expect(await other.categories(created.collection.id)).toBeUndefined();
    expect((await other.createCategory(created.collection.id, rootCategory('x'))).kind).toBe(
      'no-collection',
    );
    expect((await store.createCollection(newStoreCollection('SHOP', []))).kind).toBe(
      'url-id-taken',
    );
  });
});
