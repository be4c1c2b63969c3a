// The cache of published pages: what the live site rendered for one revision of a site, by path.
// A new publish changes the revision, so stale pages are simply never asked for again; `prune`
// drops them. In memory on SQLite (one process), in the `page_cache` table on PostgreSQL so every
// process shares one render.
import type { Kysely } from 'kysely';
import type { Database } from './database';

export interface CachedPage {
  readonly contentType: string;
  readonly body: string;
}

export interface PageKey {
  readonly siteId: string;
  readonly revision: number;
  /** The page's path on the live site, e.g. `/about`. */
  readonly path: string;
}

export interface PageCache {
  get(key: PageKey): Promise<CachedPage | undefined>;
  put(key: PageKey, page: CachedPage): Promise<void>;
  /** Forgets the site's pages of every revision but `keepRevision`. */
  prune(siteId: string, keepRevision: number): Promise<void>;
}

const mapKey = ({ siteId, revision, path }: PageKey) => `${siteId}\n${revision}\n${path}`;

/** A bounded in-memory cache: the oldest entries go first past `maxPages`. */
export class MemoryPageCache implements PageCache {
  private readonly pages = new Map<
    string,
    CachedPage & { readonly siteId: string; readonly revision: number }
  >();

  constructor(private readonly maxPages = 2_000) {}

  async get(key: PageKey): Promise<CachedPage | undefined> {
    const page = this.pages.get(mapKey(key));
    return page && { contentType: page.contentType, body: page.body };
  }

  async put(key: PageKey, page: CachedPage): Promise<void> {
    this.pages.delete(mapKey(key));
    this.pages.set(mapKey(key), { ...page, siteId: key.siteId, revision: key.revision });
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(oldest);
    }
  }

  async prune(siteId: string, keepRevision: number): Promise<void> {
    for (const [key, page] of this.pages) {
      if (page.siteId === siteId && page.revision !== keepRevision) this.pages.delete(key);
    }
  }
}

export class KyselyPageCache implements PageCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async get({ siteId, revision, path }: PageKey): Promise<CachedPage | undefined> {
    const row = await this.db
      .selectFrom('page_cache')
      .select(['content_type', 'body'])
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .where('path', '=', path)
      .executeTakeFirst();
    return row && { contentType: row.content_type, body: row.body };
  }

  async put({ siteId, revision, path }: PageKey, page: CachedPage): Promise<void> {
    const values = { content_type: page.contentType, body: page.body, stored_at: this.now() };
    await this.db
      .insertInto('page_cache')
      .values({ site_id: siteId, revision, path, ...values })
      .onConflict((oc) => oc.columns(['site_id', 'revision', 'path']).doUpdateSet(values))
      .execute();
  }

  async prune(siteId: string, keepRevision: number): Promise<void> {
    await this.db
      .deleteFrom('page_cache')
      .where('site_id', '=', siteId)
      .where('revision', '!=', keepRevision)
      .execute();
  }
}
