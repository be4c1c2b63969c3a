// The translations of products, forms and collection items (docs/languages.md "Products, forms
// and items in other languages"; docs/api.md): owner calls, one record at a time.
import type { TranslationKind, WordsOf } from '../i18n/content-translations';
import { CollectionApiMessage } from './collections';
import { CommerceMessage } from './commerce';
import { FormApiMessage } from './forms';

export const TRANSLATIONS_PATH = '/api/translations';

export const TranslationPath = {
  /** GET → TranslationsResponse */
  record: (kind: TranslationKind, id: string) =>
    `${TRANSLATIONS_PATH}/${kind}/${encodeURIComponent(id)}`,
  /** PUT {fields} → TranslationAnswer; DELETE → 204 */
  language: (kind: TranslationKind, id: string, language: string) =>
    `${TRANSLATIONS_PATH}/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(language)}`,
} as const;

export interface TranslationAnswer<K extends TranslationKind = TranslationKind> {
  readonly fields: WordsOf[K];
  /** Epoch ms. */
  readonly updatedAt: number;
}

/** Every language's words for one record, by language tag (languages with none left out). */
export interface TranslationsResponse<K extends TranslationKind = TranslationKind> {
  readonly kind: K;
  readonly id: string;
  readonly defaultLanguage: string;
  readonly translations: Readonly<Record<string, TranslationAnswer<K>>>;
}

export interface PutTranslationRequest<K extends TranslationKind = TranslationKind> {
  readonly fields: WordsOf[K];
}

export const TranslationMessage = {
  notOtherLanguage:
    'Choose one of the site’s other languages: the default language’s words are the record’s own.',
  invalid: 'The words are not valid:',
  unknownField: (id: string) => `The form has no field "${id}".`,
  notFound: {
    product: CommerceMessage.productNotFound,
    form: FormApiMessage.notFound,
    item: CollectionApiMessage.itemNotFound,
  },
} as const;
