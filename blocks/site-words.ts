// The site's own words in the page's language (shared/i18n/site-words.ts): those the server or
// the frame put in the storefront's context, else English. Kept apart from the storefront's
// context so the English words are only in the code of what shows them (the live page's script
// and its product islands carry none of them).
import { useContext } from 'react';
import { ENGLISH_SITE_WORDS, type SiteWords } from '../shared/i18n/site-words';
import { visitorMessage } from '../shared/i18n/visitor-messages';
import { StorefrontContext } from './storefront/context';

export function useSiteWords(): SiteWords {
  return useContext(StorefrontContext).words ?? ENGLISH_SITE_WORDS;
}

/** A sentence answered in the spec's English, in the page's language (visitorMessage). */
export function useVisitorMessage(): (text: string) => string {
  const words = useSiteWords();
  return (text) => visitorMessage(words, text);
}
