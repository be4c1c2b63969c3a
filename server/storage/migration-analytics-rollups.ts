// 0018_analytics_rollups: each closed local day's rollup of a site's analytics events
// (shared/analytics/day-report.ts), stored once so a report over months reads one row a day, and
// kept after the day's raw events expire (docs/analytics.md "Daily rollups"). `version` is the
// rollup's shape: a row of another version is computed again while the raw events last.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const analyticsRollupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('analytics_day_rollups')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('rollup', 'text', (col) => col.notNull())
      .addColumn('computed_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_day_rollups_pk', ['site_id', 'day'])
      .execute();
  },
};
