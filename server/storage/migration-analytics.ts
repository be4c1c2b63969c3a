// 0016_analytics: visitor analytics' raw events, appended in batches, and the day's salt of the
// visitor hash (docs/analytics.md). Read by site and time, so one index on (site_id, at).
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('analytics_events')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('at', t.epochMs, (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('visitor', 'text', (col) => col.notNull())
      .addColumn('visit', 'text')
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('referrer', 'text')
      .addColumn('device', 'text', (col) => col.notNull())
      .addColumn('browser', 'text', (col) => col.notNull())
      .addColumn('country', 'text')
      .addColumn('data', t.jsonb)
      .execute();
    await db.schema
      .createIndex('analytics_events_site_at')
      .on('analytics_events')
      .columns(['site_id', 'at'])
      .execute();
    await db.schema
      .createTable('analytics_salts')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('salt', 'text', (col) => col.notNull())
      .execute();
  },
};
