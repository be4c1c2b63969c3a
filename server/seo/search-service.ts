// The live site's search index (shared/seo/search-index.ts), kept in memory: built from the
// published version, the store's products and the collections' visible items on the first search
// after a publish, a product or item change, which each drop it (invalidate). A site with items
// builds it again after a minute too, so a scheduled item is found from its time on (within the
// minute). One process holds one copy; docs/seo.md.
// Each of the site's other languages has an index of its own (docs/languages.md "Search per
// language"): the published site, products and items with that language's words over the
// default's, built on the first search in that language and dropped with the others.
import { CommercePath, type ProductItem } from '../../shared/api/commerce';
import { MAX_QUERY_CHARACTERS, SearchApiMessage } from '../../shared/api/search';
import type { CollectionShown } from '../../shared/content/collection-view';
import type { Site } from '../../shared/document/schema';
import { translateSite } from '../../shared/document/translate';
import { searchStatus, searchWords } from '../../shared/i18n/search-words';
import {
  buildSearchIndex,
  type SearchIndex,
  type SearchPageModel,
  type SearchResult,
  search,
  searchPage,
} from '../../shared/seo/search-index';
import { productsIn, type WordsSource } from '../live/live-translations';
import type { SiteStore } from '../storage/site-store';

export interface SearchSources {
  readonly sites: SiteStore;
  readonly siteId: string;
  /** The store's products; none when the installation has no store. */
  readonly products: () => Promise<readonly ProductItem[]>;
  /** The collections' items visitors may see now (none when there are no collections). */
  readonly collections?: (site: Site, language?: string) => Promise<readonly CollectionShown[]>;
  /** Products' words in another language (docs/languages.md); absent: products as stored. */
  readonly translations?: WordsSource;
  /** Epoch ms now. */
  readonly now?: () => number;
}

/** The owner calls whose writes (a product, an item, their words) change what the search finds. */
export const SEARCHED_WRITES = [
  CommercePath.products,
  `${CommercePath.products}/*`,
  '/api/collections/*',
  '/api/translations/*',
] as const;

/** How long an index holding items is kept: scheduled items come due meanwhile. */
export const ITEMS_INDEX_MS = 60_000;

export interface SearchPageAnswer {
  readonly status: 200 | 400;
  readonly model: SearchPageModel;
}

/** The default language's index is kept under this key; another language's under its tag. */
const DEFAULT_KEY = '';

export class SearchService {
  /** By language (DEFAULT_KEY for the default language's). */
  private readonly building = new Map<string, Promise<SearchIndex>>();
  /** When the indexes must be built again (epoch ms); infinite while they hold no items. */
  private expires = Number.POSITIVE_INFINITY;

  constructor(private readonly sources: SearchSources) {}

  /** Drops every language's index: the next search in each rebuilds it. */
  invalidate(): void {
    this.building.clear();
    this.expires = Number.POSITIVE_INFINITY;
  }

  /**
   * The index of what visitors see now (empty before the first publish), in `language` when it
   * is another than the default (undefined: the default language).
   */
  index(language?: string): Promise<SearchIndex> {
    if (this.building.size > 0 && this.now() >= this.expires) this.invalidate();
    const key = language ?? DEFAULT_KEY;
    let building = this.building.get(key);
    if (!building) {
      const started = this.build(language);
      building = started;
      this.building.set(key, started);
      // A failed build is not kept: the next search tries again.
      started.catch(() => {
        if (this.building.get(key) === started) this.building.delete(key);
      });
    }
    return building;
  }

  private async build(language: string | undefined): Promise<SearchIndex> {
    const published = await this.sources.sites.published(this.sources.siteId);
    if (!published) return { entries: [] };
    const site = language ? translateSite(published.site, language) : published.site;
    const collections = this.sources.collections
      ? await this.sources.collections(published.site, language)
      : [];
    if (collections.length > 0) {
      this.expires = Math.min(this.expires, this.now() + ITEMS_INDEX_MS);
    }
    const products = await productsIn(
      await this.sources.products(),
      language,
      this.sources.translations,
    );
    return buildSearchIndex(site, products, collections);
  }

  private now(): number {
    return this.sources.now ? this.sources.now() : Date.now();
  }

  async search(query: string, language?: string): Promise<SearchResult[]> {
    return search(await this.index(language), query);
  }

  /**
   * What the server renderer shows on the Search page for `query`; in another language, with the
   * page's own words and the results' sentence in it.
   */
  async page(query: string, language?: string): Promise<SearchPageModel> {
    const model = searchPage(await this.index(language), query);
    if (!language) return model;
    const words = searchWords(language);
    const status =
      model.status === null ? null : searchStatus(words, language, model.results.length, query);
    return { ...model, status, words };
  }

  /** The Search page a visitor asked for: a query too long is refused (400) with its message. */
  async visitorPage(query: string, language?: string): Promise<SearchPageAnswer> {
    if (query.length > MAX_QUERY_CHARACTERS) {
      const model = {
        query: query.slice(0, MAX_QUERY_CHARACTERS),
        status: SearchApiMessage.tooLong,
        results: [],
        ...(language && { words: searchWords(language) }),
      };
      return { status: 400, model };
    }
    return { status: 200, model: await this.page(query, language) };
  }
}
