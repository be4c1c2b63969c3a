import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testCollection, testItem } from '../../shared/content/test-collection';
import { storeOptions, tempDir } from '../test-helpers';
import type { CollectionStore } from './collection-store';
import { openStores, type Stores } from './stores';

const dir = tempDir('collection-terms');
let stores: Stores;
let blog: CollectionStore;
beforeEach(async () => {
  stores = await openStores(storeOptions(dir.path));
  blog = stores.collections('demo');
  await blog.createCollection(testCollection());
});
afterEach(async () => {
  await stores.close();
  dir.remove();
});

async function post(id: string, tags: string[], categories: string[] = []) {
  expect((await blog.createItem(testItem(id, { tags, categories }), 250)).kind).toBe('ok');
}

const tagsOf = async (id: string) => (await blog.getItem('c1', id))?.tags;

describe('CollectionTerms', () => {
  it('lists the names items use with their counts, and names added without items', async () => {
    await post('a', ['News', 'Food'], ['Life']);
    await post('b', ['news']);
    expect(await blog.terms.add('c1', 'tag', '  Empty ')).toEqual({ kind: 'ok' });
    expect(await blog.terms.list('c1', 'tag')).toEqual([
      { name: 'Empty', count: 0, parent: null },
      { name: 'Food', count: 1, parent: null },
      { name: 'News', count: 2, parent: null },
    ]);
    expect(await blog.terms.list('c1', 'category')).toEqual([
      { name: 'Life', count: 1, parent: null },
    ]);
    expect(await blog.terms.list('nope', 'tag')).toBeUndefined();
  });

  it('refuses a name differing only in case, an empty one and a too long one', async () => {
    await post('a', ['News']);
    expect(await blog.terms.add('c1', 'tag', 'NEWS')).toEqual({
      kind: 'refused',
      reason: 'duplicate',
    });
    expect(await blog.terms.add('c1', 'tag', ' ')).toEqual({ kind: 'refused', reason: 'empty' });
    expect(await blog.terms.add('c1', 'category', 'c'.repeat(26))).toEqual({
      kind: 'refused',
      reason: 'too-long',
    });
  });

  it('renames a tag in every item, and lets a name change only its case', async () => {
    await post('a', ['News', 'Food']);
    await post('b', ['Other']);
    expect(await blog.terms.rename('c1', 'tag', 'news', 'Updates')).toEqual({ kind: 'ok' });
    expect(await tagsOf('a')).toEqual(['Updates', 'Food']);
    expect(await blog.terms.rename('c1', 'tag', 'Updates', 'Other')).toEqual({
      kind: 'refused',
      reason: 'duplicate',
    });
    expect(await blog.terms.rename('c1', 'tag', 'updates', 'UPDATES')).toEqual({ kind: 'ok' });
    expect(await tagsOf('a')).toEqual(['UPDATES', 'Food']);
    expect(await blog.terms.rename('c1', 'tag', 'gone', 'x')).toEqual({ kind: 'no-term' });
  });

  it('merges tags into one, keeping each item to one copy, and removes a tag from its items', async () => {
    await post('a', ['News', 'Updates', 'Food']);
    await post('b', ['updates']);
    expect(await blog.terms.merge('c1', 'tag', ['News', 'Updates'], 'Latest')).toEqual({
      kind: 'ok',
    });
    expect(await tagsOf('a')).toEqual(['Latest', 'Food']);
    expect(await tagsOf('b')).toEqual(['Latest']);
    expect(await blog.terms.list('c1', 'tag')).toEqual([
      { name: 'Food', count: 1, parent: null },
      { name: 'Latest', count: 2, parent: null },
    ]);
    expect(await blog.terms.merge('c1', 'tag', ['Latest'], 'Food')).toEqual({ kind: 'ok' });
    expect(await tagsOf('a')).toEqual(['Food']);
    expect(await blog.terms.remove('c1', 'tag', 'food')).toEqual({ kind: 'ok' });
    expect(await tagsOf('a')).toEqual([]);
    expect(await blog.terms.list('c1', 'tag')).toEqual([]);
    expect(await blog.terms.merge('c1', 'tag', ['gone'], 'x')).toEqual({ kind: 'no-term' });
  });

  it('counts down when an item goes, keeping the name', async () => {
    await post('a', ['News']);
    await blog.deleteItem('c1', 'a');
    expect(await blog.terms.list('c1', 'tag')).toEqual([{ name: 'News', count: 0, parent: null }]);
  });
});
