// Moves an installation from the embedded SQLite file to PostgreSQL: every table copied in
// batches (parents before children, so foreign keys hold), into a database that has the schema
// but no rows yet, then checked by counting each table's rows on both sides.
import type { Kysely } from 'kysely';
import type { Database } from './database';

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
  await to.transaction().execute(async (trx) => {
    for (const table of COPIED_TABLES) {
      // biome-ignore lint/suspicious/noExplicitAny: rows move between the same table on both sides.
      const rows = (await from.selectFrom(table).selectAll().execute()) as any[];
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
