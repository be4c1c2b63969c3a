// 0012_shared_state: what several server processes must share on PostgreSQL: rate-limit buckets,
// scheduled jobs (each runs once, whichever process claims it) and cached published pages.
import type { Kysely, Migration } from 'kysely';
import { columnTypes } from './engine';

export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable('rate_limit_buckets')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('tokens', t.real, (col) => col.notNull())
      .addColumn('at', t.epochMs, (col) => col.notNull())
      .addColumn('full_at', t.epochMs, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_buckets_full_at')
      .on('rate_limit_buckets')
      .column('full_at')
      .execute();
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payload', t.json, (col) => col.notNull())
      .addColumn('run_at', t.epochMs, (col) => col.notNull())
      .addColumn('done_at', t.epochMs)
      .addColumn('done_by', 'text')
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['done_at', 'run_at']).execute();
    await db.schema
      .createTable('page_cache')
      .addColumn('site_id', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('stored_at', t.epochMs, (col) => col.notNull())
      .addPrimaryKeyConstraint('page_cache_pk', ['site_id', 'revision', 'path'])
      .execute();
  },
};
