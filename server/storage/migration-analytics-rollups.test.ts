// 0018_analytics_rollups on SQLite (PostgreSQL: migration-analytics-rollups.pg.ts).
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { it } from 'vitest';
import type { Database } from './database';
import { expectRollupMigration } from './migration-analytics-rollups-case';

it('adds the daily rollups table to a database with events, and stores closed days there', async () => {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  try {
    await expectRollupMigration(db);
  } finally {
    await db.destroy();
  }
});
