// The Search page's results as the server found them (server/seo/search-service.ts: the index of
// the published pages and the store's products), handed to the render entry as data. Absent (the
// editor's frame), the page searches the document it shows.
import { createContext } from 'react';
import type { SearchPageModel } from '../../shared/seo/search-index';

export const SearchResultsContext = createContext<SearchPageModel | null>(null);
