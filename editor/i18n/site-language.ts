// The site's languages as the editor reads them (GET /api/multilingual/settings), once per editor:
// the default language is the one the frame shows the site in (the frame bridge sends it with
// the document); the others are the ones the Translations sections offer. Until they are read, or
// when they cannot be, the frame stays in en-US, as the live site does for a site without
// languages, and nothing offers translating.
import { MultilingualPath, type MultilingualSettings } from '../../shared/api/multilingual';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/language-codes';
import { call } from '../owner-call';

let reading: Promise<MultilingualSettings | null> | null = null;

/** The site's language settings: one request per editor (a failed one is asked again next time). */
export function siteLanguageSettings(): Promise<MultilingualSettings | null> {
  reading ??= call<MultilingualSettings>('GET', MultilingualPath.settings).then((answer) => {
    if (answer.ok) return answer.value;
    reading = null;
    return null;
  });
  return reading;
}

/** The site's default language. */
export async function siteLanguage(): Promise<LanguageCode> {
  return (await siteLanguageSettings())?.defaultLanguage ?? DEFAULT_LANGUAGE;
}

/** Forgets what was read: the next call asks again. */
export function forgetSiteLanguage(): void {
  reading = null;
}
