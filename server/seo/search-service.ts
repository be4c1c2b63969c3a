// The live site's search index (shared/seo/search-index.ts), kept in memory: built from the
// published version, the store's products and the collections' visible items on the first search
// after a publish, a product or item change, which each drop it (invalidate). A site with items
// builds it again after a minute too, so a scheduled item is found from its time on (within the
// minute). One process holds one copy; docs/seo.md.
import type { ProductItem } from '../../shared/api/commerce';
import { MAX_QUERY_CHARACTERS, SearchApiMessage } from '../../shared/api/search';
import type { CollectionShown } from '../../shared/content/collection-view';
import type { Site } from '../../shared/document/schema';
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
  /** The collections' items visitors may see now (none when there are no collections). */
  readonly collections?: (site: Site) => Promise<readonly CollectionShown[]>;
  /** Epoch ms now. */
  readonly now?: () => number;
}

/** How long an index holding items is kept: scheduled items come due meanwhile. */
export const ITEMS_INDEX_MS = 60_000;

export interface SearchPageAnswer {
  readonly status: 200 | 400;
  readonly model: SearchPageModel;
}

export class SearchService {
  private building: Promise<SearchIndex> | undefined;
  /** When the index must be built again (epoch ms); infinite while it holds no items. */
  private expires = Number.POSITIVE_INFINITY;

  constructor(private readonly sources: SearchSources) {}

  /** Drops the index: the next search rebuilds it. */
  invalidate(): void {
    this.building = undefined;
  }

  /** The index of what visitors see now (empty before the first publish). */
  index(): Promise<SearchIndex> {
    if (this.building && this.now() >= this.expires) this.invalidate();
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
    this.expires = Number.POSITIVE_INFINITY;
    if (!published) return { entries: [] };
    const { site } = published;
    const collections = this.sources.collections ? await this.sources.collections(site) : [];
    if (collections.length > 0) this.expires = this.now() + ITEMS_INDEX_MS;
    return buildSearchIndex(site, await this.sources.products(), collections);
  }

  private now(): number {
    return this.sources.now ? this.sources.now() : Date.now();
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
