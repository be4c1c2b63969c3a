// 0017_collections: content collections (a blog, events, an album) and their items, each item a
// record of its own (docs/collections.md). The item's whole stored shape is `data`; the columns
// beside it are what lists filter and sort by. Tags and categories of a collection are rows of
// their own (the manager's list, with names an item does not use yet), and each item's use of one
// is a row too, so a list filters by one and the manager counts them.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const collectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('collections')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('data', t.jsonb, (col) => col.notNull())
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .addUniqueConstraint('collections_site_slug', ['site_id', 'slug'])
      .execute();
    await db.schema
      .createTable('collection_items')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('collection_id', 'text', (col) =>
        col.notNull().references('collections.id').onDelete('cascade'),
      )
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('author', 'text', (col) => col.notNull())
      .addColumn('publish_on', t.epochMs)
      .addColumn('sort_at', t.epochMs, (col) => col.notNull())
      .addColumn('data', t.jsonb, (col) => col.notNull())
      .addUniqueConstraint('collection_items_slug', ['collection_id', 'slug'])
      .execute();
    await db.schema
      .createIndex('collection_items_order')
      .on('collection_items')
      .columns(['collection_id', 'sort_at', 'id'])
      .execute();
    await db.schema
      .createTable('collection_terms')
      .addColumn('collection_id', 'text', (col) =>
        col.notNull().references('collections.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('name_key', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('collection_terms_pk', ['collection_id', 'kind', 'name_key'])
      .execute();
    await db.schema
      .createTable('collection_item_terms')
      .addColumn('item_id', 'text', (col) =>
        col.notNull().references('collection_items.id').onDelete('cascade'),
      )
      .addColumn('collection_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('name_key', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('collection_item_terms_pk', ['item_id', 'kind', 'name_key'])
      .execute();
    await db.schema
      .createIndex('collection_item_terms_by_name')
      .on('collection_item_terms')
      .columns(['collection_id', 'kind', 'name_key'])
      .execute();
  },
};
