// The site's languages as the editor knows them (GET /api/multilingual/settings), read once per
// editor: the frame bridge sends the default one with the document, the language switch offers
// them all, the Translations sections of products, forms and items offer the others, and the
// Languages dialog puts its saved list here. Until they are read, or when they cannot be, the
// site speaks en-US alone, as the live site does for a site without languages.
import { create } from 'zustand';
import { MultilingualPath, type MultilingualSettings } from '../../shared/api/multilingual';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/language-codes';
import { defaultLanguageOf, type SiteLanguage } from '../../shared/i18n/languages';
import { call } from '../owner-call';

/** The site's languages; [] until read. */
export const useSiteLanguages = create<{ readonly languages: readonly SiteLanguage[] }>(() => ({
  languages: [],
}));

let reading: Promise<MultilingualSettings | null> | null = null;

/** The site's language settings: one request per editor (a failed one is asked again next time). */
export function siteLanguageSettings(): Promise<MultilingualSettings | null> {
  reading ??= call<MultilingualSettings>('GET', MultilingualPath.settings).then((answer) => {
    if (answer.ok) {
      useSiteLanguages.setState({ languages: answer.value.languages });
      return answer.value;
    }
    reading = null;
    return null;
  });
  return reading;
}

/** The site's default language. */
export async function siteLanguage(): Promise<LanguageCode> {
  return (await siteLanguageSettings())?.defaultLanguage ?? DEFAULT_LANGUAGE;
}

/** The list as the server stored it (the Languages dialog's save). */
export function setSiteLanguages(languages: readonly SiteLanguage[]): void {
  reading = Promise.resolve({
    enabled: languages.length > 1,
    defaultLanguage: defaultLanguageOf(languages),
    languages: [...languages],
  });
  useSiteLanguages.setState({ languages });
}

/** Forgets what was read: the next call asks again. */
export function forgetSiteLanguage(): void {
  reading = null;
  useSiteLanguages.setState({ languages: [] });
}
