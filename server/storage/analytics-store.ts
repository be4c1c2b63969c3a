// Visitor analytics in the database: raw events appended in batches (never updated), read back by
// site and time range, deleted past the retention period; and the day's salt of the visitor hash,
// one row a day shared by every process, deleted once its day is over (docs/analytics.md).
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DayReport } from '../../shared/analytics/day-report';
import { DAY_REPORT_VERSION } from '../../shared/analytics/day-report';
import type { ReportEvent } from '../../shared/analytics/report-events';
import { AnalyticsSources } from './analytics-sources';
import type { Database } from './database';
import type { AnalyticsEventsTable } from './database-analytics';
import { isPostgres } from './engine';
import { jsonbText } from './json-column';

export type AnalyticsEventRow = AnalyticsEventsTable;

/** An event as read back: its data parsed (the same shape on both engines). */
export interface StoredAnalyticsEvent extends Omit<AnalyticsEventRow, 'data'> {
  readonly data: unknown;
}

/** Rows a statement inserts: 11 columns each, far under SQLite's 32,766 variables. */
const ROWS_PER_INSERT = 500;

/** The span of events read at once for a report (about a thousand at 11,000 events a day). */
export const REPORT_SLICE_MS = 2 * 3_600_000;

/** The UTC day of an epoch-ms time, YYYY-MM-DD. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export class AnalyticsStore {
  /** The orders, form submissions and restock sign-ups the report reads. */
  readonly sources: AnalyticsSources;

  constructor(private readonly db: Kysely<Database>) {
    this.sources = new AnalyticsSources(db);
  }

  /** Appends the rows in one transaction. */
  async append(rows: readonly AnalyticsEventRow[]): Promise<void> {
    if (rows.length === 0) return;
    const postgres = isPostgres(this.db);
    const values = postgres
      ? rows.map((row) => ({ ...row, data: row.data === null ? null : jsonbText(row.data) }))
      : rows;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await trx
          .insertInto('analytics_events')
          .values(values.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
    });
  }

  /** A site's events with `from <= at < to`, oldest first. */
  events(siteId: string, from: number, to: number): Promise<StoredAnalyticsEvent[]> {
    return this.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('at', '>=', from)
      .where('at', '<', to)
      .orderBy('at')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          at: Number(row.at),
          data: row.data === null ? null : JSON.parse(row.data),
        })),
      );
  }

  /**
   * A site's events with `from <= at < to` as the report reads them: a page view's data is not
   * read (the report does not need it, and parsing it is most of the cost).
   */
  async reportEvents(siteId: string, from: number, to: number): Promise<ReportEvent[]> {
    const rows = await this.db
      .selectFrom('analytics_events')
      .select([
        'at',
        'kind',
        'visitor',
        'visit',
        'path',
        'referrer',
        'country',
        'device',
        'browser',
      ])
      .select(sql<string | null>`case when kind = 'page_view' then null else data end`.as('data'))
      .where('site_id', '=', siteId)
      .where('at', '>=', from)
      .where('at', '<', to)
      .execute();
    return rows.map((row) => ({
      ...row,
      at: Number(row.at),
      data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    }));
  }

  /**
   * reportEvents read in slices of `sliceMs`, the event loop free between two: the SQLite driver
   * reads synchronously, so a day's events read at once would hold every other request back.
   */
  async reportEventsInSlices(
    siteId: string,
    from: number,
    to: number,
    sliceMs = REPORT_SLICE_MS,
  ): Promise<ReportEvent[]> {
    const out: ReportEvent[] = [];
    for (let start = from; start < to; start += sliceMs) {
      if (start > from) await new Promise((resolve) => setImmediate(resolve));
      for (const event of await this.reportEvents(siteId, start, Math.min(to, start + sliceMs))) {
        out.push(event);
      }
    }
    return out;
  }

  /** The stored rollups of `days` in the current shape (other versions are left out). */
  async dayRollups(siteId: string, days: readonly string[]): Promise<DayReport[]> {
    if (days.length === 0) return [];
    const rows = await this.db
      .selectFrom('analytics_day_rollups')
      .select('rollup')
      .where('site_id', '=', siteId)
      .where('day', 'in', days)
      .where('version', '=', DAY_REPORT_VERSION)
      .execute();
    return rows.map((row) => JSON.parse(row.rollup) as DayReport);
  }

  /** Stores (or replaces) closed days' rollups, in one transaction. */
  async putDayRollups(siteId: string, rollups: readonly DayReport[], now: number): Promise<void> {
    if (rollups.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const rollup of rollups) {
        const values = {
          site_id: siteId,
          day: rollup.day,
          version: rollup.version,
          rollup: JSON.stringify(rollup),
          computed_at: now,
        };
        await trx
          .insertInto('analytics_day_rollups')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['site_id', 'day']).doUpdateSet({
              version: values.version,
              rollup: values.rollup,
              computed_at: now,
            }),
          )
          .execute();
      }
    });
  }

  /** The time of a site's oldest stored event, or undefined when it has none. */
  async oldestEventAt(siteId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.min('at').as('oldest'))
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
  }

  /** Deletes a site's events older than `before`; answers how many went. */
  async deleteBefore(siteId: string, before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('analytics_events')
      .where('site_id', '=', siteId)
      .where('at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The salt of the UTC day `now` falls in: made at random by the first process to ask, the same
   * for every process after. The salts of days before it are deleted, so yesterday's hashes can no
   * longer be recomputed from an address.
   */
  async saltOf(now: number): Promise<string> {
    const day = utcDay(now);
    await this.db.deleteFrom('analytics_salts').where('day', '<', day).execute();
    await this.db
      .insertInto('analytics_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('analytics_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return row.salt;
  }
}
