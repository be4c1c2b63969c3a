// `npm run db:copy -- --from <data>/site.db --to postgres://…`: copies the SQLite installation into
// PostgreSQL (db-copy.ts) and prints each table's row count, checked on both sides.
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { CopyError, copyDatabase } from './db-copy';
import { isPostgresUrl, openPostgresDatabase } from './postgres';
import { DATABASE_FILE, openSqliteDatabase } from './sqlite';

const USAGE = 'Usage: npm run db:copy -- --from <data>/site.db --to postgres://user@host/db';

try {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' } },
    strict: true,
  });
  const from = values.from ?? '';
  if (!existsSync(from) || basename(from) !== DATABASE_FILE) {
    throw new CopyError(`--from must name an existing ${DATABASE_FILE}.\n${USAGE}`);
  }
  if (!isPostgresUrl(values.to)) throw new CopyError(`--to must be a postgres:// URL.\n${USAGE}`);
  const source = await openSqliteDatabase(dirname(from));
  const target = await openPostgresDatabase(values.to);
  try {
    const counts = await copyDatabase(source, target);
    for (const [table, count] of Object.entries(counts)) console.log(`${table}: ${count}`);
    console.log('Copied; every table has the same number of rows on both sides.');
  } finally {
    await source.destroy();
    await target.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CopyError ? 2 : 1);
}
