// The visitor's language choice (docs/languages.md "Addresses per language"): a cookie the live
// page's script sets when the visitor follows the language switcher (and, signed in, the locale
// call); a visit to the default language's home page `/` by a visitor who chose another language
// goes to that language's home page. Only `/`: every other address is a link someone followed and
// answers in its own language. Pure (the cookie's name and value, the decision).
import { languagePrefix, type PathLanguages } from './language-paths';

export const LANGUAGE_CHOICE_COOKIE = 'sb_language';
/** A year, in seconds. */
export const LANGUAGE_CHOICE_MAX_AGE = 31_536_000;
/** POST {language}: the signed-in site user's own language (SITE_USER_LOCALE_PATH, without zod). */
export const LOCALE_PATH = '/api/site-users/account/locale';

/** The cookie the switcher sets for `tag`. */
export function languageChoiceCookie(tag: string): string {
  return `${LANGUAGE_CHOICE_COOKIE}=${encodeURIComponent(tag)}; Path=/; Max-Age=${LANGUAGE_CHOICE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Where a visit to `/` goes for a visitor whose remembered language is `remembered` (a signed-in
 * user's stored locale, else the cookie's): that language's home page ('/fr/'), or null to stay
 * (none remembered, the default language, or one the site no longer speaks).
 */
export function rememberedHome(remembered: string | null, languages: PathLanguages): string | null {
  const wanted = remembered?.toLowerCase();
  const tag = languages.tags.find((candidate) => candidate.toLowerCase() === wanted);
  if (!tag || tag === languages.defaultLanguage) return null;
  return `${languagePrefix(tag, languages)}/`;
}
