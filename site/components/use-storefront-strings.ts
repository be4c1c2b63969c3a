// The storefront's words for the frame's language: English at once, another language's once its
// tables have loaded (their module is fetched only then, so an English site's frame, and the
// editor around it, never carry them). The live page is rendered with its words on the server.
import { useEffect, useState } from 'react';
import {
  ENGLISH_STOREFRONT_STRINGS,
  type StorefrontStrings,
} from '../../shared/i18n/storefront-english';

const isEnglish = (language: string) => language.toLowerCase().startsWith('en');

export function useStorefrontStringsFor(language: string): StorefrontStrings {
  const [loaded, setLoaded] = useState<{ language: string; strings: StorefrontStrings } | null>(
    null,
  );
  useEffect(() => {
    if (isEnglish(language)) return;
    let current = true;
    void import('../../shared/i18n/storefront-strings').then(({ storefrontStrings }) => {
      if (current) setLoaded({ language, strings: storefrontStrings(language) });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.strings : ENGLISH_STOREFRONT_STRINGS;
}
