// Moves an installation from the embedded SQLite file to PostgreSQL: every table copied in
// batches (parents before children, so foreign keys hold), into a database that has the schema
// but no rows yet, then checked by counting each table's rows on both sides.
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';
import { isPostgres } from './engine';
import { jsonbText } from './json-column';

/** Every table, parents first. */
export const COPIED_TABLES = [
  'sites',
  'site_revisions',
  'files',
  'products',
  'product_variants',
  'carts',
  'cart_entries',
  'orders',
  'order_items',
  'restock_signups',
  'outbox',
  'mailing_lists',
  'forms',
  'form_submissions',
  'form_submission_keys',
  'mailing_list_members',
  'captcha_challenges',
  'captcha_keys',
  'site_users',
  'site_user_sessions',
  'owners',
  'site_roles',
  'owner_sessions',
  'owner_links',
  'invitations',
  'passkeys',
  'auth_challenges',
  'api_keys',
  'activity_log',
  'server_secrets',
  'rate_limit_buckets',
  'jobs',
  'page_cache',
  'owner_templates',
  'collections',
  'collection_items',
  'collection_terms',
  'collection_item_terms',
] as const satisfies readonly (keyof Database)[];

const BATCH = 200;

export type RowCounts = Record<(typeof COPIED_TABLES)[number], number>;

async function countRows(db: Kysely<Database>): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of COPIED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export class CopyError extends Error {}

/** The `jsonb` columns of a PostgreSQL target, by table: their text is made fit for `jsonb`. */
async function jsonbColumns(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  if (!isPostgres(db)) return columns;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'jsonb'`.execute(db);
  for (const row of rows) {
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
  return columns;
}

/** A row as the target takes it: JSON text with the escapes `jsonb` refuses replaced. */
function fitFor(columns: readonly string[]) {
  return (row: Record<string, unknown>) => {
    const fit = { ...row };
    for (const column of columns) {
      const value = fit[column];
      if (typeof value === 'string') fit[column] = jsonbText(value);
    }
    return fit;
  };
}

/**
 * Copies every row of `from` into `to` in one transaction; refuses a target that already holds
 * rows. Answers the row counts, equal on both sides (else throws CopyError naming the tables).
 */
export async function copyDatabase(
  from: Kysely<Database>,
  to: Kysely<Database>,
): Promise<RowCounts> {
  const before = await countRows(to);
  const filled = COPIED_TABLES.filter((table) => before[table] > 0);
  if (filled.length > 0) {
    throw new CopyError(`The target database already holds rows in: ${filled.join(', ')}.`);
  }
  const json = await jsonbColumns(to);
  await to.transaction().execute(async (trx) => {
    for (const table of COPIED_TABLES) {
      const read = await from.selectFrom(table).selectAll().execute();
      // biome-ignore lint/suspicious/noExplicitAny: rows move between the same table on both sides.
      const rows = read.map(fitFor(json.get(table) ?? [])) as any[];
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
    }
  });
  const [source, target] = [await countRows(from), await countRows(to)];
  const differ = COPIED_TABLES.filter((table) => source[table] !== target[table]);
  if (differ.length > 0) {
    throw new CopyError(`Row counts differ after the copy in: ${differ.join(', ')}.`);
  }
  return target;
}
