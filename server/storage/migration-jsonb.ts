// 0013_jsonb: every JSON document column becomes `jsonb` on PostgreSQL (it was `json`, or text for
// an order item's plan and gift card). SQLite keeps text: nothing to do there. The escapes `jsonb`
// refuses (U+0000, lone surrogates) become U+FFFD, as `jsonText` writes them from now on.
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './engine';
import { REFUSED_ESCAPE_PATTERN } from './json-column';

/** The JSON columns as of this migration, by table (frozen: a later column is its own migration's). */
export const JSONB_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sites: ['document'],
  site_revisions: ['document'],
  forms: ['definition'],
  form_submissions: ['form_values'],
  products: ['details'],
  product_variants: ['attributes'],
  cart_entries: ['attributes'],
  orders: ['shipping_address'],
  order_items: ['attributes', 'subscription_plan', 'gift_card'],
  passkeys: ['transports'],
  api_keys: ['scopes'],
  jobs: ['payload'],
};

export const jsonbMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const [table, columns] of Object.entries(JSONB_COLUMNS)) {
      const changes = columns.map(
        (column) =>
          sql`alter column ${sql.ref(column)} type jsonb using regexp_replace(${sql.ref(column)}::text, ${sql.lit(REFUSED_ESCAPE_PATTERN)}, ${sql.lit('\\1\\\\ufffd')}, 'g')::jsonb`,
      );
      await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
    }
  },
};
