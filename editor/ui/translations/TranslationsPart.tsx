// The Translations section where a product, form or item is edited: nothing while the site has
// one language; otherwise the section, loaded on first use in its own chunk (lazy-part.tsx), so
// the editor starts without it.
import { useEffect, useState } from 'react';
import { siteLanguageSettings } from '../../i18n/site-language';
import { lazyPart } from '../lazy-part';
import type { TranslationsSectionProps } from './TranslationsSection';

const Section = lazyPart('translations', async () => {
  const { TranslationsSection } = await import('./TranslationsSection');
  return TranslationsSection;
});

/** Whether the site has a language besides its default (read once per editor). */
function useOtherLanguages(): boolean {
  const [others, setOthers] = useState(false);
  useEffect(() => {
    let live = true;
    void siteLanguageSettings().then((read) => {
      const languages = Array.isArray(read?.languages) ? read.languages : [];
      if (live) setOthers(languages.some((language) => !language.isDefault));
    });
    return () => {
      live = false;
    };
  }, []);
  return others;
}

export function Translations(props: TranslationsSectionProps) {
  return useOtherLanguages() ? <Section {...props} /> : null;
}
