// The language the frame shows the site in: the site's default language
// (GET /api/multilingual/settings), read once per editor; the frame bridge sends it with the
// document. Until it is read, or when it cannot be, the frame stays in en-US, as the live site
// does for a site without languages.
import { MultilingualPath, type MultilingualSettings } from '../../shared/api/multilingual';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/language-codes';
import { call } from '../owner-call';

let reading: Promise<LanguageCode> | null = null;

/** The site's default language: one request per editor (a failed one is asked again next time). */
export function siteLanguage(): Promise<LanguageCode> {
  reading ??= call<MultilingualSettings>('GET', MultilingualPath.settings).then((answer) => {
    if (answer.ok) return answer.value.defaultLanguage;
    reading = null;
    return DEFAULT_LANGUAGE;
  });
  return reading;
}

/** Forgets what was read: the next call asks again. */
export function forgetSiteLanguage(): void {
  reading = null;
}
