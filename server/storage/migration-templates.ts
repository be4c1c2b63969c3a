// 0015_owner_templates: owners' templates (docs/templates.md), one row each per site: the
// versioned record (shared/templates/stored.ts) as a JSON document, and when it last changed.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const templatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('owner_templates')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('record', t.jsonb, (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('owner_templates_pk', ['site_id', 'id'])
      .execute();
  },
};
