import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Collection,
  ITEM_VERSION,
  type Item,
  itemInputSchema,
} from '../../shared/content/collections';
import { testCollection } from '../../shared/content/test-collection';
import { storeOptions, tempDir } from '../test-helpers';
import { type CollectionStore, decodeCursor, encodeCursor, monthRange } from './collection-store';
import { openStores, type Stores } from './stores';

const dir = tempDir('collection-store');
let stores: Stores;
let blog: CollectionStore;
beforeEach(async () => {
  stores = await openStores(storeOptions(dir.path));
  blog = stores.collections('demo');
  await blog.createCollection(collection('c1', 'journal'));
});
afterEach(async () => {
  await stores.close();
  dir.remove();
});

const T0 = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

function collection(id: string, slug: string): Collection {
  return testCollection({ id, slug, createdAt: T0, updatedAt: T0 });
}

function item(id: string, fields: Record<string, unknown> = {}): Item {
  const input = itemInputSchema.parse({ title: id, status: 'Published', ...fields });
  return {
    ...input,
    version: ITEM_VERSION,
    id,
    collectionId: 'c1',
    slug: input.slug ?? id,
    author: input.author ?? 'ann',
    createdAt: T0,
    updatedAt: T0,
  };
}

const ids = (page: { items: Item[] } | undefined) => page?.items.map((entry) => entry.id);

describe('CollectionStore', () => {
  it('keeps collection slugs unique per site and forgets items with their collection', async () => {
    expect(await blog.createCollection(collection('c2', 'journal'))).toBe(false);
    expect(await stores.collections('other').createCollection(collection('c3', 'journal'))).toBe(
      true,
    );
    expect((await blog.listCollections()).map((entry) => entry.id)).toEqual(['c1']);
    await blog.createItem(item('a', { tags: ['News'] }), 250);
    expect(await blog.deleteCollection('c1')).toBe(true);
    expect(await blog.getItem('c1', 'a')).toBeUndefined();
    expect(await stores.collections('other').getCollection('c1')).toBeUndefined();
  });

  it('refuses a taken slug and an item beyond the limit', async () => {
    expect((await blog.createItem(item('a'), 2)).kind).toBe('ok');
    expect((await blog.createItem(item('b', { slug: 'a' }), 2)).kind).toBe('slug-taken');
    expect((await blog.createItem(item('b'), 2)).kind).toBe('ok');
    expect((await blog.createItem(item('c'), 2)).kind).toBe('full');
    expect((await blog.updateItem(item('b', { slug: 'a' }))).kind).toBe('slug-taken');
    expect((await blog.updateItem(item('zz'))).kind).toBe('no-item');
  });

  it('filters by status as of now, tag, category, month and author, and pages by cursor', async () => {
    await blog.createItem(item('old', { publishOn: T0 - 40 * DAY, tags: ['News'] }), 250);
    await blog.createItem(
      item('new', { publishOn: T0 + DAY, categories: ['Food'], author: 'bo' }),
      250,
    );
    await blog.createItem(
      item('due', { status: 'Scheduled', publishOn: T0 + 2 * DAY, tags: ['news'] }),
      250,
    );
    await blog.createItem(item('draft', { status: 'Draft' }), 250);
    const list = (query: object) =>
      blog.listItems('c1', { limit: 10, now: T0 + 2 * DAY - 1, ...query });
    expect(ids(await list({ status: 'Published' }))).toEqual(['new', 'old']);
    expect(ids(await list({ status: 'Published', now: T0 + 2 * DAY }))).toEqual([
      'due',
      'new',
      'old',
    ]);
    expect(ids(await list({ status: 'Scheduled' }))).toEqual(['due']);
    expect(ids(await list({ status: 'Scheduled', now: T0 + 2 * DAY }))).toEqual([]);
    expect(ids(await list({ tag: 'NEWS' }))).toEqual(['due', 'old']);
    expect(ids(await list({ category: 'food' }))).toEqual(['new']);
    expect(ids(await list({ author: 'bo' }))).toEqual(['new']);
    expect(ids(await list({ month: '2026-11' }))).toEqual(['due', 'new']);
    expect(ids(await list({ month: '2026-13' }))).toBeUndefined();

    const first = await list({ limit: 2 });
    expect(ids(first)).toEqual(['due', 'new']);
    const second = await list({ limit: 2, cursor: first?.nextCursor });
    // A draft without a publish time sorts by when it was made.
    expect(ids(second)).toEqual(['draft', 'old']);
    expect(second?.nextCursor).toBeNull();
    expect(await list({ cursor: 'not-a-cursor' })).toBeUndefined();
  });

  it('replaces the tags of an updated item', async () => {
    await blog.createItem(item('a', { tags: ['One'] }), 250);
    await blog.updateItem(item('a', { tags: ['Two'] }));
    const list = (tag: string) => blog.listItems('c1', { tag, limit: 10, now: T0 });
    expect(ids(await list('one'))).toEqual([]);
    expect(ids(await list('two'))).toEqual(['a']);
  });
});

describe('cursors and months', () => {
  it('reads back its own cursors only', () => {
    expect(decodeCursor(encodeCursor({ sortAt: 5, id: 'ab_c-1' }))).toEqual({
      sortAt: 5,
      id: 'ab_c-1',
    });
    expect(decodeCursor('x')).toBeNull();
  });

  it('spans a UTC month', () => {
    expect(monthRange('2026-12')).toEqual([Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1)]);
    expect(monthRange('2026-1')).toBeNull();
  });
});
