// Nested categories in storage (docs/collections.md "Nested categories"): a category sits inside
// another; renames and merges take the ones inside along, a removal lifts them up a level; a
// loop, a tag inside a tag and a collection's 10,001st category are refused.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testItem } from '../../shared/content/test-collection';
import { MAX_NESTED_CATEGORIES } from '../../shared/limits';
import { CollectionStore } from './collection-store';
import { CollectionTerms } from './collection-terms';
import type { Database } from './database';
import { migrateToLatest } from './migrations';

let db: Kysely<Database>;
let terms: CollectionTerms;
beforeEach(async () => {
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  await migrateToLatest(db as Kysely<unknown>);
  await db
    .insertInto('collections')
    .values({ id: 'c1', site_id: 'demo', slug: 'blog', data: '{}', created_at: 1 })
    .execute();
  terms = new CollectionTerms(db, 'demo');
});
afterEach(() => db.destroy());

const tree = async () =>
  (await terms.list('c1', 'category'))?.map((term) => `${term.name}<${term.parent ?? ''}`);

describe('nested categories', () => {
  it('adds inside a parent, moves, renames and removes with the ones inside following', async () => {
    expect(await terms.add('c1', 'category', 'Travel')).toEqual({ kind: 'ok' });
    expect(await terms.add('c1', 'category', 'Europe', 'travel')).toEqual({ kind: 'ok' });
    expect(await terms.add('c1', 'category', 'Italy', 'Europe')).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Europe<Travel', 'Italy<Europe', 'Travel<']);
    expect(await terms.rename('c1', 'category', 'Europe', 'Europa')).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Europa<Travel', 'Italy<Europa', 'Travel<']);
    expect(await terms.rename('c1', 'category', 'Italy', 'Italy', null)).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Europa<Travel', 'Italy<', 'Travel<']);
    await terms.rename('c1', 'category', 'Italy', 'Italy', 'Europa');
    expect(await terms.remove('c1', 'category', 'Europa')).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Italy<Travel', 'Travel<']);
  });

  it('merges, keeping the one kept at the top when it was inside one merged away', async () => {
    await terms.add('c1', 'category', 'Travel');
    await terms.add('c1', 'category', 'Trips');
    await terms.add('c1', 'category', 'Italy', 'Trips');
    expect(await terms.merge('c1', 'category', ['Trips'], 'Travel')).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Italy<Travel', 'Travel<']);
    expect(await terms.merge('c1', 'category', ['Travel'], 'Italy')).toEqual({ kind: 'ok' });
    expect(await tree()).toEqual(['Italy<']);
  });

  it('refuses a loop, an unknown parent and a tag inside a tag', async () => {
    await terms.add('c1', 'category', 'Travel');
    await terms.add('c1', 'category', 'Italy', 'Travel');
    const refused = (reason: string) => ({ kind: 'refused', reason });
    expect(await terms.rename('c1', 'category', 'Travel', 'Travel', 'Italy')).toEqual(
      refused('loop'),
    );
    expect(await terms.add('c1', 'category', 'Rome', 'Lazio')).toEqual(refused('no-parent'));
    await terms.add('c1', 'tag', 'News');
    expect(await terms.add('c1', 'tag', 'Sport', 'News')).toEqual(refused('flat'));
    expect(await tree()).toEqual(['Italy<Travel', 'Travel<']);
  });

  it(`holds at most ${MAX_NESTED_CATEGORIES} categories a collection`, async () => {
    const rows = Array.from({ length: MAX_NESTED_CATEGORIES }, (_, n) => ({
      collection_id: 'c1',
      kind: 'category',
      name_key: `c${n}`,
      name: `C${n}`,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('collection_terms')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    expect(await terms.add('c1', 'category', 'One more')).toEqual({
      kind: 'refused',
      reason: 'too-many',
    });
    expect(await terms.add('c1', 'tag', 'A tag')).toEqual({ kind: 'ok' });
    // An item's own new category counts too; one the collection lists already does not.
    const store = new CollectionStore(db, 'demo');
    const item = (id: string, categories: string[]) => testItem(id, { categories });
    expect((await store.createItem(item('a', ['C1', 'Brand new']), 250)).kind).toBe(
      'too-many-categories',
    );
    expect((await store.createItem(item('b', ['C1']), 250)).kind).toBe('ok');
    expect((await store.updateItem(item('b', ['Brand new']))).kind).toBe('too-many-categories');
  });
});
