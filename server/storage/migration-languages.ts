// 0022_languages: a site's languages (one row per website, the list as JSON; no row: the
// default language alone) and a site user's own language (docs/languages.md).
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const languagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('site_languages')
      .addColumn('website_id', 'text', (col) => col.primaryKey())
      .addColumn('languages', t.jsonb, (col) => col.notNull())
      .addColumn('updated_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema.alterTable('site_users').addColumn('locale', 'text').execute();
  },
};
