// A site's translations (docs/languages.md "Translations"): for each language but the default,
// the words the owner translated, keyed by the id of what they belong to. The default language's
// words stay where they always were (pages, blocks, navigation); a language's entry only
// overrides them, so whatever is not translated yet shows in the default language. Optional in
// the document, so documents stored before it need no migration.
import { z } from 'zod';
import { LANGUAGE_TAG_PATTERN } from '../i18n/language-codes';
import { MAX_NAV_TITLE_LENGTH } from './navigation';

/** What a translation is keyed by: a page's, a block's or a navigation entry's id. */
const keySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id');

/** Site and page titles: as long as the default language's may be (schema.ts). */
const MAX_TRANSLATED_TITLE_LENGTH = 200;
const MAX_TRANSLATED_SEO_TITLE_LENGTH = 120;
const MAX_TRANSLATED_DESCRIPTION_LENGTH = 320;

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** A page's own words in one language: its title, and its search-engine title and description. */
export const pageTranslationSchema = z.object({
  title: text(MAX_TRANSLATED_TITLE_LENGTH).optional(),
  seoTitle: text(MAX_TRANSLATED_SEO_TITLE_LENGTH).optional(),
  seoDescription: text(MAX_TRANSLATED_DESCRIPTION_LENGTH).optional(),
});

/**
 * A block's translated settings: setting name to value. A value replaces the block's own setting
 * only where that setting holds the same kind of value (text for text, an object such as rich
 * text for an object), so a translation can never change what a setting is.
 */
export const blockTranslationSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'must be an object of settings',
);

/** Everything translated into one language. */
export const languageTranslationSchema = z.object({
  /** The site's title (the header's brand text, the browser tab's title). */
  title: text(MAX_TRANSLATED_TITLE_LENGTH).optional(),
  /** The site's description for search engines. */
  description: text(MAX_TRANSLATED_DESCRIPTION_LENGTH).optional(),
  pages: z.record(keySchema, pageTranslationSchema).optional(),
  blocks: z.record(keySchema, blockTranslationSchema).optional(),
  /** Navigation entries' titles (links, folders, member areas; a page's entry shows its title). */
  navigation: z.record(keySchema, text(MAX_NAV_TITLE_LENGTH)).optional(),
});

/** The site's translations by language tag (`fr-FR`). */
export const translationsSchema = z.record(
  z.string().regex(LANGUAGE_TAG_PATTERN, 'must be a language tag such as fr-FR'),
  languageTranslationSchema,
);

export type PageTranslation = z.infer<typeof pageTranslationSchema>;
export type LanguageTranslation = z.infer<typeof languageTranslationSchema>;
export type Translations = z.infer<typeof translationsSchema>;
