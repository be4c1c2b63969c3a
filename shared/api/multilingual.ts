// The multilingual calls (site-and-editor.md §7; docs/languages.md): the site's languages read
// and replaced by owners, and a signed-in site user's own language.
//   GET /api/multilingual/settings   {enabled, defaultLanguage, languages}
//   GET /api/multilingual/status     {connected, languageCount}
//   GET /api/multilingual/languages  {languages}
//   PUT /api/multilingual/languages  {languages} → the stored list
//   DELETE /api/multilingual/connection  back to the default language alone
//   POST /api/site-users/account/locale  {language}
import { z } from 'zod';
import type { LanguageCode } from '../i18n/language-codes';
import type { SiteLanguage } from '../i18n/languages';

export const MULTILINGUAL_PATH = '/api/multilingual';
export const MultilingualPath = {
  settings: `${MULTILINGUAL_PATH}/settings`,
  status: `${MULTILINGUAL_PATH}/status`,
  languages: `${MULTILINGUAL_PATH}/languages`,
  connection: `${MULTILINGUAL_PATH}/connection`,
} as const;
export const SITE_USER_LOCALE_PATH = '/api/site-users/account/locale';

export interface MultilingualSettings {
  /** More than one language. */
  readonly enabled: boolean;
  readonly defaultLanguage: LanguageCode;
  readonly languages: readonly SiteLanguage[];
}

export interface MultilingualStatus {
  readonly connected: boolean;
  readonly languageCount: number;
}

export const localeBodySchema = z.object({ language: z.string().min(2).max(35) }).strict();

export const MultilingualMessage = {
  invalid: 'The languages are not valid:',
  badLocale: 'The language is not one of the site’s languages.',
} as const;
