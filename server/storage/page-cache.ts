// The cache of published pages: what the live site rendered (server/live/routes.ts), by site,
// published revision and address. Publishing clears the site's pages; a page rendered from the
// revision before, put while the publish ran, is never asked for again. In memory with the
// embedded SQLite default (one process), in the `page_cache` table on PostgreSQL, so a publish in
// one process clears what every process serves and a page rendered by one is served by all.
import type { Kysely } from 'kysely';
import { BoundedMap } from '../bounded-map';
import type { Database } from './database';

export interface CachedPage {
  /** 200, or the not-found page's 404. */
  readonly status: number;
  readonly html: string;
  readonly etag: string;
  /** For a page that shows products or collections' items: the stamp of what it was rendered
   *  with (server/live/page-stamp.ts; a sale, a restock, a product or item edit, a scheduled
   *  item's time or the next minute makes it stale without a publish). */
  readonly catalogue?: string;
}

export interface PageKey {
  readonly siteId: string;
  /** The published revision the page was rendered from. */
  readonly revision: number;
  /** The origin, path and query the page answers, e.g. `https://example.com/about`. */
  readonly address: string;
}

export interface PageCache {
  get(key: PageKey): Promise<CachedPage | undefined>;
  put(key: PageKey, page: CachedPage): Promise<void>;
  /** Forgets every page of the site (it was published). */
  clear(siteId: string): Promise<void>;
}

/** Our limit: pages kept, in memory in all, in the database for each site. */
export const MAX_CACHED_PAGES = 500;

const mapKey = ({ siteId, revision, address }: PageKey) => `${siteId}\n${revision}\n${address}`;

/** One process's cache: the oldest pages go first past `limit`. */
export class MemoryPageCache implements PageCache {
  private readonly pages: BoundedMap<string, CachedPage & { readonly siteId: string }>;

  constructor(limit = MAX_CACHED_PAGES) {
    this.pages = new BoundedMap(limit);
  }

  async get(key: PageKey): Promise<CachedPage | undefined> {
    const page = this.pages.get(mapKey(key));
    if (!page) return undefined;
    const { siteId: _site, ...cached } = page;
    return cached;
  }

  async put(key: PageKey, page: CachedPage): Promise<void> {
    this.pages.set(mapKey(key), { ...page, siteId: key.siteId });
  }

  async clear(siteId: string): Promise<void> {
    for (const [key, page] of this.pages) {
      if (page.siteId === siteId) this.pages.delete(key);
    }
  }
}

/** Every process's cache, in the database: a site's oldest pages go first past `limit`. */
export class KyselyPageCache implements PageCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    private readonly limit = MAX_CACHED_PAGES,
  ) {}

  async get({ siteId, revision, address }: PageKey): Promise<CachedPage | undefined> {
    const row = await this.db
      .selectFrom('page_cache')
      .select(['status', 'html', 'etag', 'catalogue'])
      .where('site_id', '=', siteId)
      .where('revision', '=', revision)
      .where('address', '=', address)
      .executeTakeFirst();
    if (!row) return undefined;
    const { catalogue, ...page } = row;
    return catalogue === null ? page : { ...page, catalogue };
  }

  async put({ siteId, revision, address }: PageKey, page: CachedPage): Promise<void> {
    const values = {
      status: page.status,
      html: page.html,
      etag: page.etag,
      catalogue: page.catalogue ?? null,
      stored_at: this.now(),
    };
    await this.db
      .insertInto('page_cache')
      .values({ site_id: siteId, revision, address, ...values })
      .onConflict((oc) => oc.columns(['site_id', 'revision', 'address']).doUpdateSet(values))
      .execute();
    await this.db
      .deleteFrom('page_cache')
      .where('site_id', '=', siteId)
      .where('stored_at', '<', (eb) =>
        eb
          .selectFrom('page_cache')
          .select('stored_at')
          .where('site_id', '=', siteId)
          .orderBy('stored_at', 'desc')
          .limit(1)
          .offset(this.limit - 1),
      )
      .execute();
  }

  async clear(siteId: string): Promise<void> {
    await this.db.deleteFrom('page_cache').where('site_id', '=', siteId).execute();
  }
}
