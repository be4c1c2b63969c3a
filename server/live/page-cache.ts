// Rendered live pages, kept so a visit does not render again: one entry per address, each of the
// published revision it was rendered from (and, for a page showing products, the catalogue's
// stamp: a sale or a product edit renders it again). Publishing clears them
// (server/live/routes.ts wraps the site store's publish). Behind this small interface so several processes can share one
// (a table in the database) instead of each keeping its own.
export interface CachedPage {
  readonly revision: number;
  readonly status: number;
  readonly html: string;
  readonly etag: string;
  /** For a page that shows products: the catalogue's stamp it was rendered with. */
  readonly catalogue?: string;
  /** The compressed bodies made so far, by Content-Encoding. */
  readonly encoded: Map<string, Uint8Array<ArrayBuffer>>;
}

export interface PageCache {
  get(address: string): Promise<CachedPage | undefined>;
  set(address: string, page: CachedPage): Promise<void>;
  /** Forgets every page (a new revision was published). */
  clear(): Promise<void>;
}

/** The in-process cache: at most `limit` addresses, the oldest forgotten first. */
export class MemoryPageCache implements PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly limit = 500) {}

  async get(address: string): Promise<CachedPage | undefined> {
    return this.pages.get(address);
  }

  async set(address: string, page: CachedPage): Promise<void> {
    this.pages.delete(address);
    this.pages.set(address, page);
    if (this.pages.size > this.limit) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  async clear(): Promise<void> {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
