// The site's languages as the editor knows them (GET /api/multilingual/settings), read once per
// editor: the frame bridge sends the default one with the document, the language switch offers
// them all, and the Languages dialog puts its saved list here. Until they are read, or when they
// cannot be, the site speaks en-US alone, as the live site does for a site without languages.
import { create } from 'zustand';
import { MultilingualPath, type MultilingualSettings } from '../../shared/api/multilingual';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/language-codes';
import { defaultLanguageOf, type SiteLanguage } from '../../shared/i18n/languages';
import { call } from '../owner-call';

/** The site's languages; [] until read. */
export const useSiteLanguages = create<{ readonly languages: readonly SiteLanguage[] }>(() => ({
  languages: [],
}));

let reading: Promise<LanguageCode> | null = null;

/** The site's default language: one request per editor (a failed one is asked again next time). */
export function siteLanguage(): Promise<LanguageCode> {
  reading ??= call<MultilingualSettings>('GET', MultilingualPath.settings).then((answer) => {
    if (answer.ok) {
      useSiteLanguages.setState({ languages: answer.value.languages });
      return answer.value.defaultLanguage;
    }
    reading = null;
    return DEFAULT_LANGUAGE;
  });
  return reading;
}

/** The list as the server stored it (the Languages dialog's save). */
export function setSiteLanguages(languages: readonly SiteLanguage[]): void {
  reading = Promise.resolve(defaultLanguageOf(languages));
  useSiteLanguages.setState({ languages });
}

/** Forgets what was read: the next call asks again. */
export function forgetSiteLanguage(): void {
  reading = null;
  useSiteLanguages.setState({ languages: [] });
}
