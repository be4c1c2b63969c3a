// The languages a site may speak: their BCP 47 tags, English names and own names (the rules
// and messages about a site's list of them are languages.ts's). Kept free of zod, so the editor,
// the frame and the live page's script can name a language without building a schema.

export const DEFAULT_LANGUAGE = 'en-US';

/** The shape of every tag below: language, dash, country. */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2}-[A-Z]{2}$/;

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
