// The search page (/search, page type 102): a search form and the owner's pages that match.
import { useId } from 'react';
import { searchSite } from '../search';
import type { RouteViewProps } from './RouteView';
import { usePreview } from './store-context';

export function SearchPage({ route }: RouteViewProps) {
  const site = usePreview((state) => state.site);
  const inputId = useId();
  const query = route.params.q ?? '';
  const results = site && query.trim() !== '' ? searchSite(site, query) : [];
  return (
    <main className="sb-page sb-system-page" data-page-type="102">
      <h1>Search</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: as in the search block, role="search" on the form is the landmark every screen reader knows. */}
      <form role="search" action="/search" method="get" className="sb-search-page-form">
        <label htmlFor={inputId}>Search this site</label>
        <input id={inputId} name="q" type="search" defaultValue={query} key={query} />
        <button type="submit">Search</button>
      </form>
      {query.trim() === '' ? null : (
        <p role="status">
          {results.length === 0
            ? `No results for “${query}”.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”.`}
        </p>
      )}
      <ul className="sb-search-results">
        {results.map((result) => (
          <li key={result.pageId}>
            <a href={result.address}>{result.title}</a>
            <p>{result.excerpt}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
