// Migration 0020 keeps the tags and categories a collection had, each at the top, and lets a
// category name the one it sits in.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrateTo, migrateToLatest } from './migrations';

let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
});

describe('0020_category_parents', () => {
  it('keeps the terms there were at the top and takes a parent afterwards', async () => {
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
    });
    await migrateTo(db as Kysely<unknown>, '0019_comments');
    const old = db as unknown as Kysely<{
      collections: { id: string; site_id: string; slug: string; data: string; created_at: number };
      collection_terms: { collection_id: string; kind: string; name_key: string; name: string };
    }>;
    await old
      .insertInto('collections')
      .values({ id: 'c1', site_id: 'demo', slug: 'blog', data: '{}', created_at: 1 })
      .execute();
    await old
      .insertInto('collection_terms')
      .values([
        { collection_id: 'c1', kind: 'category', name_key: 'travel', name: 'Travel' },
        { collection_id: 'c1', kind: 'category', name_key: 'italy', name: 'Italy' },
        { collection_id: 'c1', kind: 'tag', name_key: 'news', name: 'News' },
      ])
      .execute();
    await migrateToLatest(db as Kysely<unknown>);
    const rows = () =>
      db!
        .selectFrom('collection_terms')
        .select(['name', 'kind', 'parent_key'])
        .orderBy('name_key')
        .execute();
    expect(await rows()).toEqual([
      { name: 'Italy', kind: 'category', parent_key: null },
      { name: 'News', kind: 'tag', parent_key: null },
      { name: 'Travel', kind: 'category', parent_key: null },
    ]);
    await db
      .updateTable('collection_terms')
      .set({ parent_key: 'travel' })
      .where('name_key', '=', 'italy')
      .execute();
    expect((await rows())[0]).toEqual({ name: 'Italy', kind: 'category', parent_key: 'travel' });
  });
});
