// 0018_analytics_rollups on PostgreSQL: a database at 0017 holding raw events is migrated, and
// the report's closed days are then stored in the new table and read back, also by a fresh
// process. PostgreSQL only (vitest.postgres.config.ts); SQLite: migration-analytics-rollups.test.ts.
import { afterAll, it } from 'vitest';
import { tempDir, testDatabaseUrl } from '../test-helpers';
import { expectRollupMigration } from './migration-analytics-rollups-case';
import { connectPostgres } from './postgres';

const dir = tempDir('migration-rollups');
afterAll(() => dir.remove());

it('adds the daily rollups table to a database with events, and stores closed days there', async () => {
  const db = await connectPostgres(testDatabaseUrl(dir.path)!);
  try {
    await expectRollupMigration(db);
  } finally {
    await db.destroy();
  }
});
