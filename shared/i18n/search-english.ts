// The Search page's own words in English, as the page has always had them (the other languages'
// are search-words.ts's, which the server reads; the frame and the page's component need only these).

export interface SearchWords {
  readonly page: string;
  readonly product: string;
  readonly post: string;
  readonly event: string;
  readonly album: string;
  readonly noResultsHint: string;
  /** `{query}`: the words searched for. */
  readonly none: string;
  /** By plural category (Intl.PluralRules); `other` is required. `{count}`, `{query}`. */
  readonly found: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
    readonly other: string;
  };
}

export const ENGLISH_SEARCH_WORDS: SearchWords = {
  page: 'Page',
  product: 'Product',
  post: 'Post',
  event: 'Event',
  album: 'Album',
  noResultsHint: 'Try fewer or different words.',
  none: 'No results for “{query}”.',
  found: { one: '{count} result for “{query}”.', other: '{count} results for “{query}”.' },
};
