// The Languages dialog's edits of the site's list, before it is saved (PUT
// /api/multilingual/languages checks the same rules and has the last word).
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/i18n/language-codes';
import type { SiteLanguage } from '../../shared/i18n/languages';

/** The languages the site may still add (those not in the list), in the list of languages' order. */
export function addable(list: readonly SiteLanguage[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => !list.some((language) => language.code === code));
}

export function withLanguage(list: readonly SiteLanguage[], code: LanguageCode): SiteLanguage[] {
  if (list.some((language) => language.code === code)) return [...list];
  return [...list, { code, isDefault: list.length === 0 }];
}

/** Without `code`; the default stays (a site always has one). */
export function withoutLanguage(list: readonly SiteLanguage[], code: LanguageCode): SiteLanguage[] {
  return list.filter((language) => language.code !== code || language.isDefault);
}

export function withDefault(list: readonly SiteLanguage[], code: LanguageCode): SiteLanguage[] {
  return list.map((language) => ({ code: language.code, isDefault: language.code === code }));
}

/**
 * The language the editor edits once `list` is the site's: the same one while it is still one of
 * the site's other languages, else the default's (null).
 */
export function editingAfter(list: readonly SiteLanguage[], editing: string | null): string | null {
  return list.some((language) => language.code === editing && !language.isDefault) ? editing : null;
}
