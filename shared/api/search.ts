// The visitor search API (docs/seo.md): GET /api/search?q=<query> answers the published site's
// pages and products that hold every word of the query, best first.
// Only types come from the index, so the live page's analytics script (which names the Search
// page) does not load the index's code.
import type { SearchResult } from '../seo/search-index';

export const SEARCH_API_PATH = '/api/search';
/** The live site's Search page (page type 102), rendered on the server: `/search?q=`. */
export const SEARCH_PAGE_PATH = '/search';

/** A query is cut to this many characters (our limit; the index reads no more). */
export const MAX_QUERY_LENGTH = 200;

/** A query longer than this is refused; up to it, only the first MAX_QUERY_LENGTH are read. */
export const MAX_QUERY_CHARACTERS = MAX_QUERY_LENGTH * 5;

export const SearchApiMessage = {
  tooLong: `A search can be at most ${MAX_QUERY_CHARACTERS} characters.`,
} as const;

export interface SearchResponse {
  /** The query as sent ('' when none). */
  readonly query: string;
  readonly results: readonly SearchResult[];
}
