// The case both engines' tests of 0018_analytics_rollups run: a database at 0017 with two page
// views on 2026-11-26 (New York) is migrated; the closed day's rollup is stored, its raw events
// deleted, and a fresh reader still answers the day from the rollup.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { DayRollups } from '../analytics/day-rollups';
import { type AnalyticsEventRow, AnalyticsStore } from './analytics-store';
import type { Database } from './database';
import { migrateTo, migrateToLatest } from './migrations';

const NY = 'America/New_York';
const DAYS = ['2026-11-26', '2026-11-27'];

/** A stored page view of site-1, its visit named after the visitor. */
export function viewRow(iso: string, visitor: string, path: string): AnalyticsEventRow {
  return {
    site_id: 'site-1',
    at: Date.parse(iso),
    kind: 'page_view',
    visitor,
    visit: `${visitor}-visit`,
    path,
    referrer: null,
    device: 'desktop',
    browser: 'chrome',
    country: null,
    data: null,
  };
}

/** Runs the case on `db` (at no migration yet) and checks what the stores answer. */
export async function expectRollupMigration(db: Kysely<Database>): Promise<void> {
  const { stored, again } = await rollupMigrationCase(db);
  expect(stored).toEqual(['2026-11-26', '2026-11-27']);
  expect(again).toEqual([2, 0]);
}

async function rollupMigrationCase(db: Kysely<Database>) {
  await migrateTo(db as Kysely<unknown>, '0017_collections');
  const before = new AnalyticsStore(db);
  await before.append([
    viewRow('2026-11-26T15:00:00Z', 'v1', '/a'),
    viewRow('2026-11-26T15:05:00Z', 'v1', '/b'),
  ]);
  await migrateToLatest(db as Kysely<unknown>);
  const store = new AnalyticsStore(db);
  const now = () => Date.parse('2026-11-29T12:00:00Z');
  await new DayRollups(store, 'site-1', now).days(DAYS, NY);
  const stored = (await store.dayRollups('site-1', DAYS)).map((day) => day.day).sort();
  await store.deleteBefore('site-1', now());
  const again = (await new DayRollups(store, 'site-1', now).days(DAYS, NY)).map(
    (day) => day.totals.views,
  );
  return { stored, again };
}
