// The embedded engine: one SQLite file, `<dataDir>/site.db`, in WAL mode.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { AccessStore } from './access-store';
import { CaptchaStore } from './captcha-store';
import type { CommerceStore } from './commerce-store';
import type { Database } from './database';
import type { FileStore } from './file-store';
import type { FormStore } from './form-store';
import { KyselyCommerceStore } from './kysely-commerce-store';
import { KyselyFileStore } from './kysely-file-store';
import { KyselyFormStore } from './kysely-form-store';
import { KyselySiteStore } from './kysely-store';
import { migrateToLatest } from './migrations';
import { OwnerStore } from './owner-store';
import { PageAccessStore } from './page-access-store';
import { PublishedPageStore } from './published-page-store';
import type { Clock, SiteStore } from './site-store';
import { SiteUserStore } from './site-user-store';

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

export interface SqliteStores {
  readonly sites: SiteStore;
  readonly files: FileStore;
  readonly forms: FormStore;
  readonly captcha: CaptchaStore;
  readonly owners: OwnerStore;
  readonly access: AccessStore;
  /** Published pages' addresses, last changes and slug redirects. */
  readonly publishedPages: PublishedPageStore;
  /** The store of one website, on the same database. */
  commerce(websiteId: string, currency: () => Promise<string>): CommerceStore;
  /** The site users of one website, on the same database. */
  siteUsers(websiteId: string): SiteUserStore;
  /** Passwords and member areas of one website, on the same database. */
  pageAccess(websiteId: string): PageAccessStore;
  /** Closes the database the stores share. */
  close(): Promise<void>;
}

/** Every store the server uses, on one database connection. */
export async function openSqliteStores(options: SqliteStoreOptions): Promise<SqliteStores> {
  const db = await openSqliteDatabase(options.dataDir);
  const clock = options.clock ?? (() => new Date());
  return {
    sites: new KyselySiteStore(db, clock),
    files: new KyselyFileStore(db),
    forms: new KyselyFormStore(db),
    captcha: new CaptchaStore(db),
    owners: new OwnerStore(db, () => clock().getTime()),
    access: new AccessStore(db, () => clock().getTime()),
    publishedPages: new PublishedPageStore(db, clock),
    commerce: (websiteId, currency) => new KyselyCommerceStore(db, websiteId, clock, currency),
    siteUsers: (websiteId) => new SiteUserStore(db, websiteId, () => clock().getTime()),
    pageAccess: (websiteId) => new PageAccessStore(db, websiteId, clock),
    close: () => db.destroy(),
  };
}
