// The embedded engine: one SQLite file, `<dataDir>/site.db`, in WAL mode.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database';
import { KyselySiteStore } from './kysely-store';
import { migrateToLatest } from './migrations';
import type { Clock, SiteStore } from './site-store';

export const DATABASE_FILE = 'site.db';

export interface SqliteStoreOptions {
  /** The data folder; created when missing. */
  readonly dataDir: string;
  readonly clock?: Clock;
}

/** Opens (creating and migrating when needed) the SQLite database in `dataDir`. */
export async function openSqliteDatabase(dataDir: string): Promise<Kysely<Database>> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** The site store alone; closing it closes the database. */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<SiteStore> {
  const db = await openSqliteDatabase(options.dataDir);
  return new KyselySiteStore(db, options.clock ?? (() => new Date()));
}
