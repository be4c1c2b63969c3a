// A site's languages (site-and-editor.md §3 "Multilingual: a list of languages", §7 the
// multilingual calls, §9 "default interface language en-US"). Our choices where the spec is
// silent: a language is one of the BCP 47 tags below (the storefront's own string tables and
// the installment locales cover them); a site has 1 to 10 languages, each once, exactly one of
// them its default; without a list a site speaks en-US alone.
import { z } from 'zod';

export const DEFAULT_LANGUAGE = 'en-US';
export const MAX_SITE_LANGUAGES = 10;

/** The languages a site may add: the tag, its English name and its own name. */
export const LANGUAGES = {
  'en-US': { name: 'English (United States)', own: 'English (US)' },
  'en-GB': { name: 'English (United Kingdom)', own: 'English (UK)' },
  'en-CA': { name: 'English (Canada)', own: 'English (Canada)' },
  'en-AU': { name: 'English (Australia)', own: 'English (Australia)' },
  'en-NZ': { name: 'English (New Zealand)', own: 'English (New Zealand)' },
  'fr-FR': { name: 'French (France)', own: 'Français (France)' },
  'fr-CA': { name: 'French (Canada)', own: 'Français (Canada)' },
  'de-DE': { name: 'German', own: 'Deutsch' },
  'es-ES': { name: 'Spanish (Spain)', own: 'Español (España)' },
  'es-MX': { name: 'Spanish (Mexico)', own: 'Español (México)' },
  'it-IT': { name: 'Italian', own: 'Italiano' },
  'nl-NL': { name: 'Dutch', own: 'Nederlands' },
  'pt-BR': { name: 'Portuguese (Brazil)', own: 'Português (Brasil)' },
  'pt-PT': { name: 'Portuguese (Portugal)', own: 'Português (Portugal)' },
  'sv-SE': { name: 'Swedish', own: 'Svenska' },
  'da-DK': { name: 'Danish', own: 'Dansk' },
  'nb-NO': { name: 'Norwegian Bokmål', own: 'Norsk bokmål' },
  'fi-FI': { name: 'Finnish', own: 'Suomi' },
  'pl-PL': { name: 'Polish', own: 'Polski' },
  'ja-JP': { name: 'Japanese', own: '日本語' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

export interface SiteLanguage {
  readonly code: LanguageCode;
  readonly isDefault: boolean;
}

export const LanguageMessage = {
  unknown: 'Choose a language from the list.',
  empty: 'A site needs at least one language.',
  tooMany: `A site can have at most ${MAX_SITE_LANGUAGES} languages.`,
  repeated: 'Each language can be added once.',
  oneDefault: 'Choose exactly one default language.',
} as const;

export const siteLanguagesSchema = z
  .array(
    z
      .object({
        code: z.enum(LANGUAGE_CODES, { error: LanguageMessage.unknown }),
        isDefault: z.boolean(),
      })
      .strict(),
  )
  .min(1, LanguageMessage.empty)
  .max(MAX_SITE_LANGUAGES, LanguageMessage.tooMany)
  .superRefine((languages, ctx) => {
    if (new Set(languages.map((language) => language.code)).size !== languages.length) {
      ctx.addIssue({ code: 'custom', message: LanguageMessage.repeated });
    }
    if (languages.filter((language) => language.isDefault).length !== 1) {
      ctx.addIssue({ code: 'custom', message: LanguageMessage.oneDefault });
    }
  });

export const DEFAULT_SITE_LANGUAGES: readonly SiteLanguage[] = [
  { code: DEFAULT_LANGUAGE, isDefault: true },
];

/** The site's default language: the one marked, else the first, else en-US. */
export function defaultLanguageOf(languages: readonly SiteLanguage[]): LanguageCode {
  return (
    (languages.find((language) => language.isDefault) ?? languages[0])?.code ?? DEFAULT_LANGUAGE
  );
}

/** A tag as the site lists it ('fr-fr' → 'fr-FR'), or null when it is not one of its languages. */
export function siteLanguageOf(
  languages: readonly SiteLanguage[],
  tag: string,
): LanguageCode | null {
  const wanted = tag.trim().toLowerCase().replace('_', '-');
  return languages.find((language) => language.code.toLowerCase() === wanted)?.code ?? null;
}
