// The words of a product, a form or a collection item in one of the site's other languages
// (docs/languages.md "Products, forms and items in other languages"; issue 23). Each kind's words
// are the texts a visitor reads, each optional: a word left out (or empty) is not translated and
// shows in the default language. Limits are the default language's own fields'. Unknown keys are
// refused (strict objects); a form's field ids are checked against the form (unknownFormFields).
import { z } from 'zod';
import { MAX_FIELD_OPTIONS, MAX_FIELD_TITLE_LENGTH, MAX_FORM_TEXT_LENGTH } from '../api/forms';
import { MAX_EXCERPT_LENGTH, MAX_LINE_LENGTH, MAX_TITLE_LENGTH } from '../content/collections';
import { type RichTextState, richTextSchema } from '../content/rich-text/model';
import { PRODUCT_LIMITS } from '../products/product-input';

/** The stored words' shape: a row keeps it beside them. */
export const WORDS_VERSION = 1;

export const TRANSLATION_KINDS = ['product', 'form', 'item'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

const words = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .transform((text) => (text.trim() === '' ? undefined : text))
    .optional();

export const productWordsSchema = z
  .object({
    name: words(PRODUCT_LIMITS.name),
    /** Plain text, as the product's own description. */
    description: words(PRODUCT_LIMITS.description),
  })
  .strict();
export type ProductWords = z.output<typeof productWordsSchema>;

/**
 * A choice field's options (radio, checkbox, select; a likert field's questions): the label shown
 * for each, keyed by the option as the default language has it, which stays the stored answer.
 * Keyed by text rather than place, so reordering the options keeps their labels; an option
 * renamed in the default language shows its new words until translated again.
 */
const optionLabels = z
  .record(z.string().max(MAX_FIELD_TITLE_LENGTH), z.string().max(MAX_FIELD_TITLE_LENGTH))
  .refine(
    (labels) => Object.keys(labels).length <= MAX_FIELD_OPTIONS,
    `holds at most ${MAX_FIELD_OPTIONS} options`,
  )
  .transform((labels) => {
    const kept = Object.entries(labels).filter(([, label]) => label.trim() !== '');
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  })
  .optional();

export const formFieldWordsSchema = z
  .object({
    title: words(MAX_FIELD_TITLE_LENGTH),
    description: words(MAX_FORM_TEXT_LENGTH),
    placeholder: words(MAX_FIELD_TITLE_LENGTH),
    options: optionLabels,
    /** A select's first entry, "Select an option" in the default language. */
    prompt: words(MAX_FIELD_TITLE_LENGTH),
  })
  .strict();
export type FormFieldWords = z.output<typeof formFieldWordsSchema>;

export const formWordsSchema = z
  .object({
    /** By field id: that field's title, description and placeholder. */
    fields: z.record(z.string().max(64), formFieldWordsSchema).optional(),
    /** HTML, as the definition's (sanitized when shown). */
    parsedSubmissionMessage: words(MAX_FORM_TEXT_LENGTH),
    parsedDisclaimerMessage: words(MAX_FORM_TEXT_LENGTH),
    /** The submit button's text (the default language's is the form block's, "Submit"). */
    submitText: words(MAX_FIELD_TITLE_LENGTH),
  })
  .strict();
export type FormWords = z.output<typeof formWordsSchema>;

export const itemWordsSchema = z
  .object({
    title: words(MAX_TITLE_LENGTH),
    /** HTML, as the item's own excerpt. */
    excerpt: words(MAX_EXCERPT_LENGTH),
    body: richTextSchema.optional(),
    /** The main image's alt text. */
    imageAlt: words(MAX_LINE_LENGTH),
  })
  .strict();
export type ItemWords = Omit<z.output<typeof itemWordsSchema>, 'body'> & {
  readonly body?: RichTextState;
};

export interface WordsOf {
  readonly product: ProductWords;
  readonly form: FormWords;
  readonly item: ItemWords;
}
export type AnyWords = WordsOf[TranslationKind];

export const WORDS_SCHEMAS = {
  product: productWordsSchema,
  form: formWordsSchema,
  item: itemWordsSchema,
} as const;

/** The field ids the words name that the form does not have. */
export function unknownFormFields(
  words: FormWords,
  fieldIds: readonly string[],
): readonly string[] {
  const known = new Set(fieldIds);
  return Object.keys(words.fields ?? {}).filter((id) => !known.has(id));
}

/** The entries that hold a word (an empty one became undefined). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, word]) => word !== undefined)) as T;
}

/** Words without the ones left empty; a form field left with no words goes too. */
export function compactWords<W extends AnyWords>(value: W): W {
  const out: AnyWords = defined(value);
  if (!('fields' in out) || out.fields === undefined) return out as W;
  const fields = Object.entries(out.fields)
    .map(([id, field]) => [id, defined(field)] as const)
    .filter(([, field]) => Object.keys(field).length > 0);
  const { fields: _all, ...rest } = out;
  return (fields.length > 0 ? { ...rest, fields: Object.fromEntries(fields) } : rest) as W;
}
