// The installation's sites as a whole (docs/sites.md): the host name each answers to
// (0025_site_hosts) and removing a site with every row it owns. A site's rows are found by their
// site column (`site_id` or `website_id`) in whichever tables have one, so a table added later is
// covered without a change here; rows under a parent (cart entries, order items, collection
// items…) go with it through their foreign keys' ON DELETE CASCADE.
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';
import { copySiteRows, type IdMap } from './site-copy';

const SITE_COLUMNS = ['site_id', 'website_id'] as const;

export type HostResult = 'set' | 'taken';

export class SiteRegistry {
  private siteTables: Promise<{ table: string; column: string }[]> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** Every host name and the site it serves. */
  async hosts(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('site_hosts').select(['host_name', 'site_id']).execute();
    return new Map(rows.map((row) => [row.host_name, row.site_id]));
  }

  /** Every site's id, in id order. */
  async siteIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('sites').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  async hostOf(siteId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('site_hosts')
      .select('host_name')
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row?.host_name ?? null;
  }

  /** Sets (null: removes) the site's host name; 'taken' when another site answers to it. */
  async setHost(siteId: string, host: string | null): Promise<HostResult> {
    return this.db.transaction().execute(async (trx) => {
      if (host !== null) {
        const holder = await trx
          .selectFrom('site_hosts')
          .select('site_id')
          .where('host_name', '=', host)
          .executeTakeFirst();
        if (holder && holder.site_id !== siteId) return 'taken';
      }
      await trx.deleteFrom('site_hosts').where('site_id', '=', siteId).execute();
      if (host !== null) {
        await trx.insertInto('site_hosts').values({ site_id: siteId, host_name: host }).execute();
      }
      return 'set';
    });
  }

  /** Copies `from`'s rows to `to` (site-copy.ts); the ids given anew. */
  copyRows(from: string, to: string, files: IdMap): Promise<IdMap> {
    return copySiteRows(this.db, from, to, files);
  }

  /** The tables holding a site column, and that column. */
  tablesWithSite(): Promise<{ table: string; column: string }[]> {
    this.siteTables ??= this.db.introspection.getTables().then((tables) =>
      tables.flatMap((table) => {
        const column = table.columns.find((c) =>
          (SITE_COLUMNS as readonly string[]).includes(c.name),
        );
        return column && table.name !== 'sites' ? [{ table: table.name, column: column.name }] : [];
      }),
    );
    return this.siteTables;
  }

  /** How many rows of `table` name the site in `column` (tests check a delete left none). */
  async countRows(table: string, column: string, siteId: string): Promise<number> {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${siteId}`.execute(
      this.db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Removes the site and every row it owns, in one transaction; false when there was none. */
  async remove(siteId: string): Promise<boolean> {
    const tables = await this.tablesWithSite();
    return this.db.transaction().execute(async (trx) => {
      for (const { table, column } of tables) {
        await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${siteId}`.execute(
          trx,
        );
      }
      const removed = await trx.deleteFrom('sites').where('id', '=', siteId).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    });
  }
}
