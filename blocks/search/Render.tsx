// The search block: a search landmark whose form goes to the search page (/search) with GET and
// the visitor's words as `q`; a labelled field and a magnifier button named "Search".
import { useId } from 'react';
import { useSitePath } from '../site-path';
import { useSiteWords } from '../site-words';
import type { BlockRenderProps } from '../types';
import type { SearchSettings } from './schema';
import './search.css';

export const SEARCH_PAGE = '/search';

export function SearchRender({ settings }: BlockRenderProps<SearchSettings>) {
  const id = useId();
  const action = useSitePath()(SEARCH_PAGE);
  const words = useSiteWords();
  const className = [
    'sb-search',
    `sb-search--${settings.style}`,
    `sb-search--${settings.size}`,
    `sb-search--${settings.align}`,
  ].join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a role on the form itself is the landmark every screen reader knows; the newer <search> element is not yet recognised everywhere.
    <form className={className} role="search" action={action} method="get">
      <label className="sb-visually-hidden" htmlFor={id}>
        {words.searchField}
      </label>
      <input
        id={id}
        className="sb-search-input"
        type="search"
        name="q"
        placeholder={settings.placeholder}
        autoComplete="off"
      />
      <button className="sb-search-button" type="submit" aria-label={words.searchButton}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
