// A site's languages (site-and-editor.md §3 "Multilingual: a list of languages", §7 the
// multilingual calls, §9 "default interface language en-US"). Our choices where the spec is
// silent: a language is one of the BCP 47 tags of language-codes.ts (the storefront's own tables and
// the installment locales cover them); a site has 1 to 10 languages, each once, exactly one of
// them its default; without a list a site speaks en-US alone.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './language-codes';

export const MAX_SITE_LANGUAGES = 10;

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
