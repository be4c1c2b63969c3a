// The names the editor gives the site's languages. The editor's own words stay English (spec §9,
// the default interface language en-US), so a language is named in English: "French (France)".
import { LANGUAGES, type LanguageCode } from '../../shared/i18n/language-codes';

/** "French (France)"; the tag itself for one the editor does not know. */
export function languageName(code: string): string {
  return Object.hasOwn(LANGUAGES, code) ? LANGUAGES[code as LanguageCode].name : code;
}

/** The language without its country, as in "the English words": "English", "French". */
export function wordsName(code: string): string {
  return languageName(code).replace(/ \(.*\)$/, '');
}
