// Every store the server uses, on one database: the embedded SQLite file by default, PostgreSQL
// when a `postgres://` URL is given (DATABASE_URL). State that several processes must share
// (rate limits, scheduled jobs, cached pages) lives in the database on PostgreSQL and in this
// process's memory on SQLite, which only one process opens.
import type { Kysely } from 'kysely';
import { type LimitStore, MemoryLimitStore } from '../limits/limiter';
import { AccessStore } from './access-store';
import { AnalyticsStore } from './analytics-store';
import { CaptchaStore } from './captcha-store';
import { CollectionStore } from './collection-store';
import { CommentStore } from './comment-store';
import type { CommerceStore } from './commerce-store';
import type { Database } from './database';
import { isPostgres } from './engine';
import type { FileStore } from './file-store';
import type { FormStore } from './form-store';
import { JobStore } from './job-store';
import { KyselyCommerceStore } from './kysely-commerce-store';
import { KyselyFileStore } from './kysely-file-store';
import { KyselyFormStore } from './kysely-form-store';
import { KyselyLimitStore } from './kysely-limit-store';
import { KyselySiteStore } from './kysely-store';
import { LanguageStore } from './language-store';
import { OwnerStore } from './owner-store';
import { PageAccessStore } from './page-access-store';
import { KyselyPageCache, MemoryPageCache, type PageCache } from './page-cache';
import { isPostgresUrl, openPostgresDatabase } from './postgres';
import { PublishedPageStore } from './published-page-store';
import { SiteRegistry } from './site-registry';
import type { Clock, SiteStore } from './site-store';
import { SiteUserStore } from './site-user-store';
import { openSqliteDatabase } from './sqlite';
import { StoreSetupStore } from './store-setup-store';
import { TemplateStore } from './template-store';
import { TranslationStore } from './translation-store';

export interface StoreOptions {
  /** The data folder: the SQLite file lives here when there is no `databaseUrl`. */
  readonly dataDir: string;
  /** `postgres://…` selects PostgreSQL. */
  readonly databaseUrl?: string;
  readonly clock?: Clock;
}

export interface Stores {
  readonly engine: 'sqlite' | 'postgres';
  readonly sites: SiteStore;
  /** Host names, and removing a site with every row it owns (docs/sites.md). */
  readonly registry: SiteRegistry;
  /** The file records of one website (their bytes are the installation's). */
  files(websiteId: string): FileStore;
  /** The forms, submissions and mailing lists of one website. */
  forms(websiteId: string): FormStore;
  readonly captcha: CaptchaStore;
  readonly owners: OwnerStore;
  readonly access: AccessStore;
  /** Published pages' addresses, last changes and slug redirects. */
  readonly publishedPages: PublishedPageStore;
  /** The rate limits' buckets: shared by every process on PostgreSQL. */
  readonly limits: LimitStore;
  /** Scheduled jobs: each runs once however many processes poll. */
  readonly jobs: JobStore;
  /** Published pages as rendered: shared by every process on PostgreSQL. */
  readonly pages: PageCache;
  /** Visitor analytics: raw events and the visitor hash's daily salt. */
  readonly analytics: AnalyticsStore;
  /** The store of one website, on the same database. */
  commerce(websiteId: string, currency: () => Promise<string>): CommerceStore;
  /** The site users of one website, on the same database. */
  siteUsers(websiteId: string): SiteUserStore;
  /** Passwords and member areas of one website, on the same database. */
  pageAccess(websiteId: string): PageAccessStore;
  /** Owners' templates of one website, on the same database. */
  templates(websiteId: string): TemplateStore;
  /** Content collections and their items of one website, on the same database. */
  collections(websiteId: string): CollectionStore;
  /** Comments and likes on those collections' items. */
  comments(websiteId: string): CommentStore;
  /** The product collections "Add a store" made, their categories and commerce preferences. */
  storeSetup(websiteId: string): StoreSetupStore;
  /** The site's languages. */
  languages(websiteId: string): LanguageStore;
  /** The words of the site's products, forms and items in its other languages. */
  translations(websiteId: string): TranslationStore;
  /** Closes the database the stores share. */
  close(): Promise<void>;
}

/** Every store on an open database. */
export function storesOn(db: Kysely<Database>, clock: Clock): Stores {
  const postgres = isPostgres(db);
  return {
    engine: postgres ? 'postgres' : 'sqlite',
    sites: new KyselySiteStore(db, clock),
    registry: new SiteRegistry(db),
    files: (websiteId) => new KyselyFileStore(db, websiteId),
    forms: (websiteId) => new KyselyFormStore(db, websiteId),
    captcha: new CaptchaStore(db),
    owners: new OwnerStore(db, () => clock().getTime()),
    access: new AccessStore(db, () => clock().getTime()),
    publishedPages: new PublishedPageStore(db, clock),
    limits: postgres ? new KyselyLimitStore(db) : new MemoryLimitStore(),
    jobs: new JobStore(db),
    analytics: new AnalyticsStore(db),
    pages: postgres ? new KyselyPageCache(db, () => clock().getTime()) : new MemoryPageCache(),
    commerce: (websiteId, currency) => new KyselyCommerceStore(db, websiteId, clock, currency),
    siteUsers: (websiteId) => new SiteUserStore(db, websiteId, () => clock().getTime()),
    pageAccess: (websiteId) => new PageAccessStore(db, websiteId, clock),
    templates: (websiteId) => new TemplateStore(db, websiteId),
    collections: (websiteId) => new CollectionStore(db, websiteId),
    comments: (websiteId) => new CommentStore(db, websiteId),
    storeSetup: (websiteId) => new StoreSetupStore(db, websiteId, () => clock().getTime()),
    languages: (websiteId) => new LanguageStore(db, websiteId, () => clock().getTime()),
    translations: (websiteId) => new TranslationStore(db, websiteId, () => clock().getTime()),
    close: () => db.destroy(),
  };
}

/** Opens (creating and migrating when needed) the database and every store on it. */
export async function openStores(options: StoreOptions): Promise<Stores> {
  const db = isPostgresUrl(options.databaseUrl)
    ? await openPostgresDatabase(options.databaseUrl)
    : await openSqliteDatabase(options.dataDir);
  return storesOn(db, options.clock ?? (() => new Date()));
}
