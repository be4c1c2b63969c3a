// The search page (/search, page type 102): a search form keeping the query, a status sentence
// (announced) and the results, each a link with its title and an excerpt. On the live site the
// results are the server's (pages, products and collection items, SearchResultsContext); in the editor's frame the
// page searches the document it shows with the same rules (shared/seo/search-index.ts).

import { useContext, useId, useMemo } from 'react';
import { useCollectionView } from '../../blocks/collection-list/view-context';
import { SiteAnchor } from '../../blocks/SiteAnchor';
import { useSitePath } from '../../blocks/site-path';
import { useSiteWords } from '../../blocks/site-words';
import { fillWords } from '../../shared/i18n/shopper-words';
import { ENGLISH_SITE_WORDS, type SiteWords } from '../../shared/i18n/site-words';
import {
  buildSearchIndex,
  type SearchPageModel,
  type SearchResult,
  searchPage,
} from '../../shared/seo/search-index';
import type { RouteViewProps } from './RouteView';
import { SearchResultsContext } from './search-results';
import { usePreview } from './store-context';
import './search-page.css';

const KIND_WORDS = {
  page: 'resultPage',
  product: 'resultProduct',
  post: 'resultPost',
  event: 'resultEvent',
  album: 'resultAlbum',
} as const satisfies Record<SearchResult['kind'], keyof SiteWords>;

/** The count sentence for the model's results in `words`. */
function countText(model: SearchPageModel, words: SiteWords): string {
  const count = model.results.length;
  const query = model.query;
  if (count === 0) return fillWords(words.noResultsFor, { query });
  if (count === 1) return fillWords(words.oneResultFor, { query });
  return fillWords(words.manyResultsFor, { query, count: String(count) });
}

/**
 * The status sentence in the page's words: the count's (the model's is the spec's English), or
 * any other sentence (the server's refusal of a query) as it came.
 */
function statusText(model: SearchPageModel, words: SiteWords): string | null {
  if (model.status === null) return null;
  return model.status === countText(model, ENGLISH_SITE_WORDS)
    ? countText(model, words)
    : model.status;
}

/**
 * The results of the document the frame shows, with the collections' items it loads (no
 * products: the frame has no catalogue).
 */
function useDocumentSearch(query: string): SearchPageModel {
  const site = usePreview((state) => state.site);
  const collections = useCollectionView()?.collections;
  const index = useMemo(
    () => (site ? buildSearchIndex(site, [], collections) : { entries: [] }),
    [site, collections],
  );
  return useMemo(() => searchPage(index, query), [index, query]);
}

export function SearchPage({ route }: RouteViewProps) {
  const served = useContext(SearchResultsContext);
  const inputId = useId();
  const action = useSitePath()('/search');
  const found = useDocumentSearch(served ? '' : (route.params.q ?? ''));
  const model = served ?? found;
  const words = useSiteWords();
  return (
    <main className="sb-page sb-system-page" data-page-type="102">
      <h1>{words.searchTitle}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: as in the search block, role="search" on the form is the landmark every screen reader knows. */}
      <form role="search" action={action} method="get" className="sb-search-page-form">
        <label htmlFor={inputId}>{words.searchField}</label>
        <span className="sb-search-page-row">
          <input
            id={inputId}
            className="sb-input"
            name="q"
            type="search"
            defaultValue={model.query}
            key={model.query}
          />
          <button type="submit" className="sb-button sb-button--medium">
            {words.searchButton}
          </button>
        </span>
      </form>
      <p role="status" className="sb-search-status">
        {statusText(model, words)}
      </p>
      {model.status !== null && model.results.length === 0 ? (
        <p className="sb-search-empty">{words.noResultsHint}</p>
      ) : null}
      {model.results.length === 0 ? null : (
        <ul className="sb-search-results">
          {model.results.map((result) => (
            <li key={`${result.kind}-${result.id}`} data-result-kind={result.kind}>
              <SiteAnchor href={result.address}>{result.title}</SiteAnchor>
              <span className="sb-search-kind">{words[KIND_WORDS[result.kind]]}</span>
              {result.excerpt === '' ? null : <p>{result.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
