// The search page (/search, page type 102): a search form keeping the query, a status sentence
// (announced) and the results, each a link with its title and an excerpt. On the live site the
// results are the server's (pages, products and collection items, SearchResultsContext); in the editor's frame the
// page searches the document it shows with the same rules (shared/seo/search-index.ts).

import { useContext, useId, useMemo } from 'react';
import { useCollectionView } from '../../blocks/collection-list/view-context';
import { SiteAnchor } from '../../blocks/SiteAnchor';
import { useSitePath } from '../../blocks/site-path';
import { useSiteWords } from '../../blocks/site-words';
import { ENGLISH_SEARCH_WORDS } from '../../shared/i18n/search-english';
import { buildSearchIndex, type SearchPageModel, searchPage } from '../../shared/seo/search-index';
import type { RouteViewProps } from './RouteView';
import { SearchResultsContext } from './search-results';
import { usePreview } from './store-context';
import './search-page.css';

/**
 * The results' words in the default language (the server sends another language's); the heading,
 * field and button are the site's words (useSiteWords), as in the search block.
 */
export const SearchText = ENGLISH_SEARCH_WORDS;

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
  const text = model.words ?? SearchText;
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
        {model.status}
      </p>
      {model.status !== null && model.results.length === 0 ? (
        <p className="sb-search-empty">{text.noResultsHint}</p>
      ) : null}
      {model.results.length === 0 ? null : (
        <ul className="sb-search-results">
          {model.results.map((result) => (
            <li key={`${result.kind}-${result.id}`} data-result-kind={result.kind}>
              <SiteAnchor href={result.address}>{result.title}</SiteAnchor>
              <span className="sb-search-kind">{text[result.kind]}</span>
              {result.excerpt === '' ? null : <p>{result.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
