// Owners' templates of one site (docs/templates.md), on Kysely with dialect-neutral queries.
// Each row holds the versioned record; reading brings it to the current version
// (migrateStoredTemplate) and a record that cannot be read is reported, never served.
import type { Kysely } from 'kysely';
import { migrateStoredTemplate, type StoredTemplate } from '../../shared/templates/stored';
import type { Database } from './database';
import { jsonText } from './json-column';

export class DamagedTemplateError extends Error {}

function read(record: unknown): StoredTemplate {
  const migrated = migrateStoredTemplate(typeof record === 'string' ? JSON.parse(record) : record);
  if (!migrated.ok) throw new DamagedTemplateError(migrated.message);
  return migrated.template;
}

export class TemplateStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly siteId: string,
  ) {}

  /** Every template of the site, by id. */
  async list(): Promise<StoredTemplate[]> {
    const rows = await this.db
      .selectFrom('owner_templates')
      .select('record')
      .where('site_id', '=', this.siteId)
      .orderBy('id')
      .execute();
    return rows.map((row) => read(row.record));
  }

  async get(id: string): Promise<StoredTemplate | null> {
    const row = await this.db
      .selectFrom('owner_templates')
      .select('record')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? read(row.record) : null;
  }

  /** Saves the template under its id, replacing any before it. */
  async put(template: StoredTemplate): Promise<void> {
    const values = {
      site_id: this.siteId,
      id: template.id,
      record: jsonText(this.db, template),
      updated_at: template.updatedAt,
    };
    await this.db
      .insertInto('owner_templates')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['site_id', 'id'])
          .doUpdateSet({ record: values.record, updated_at: values.updated_at }),
      )
      .execute();
  }

  /** Removes the template; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('owner_templates')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
