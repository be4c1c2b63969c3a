// The storefront's words and the site's own words for the frame's language: English at once,
// another language's once its tables have loaded (their module is fetched only then, so an English
// site's frame, and the editor around it, never carry them). The live page is rendered with its
// words on the server.

import { useEffect, useState } from 'react';
import { isEnglish } from '../../shared/i18n/english';
import type { SiteWords } from '../../shared/i18n/site-words';
import {
  ENGLISH_STOREFRONT_STRINGS,
  type StorefrontStrings,
} from '../../shared/i18n/storefront-english';

type Tables = typeof import('../../shared/i18n/storefront-strings');

/** `read(tables)` for a language other than English once the tables load; `english` until then. */
function useTablesFor<T>(language: string, english: T, read: (tables: Tables) => T): T {
  const [loaded, setLoaded] = useState<{ language: string; value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` picks from the tables; only the language changes what is loaded
  useEffect(() => {
    if (isEnglish(language)) return;
    let current = true;
    void import('../../shared/i18n/storefront-strings').then((tables) => {
      if (current) setLoaded({ language, value: read(tables) });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.value : english;
}

export function useStorefrontStringsFor(language: string): StorefrontStrings {
  return useTablesFor(language, ENGLISH_STOREFRONT_STRINGS, (tables) =>
    tables.storefrontStrings(language),
  );
}

/** The site's words in `language`; undefined (English) for an English site or until they load. */
export function useSiteWordsFor(language: string): SiteWords | undefined {
  return useTablesFor<SiteWords | undefined>(language, undefined, (tables) =>
    tables.siteWords(language),
  );
}
