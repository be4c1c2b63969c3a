// 0021_store_setup: commerce preferences (a free object per website and namespace), the product
// collections "Add a store" makes and their categories (docs/store-setup.md). A category goes
// with its collection; a collection's URL id is unique in its website.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const storeSetupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('commerce_preferences')
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('namespace', 'text', (col) => col.notNull())
      .addColumn('value', t.jsonb, (col) => col.notNull())
      .addColumn('updated_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('commerce_preferences_pk', ['website_id', 'namespace'])
      .execute();
    await db.schema
      .createTable('store_collections')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('website_id', 'text', (col) => col.notNull())
      .addColumn('navigation_title', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('url_id', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('created_at', t.epochMs, (col) => col.notNull())
      .addUniqueConstraint('store_collections_url_id', ['website_id', 'url_id'])
      .execute();
    await db.schema
      .createTable('store_categories')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('collection_id', 'text', (col) =>
        col.notNull().references('store_collections.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'text')
      .addColumn('display_name', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('page_rendering', 'text', (col) => col.notNull())
      .addColumn('display_index', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('store_categories_by_collection')
      .on('store_categories')
      .columns(['collection_id', 'parent_id'])
      .execute();
  },
};
