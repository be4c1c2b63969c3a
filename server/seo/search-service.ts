// The live site's search index (shared/seo/search-index.ts), kept in memory: built from the
// published version and the store's products on the first search after a publish or a product
// change, which each drop it (invalidate). One process holds one copy; docs/seo.md.
import type { ProductItem } from '../../shared/api/commerce';
import { MAX_QUERY_CHARACTERS, SearchApiMessage } from '../../shared/api/search';
import {
  buildSearchIndex,
  type SearchIndex,
  type SearchPageModel,
  type SearchResult,
  search,
  searchPage,
} from '../../shared/seo/search-index';
import type { SiteStore } from '../storage/site-store';

export interface SearchSources {
  readonly sites: SiteStore;
  readonly siteId: string;
  /** The store's products; none when the installation has no store. */
  readonly products: () => Promise<readonly ProductItem[]>;
}

export interface SearchPageAnswer {
  readonly status: 200 | 400;
  readonly model: SearchPageModel;
}

export class SearchService {
  private building: Promise<SearchIndex> | undefined;

  constructor(private readonly sources: SearchSources) {}

  /** Drops the index: the next search rebuilds it. */
  invalidate(): void {
    this.building = undefined;
  }

  /** The index of what visitors see now (empty before the first publish). */
  index(): Promise<SearchIndex> {
    if (!this.building) {
      const building = this.build();
      this.building = building;
      // A failed build is not kept: the next search tries again.
      building.catch(() => {
        if (this.building === building) this.building = undefined;
      });
    }
    return this.building;
  }

  private async build(): Promise<SearchIndex> {
    const published = await this.sources.sites.published(this.sources.siteId);
    if (!published) return { entries: [] };
    return buildSearchIndex(published.site, await this.sources.products());
  }

  async search(query: string): Promise<SearchResult[]> {
    return search(await this.index(), query);
  }

  /** What the server renderer shows on the Search page for `query`. */
  async page(query: string): Promise<SearchPageModel> {
    return searchPage(await this.index(), query);
  }

  /** The Search page a visitor asked for: a query too long is refused (400) with its message. */
  async visitorPage(query: string): Promise<SearchPageAnswer> {
    if (query.length > MAX_QUERY_CHARACTERS) {
      const model = {
        query: query.slice(0, MAX_QUERY_CHARACTERS),
        status: SearchApiMessage.tooLong,
        results: [],
      };
      return { status: 400, model };
    }
    return { status: 200, model: await this.page(query) };
  }
}
