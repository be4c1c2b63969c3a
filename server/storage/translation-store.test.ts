// The translations table through its store (SQLite here; PostgreSQL in `npm run test:postgres`):
// words per record and language, bound to one site, replaced, removed, and pruned when their
// record is gone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../shared/api/forms';
import { ITEM_VERSION, type Item, itemInputSchema } from '../../shared/content/collections';
import { testCollection } from '../../shared/content/test-collection';
import { storeOptions, tempDir } from '../test-helpers';
import { openStores, type Stores } from './stores';
import type { TranslationStore } from './translation-store';

const dir = tempDir('translation-store');
let stores: Stores;
let words: TranslationStore;
beforeEach(async () => {
  stores = await openStores(storeOptions(dir.path, { clock: () => new Date(5_000) }));
  words = stores.translations('demo');
});
afterEach(async () => {
  await stores.close();
  dir.remove();
});

function item(id: string): Item {
  const input = itemInputSchema.parse({ title: id, status: 'Published' });
  return {
    ...input,
    version: ITEM_VERSION,
    id,
    collectionId: 'c1',
    slug: id,
    author: 'ann',
    createdAt: 0,
    updatedAt: 0,
  };
}

describe('TranslationStore', () => {
  it('keeps each language’s words for a record, replaced by a later put', async () => {
    await words.put('product', 'p1', 'fr-FR', { name: 'Table basse' });
    await words.put('product', 'p1', 'de-DE', { name: 'Couchtisch', description: 'Aus Eiche' });
    await words.put('product', 'p1', 'fr-FR', { name: 'Table d’appoint' });
    expect(await words.of('product', 'p1')).toEqual({
      'de-DE': { fields: { name: 'Couchtisch', description: 'Aus Eiche' }, updatedAt: 5_000 },
      'fr-FR': { fields: { name: 'Table d’appoint' }, updatedAt: 5_000 },
    });
    expect(await words.of('form', 'p1')).toEqual({});
    expect([...(await words.wordsIn('product', 'fr-FR'))]).toEqual([
      ['p1', { name: 'Table d’appoint' }],
    ]);
  });

  it('is bound to its site: another site neither reads nor removes them', async () => {
    await words.put('item', 'i1', 'fr-FR', { title: 'Bonjour' });
    const other = stores.translations('other');
    expect(await other.of('item', 'i1')).toEqual({});
    expect((await other.wordsIn('item', 'fr-FR')).size).toBe(0);
    expect(await other.remove('item', 'i1', 'fr-FR')).toBe(false);
    expect(await words.remove('item', 'i1', 'fr-FR')).toBe(true);
    expect(await words.of('item', 'i1')).toEqual({});
  });

  it('prunes the words of forms and items that are gone, and only those', async () => {
    const forms = stores.forms('demo');
    const form = formDefinitionSchema.parse({ id: 'contact', name: 'Contact', fields: [] });
    await forms.createForm(form, new Date(0).toISOString());
    await forms.createForm({ ...form, id: 'gone' }, new Date(0).toISOString());
    const blog = stores.collections('demo');
    await blog.createCollection(testCollection({ id: 'c1', slug: 'blog' }));
    await blog.createItem(item('kept'), 10);
    await blog.createItem(item('dropped'), 10);
    for (const id of ['contact', 'gone']) await words.put('form', id, 'fr-FR', {});
    for (const id of ['kept', 'dropped']) await words.put('item', id, 'fr-FR', { title: id });

    await forms.deleteForm('gone');
    await blog.deleteItem('c1', 'dropped');
    await words.prune('form');
    await words.prune('item');
    expect([...(await words.wordsIn('form', 'fr-FR')).keys()]).toEqual(['contact']);
    expect([...(await words.wordsIn('item', 'fr-FR')).keys()]).toEqual(['kept']);

    await blog.deleteCollection('c1');
    await words.prune('item');
    expect((await words.wordsIn('item', 'fr-FR')).size).toBe(0);
  });
});
