// One of the site's words in the page's language for what the live page's script hydrates on
// every page (the header, footer and language switcher): the context's word, else the English
// given, so that code never carries the whole English table (blocks/site-words.ts).
import { useContext } from 'react';
import type { SiteWords } from '../shared/i18n/site-words';
import { StorefrontContext } from './storefront/context';

export function useSiteWord(key: keyof SiteWords, english: string): string {
  return useContext(StorefrontContext).words?.[key] ?? english;
}
