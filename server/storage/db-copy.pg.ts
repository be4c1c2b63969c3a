// db:copy from a seeded SQLite installation into a fresh PostgreSQL database: every row arrives,
// and the stores answer the same from both. PostgreSQL only (vitest.postgres.config.ts).
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openApp } from '../server';
import { serverOptions, storeOptions, tempDir, testDatabaseUrl } from '../test-helpers';
import { CopyError, copyDatabase } from './db-copy';
import { openPostgresDatabase } from './postgres';
import { openSqliteDatabase } from './sqlite';
import { openStores } from './stores';

const dir = tempDir('db-copy');
afterAll(() => dir.remove());

it('copies every table of a seeded installation, counted on both sides', async () => {
  const dataDir = join(dir.path, 'data');
  const seeded = await openApp({ ...serverOptions(dir.path), databaseUrl: undefined });
  await seeded.close();
  const sqliteJobs = await openStores({ dataDir });
  // SQLite keeps U+0000 in a JSON document, which `jsonb` refuses.
  const jobId = await sqliteJobs.jobs.schedule('publish', { note: 'a\u0000b' }, 0);
  await sqliteJobs.close();
  const source = await openSqliteDatabase(dataDir);
  const target = await openPostgresDatabase(testDatabaseUrl(join(dir.path, 'copy'))!);
  try {
    const counts = await copyDatabase(source, target);
    expect(counts.sites).toBe(1);
    expect(counts.products).toBeGreaterThan(0);
    expect(counts.forms).toBeGreaterThan(0);
    expect(counts.owners).toBe(1);
    await expect(copyDatabase(source, target)).rejects.toThrow(CopyError);
  } finally {
    await source.destroy();
    await target.destroy();
  }
  const sqlite = await openStores({ dataDir });
  const postgres = await openStores(storeOptions(join(dir.path, 'copy')));
  try {
    expect(postgres.engine).toBe('postgres');
    expect(await postgres.sites.get('demo')).toEqual(await sqlite.sites.get('demo'));
    const currency = async () => 'USD';
    const [a, b] = [sqlite.commerce('demo', currency), postgres.commerce('demo', currency)];
    expect(await b.listProducts()).toEqual(await a.listProducts());
    expect(await postgres.forms('demo').listForms()).toEqual(
      await sqlite.forms('demo').listForms(),
    );
    expect((await postgres.jobs.get(jobId))?.payload).toEqual({ note: 'a\uFFFDb' });
  } finally {
    await sqlite.close();
    await postgres.close();
  }
});
