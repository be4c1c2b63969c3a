// 0014_page_cache: the live site's cached pages as it serves them (status, HTML, ETag and the
// catalogue stamp of a page showing products, by site, published revision and address). The table of 0012 held no route's pages yet: it is made anew.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const pageCacheMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema.dropTable('page_cache').execute();
    await db.schema
      .createTable('page_cache')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addColumn('etag', 'text', (col) => col.notNull())
      .addColumn('catalogue', 'text')
      .addColumn('stored_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('page_cache_pk', ['site_id', 'revision', 'address'])
      .execute();
    await db.schema
      .createIndex('page_cache_site_stored_at')
      .on('page_cache')
      .columns(['site_id', 'stored_at'])
      .execute();
  },
};
