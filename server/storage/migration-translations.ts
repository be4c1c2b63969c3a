// 0026_translations: the words of products, forms and collection items in the site's other
// languages (docs/languages.md "Products, forms and items in other languages"): one row per
// site, kind, record and language, the words as a JSON object of the words' version.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const translationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('translations')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('ref_id', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('fields', t.jsonb, (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('updated_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('translations_pk', ['site_id', 'kind', 'ref_id', 'language'])
      .execute();
  },
};
