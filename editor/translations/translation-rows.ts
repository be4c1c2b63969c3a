// The Translations section's rows (docs/languages.md "Products, forms and items in other
// languages"): for a product, a form or a collection item, each text a visitor reads with the
// default language's words beside it, keyed by where it goes in the words ('name',
// 'fields.email.title'); and the typed values turned into the words the PUT sends, and back.
import { type RichTextState, richTextSchema } from '../../shared/content/rich-text/model';
import { plainTextOf } from '../../shared/content/rich-text/plain';
import { SELECT_PROMPT } from '../../shared/forms/field-types';
import type { AnyWords, FormFieldWords } from '../../shared/i18n/content-translations';

export interface TranslationRow {
  /** Where the words go: a key of the kind's words, or 'fields.<id>.<key>' for a form field. */
  readonly key: string;
  readonly label: string;
  /** The default language's words. */
  readonly source: string;
  readonly multiline: boolean;
  /** Formatted text (an item's body): the value is the text editor's JSON, '' when empty. */
  readonly rich?: boolean;
}

/** Typed words by row key; '' is not translated. */
export type TranslationValues = Readonly<Record<string, string>>;

export function productRows(product: { name: string; description: string }): TranslationRow[] {
  return [
    { key: 'name', label: 'Name', source: product.name, multiline: false },
    { key: 'description', label: 'Description', source: product.description, multiline: true },
  ];
}

/** What the rows read of an item (the item form's draft). */
interface ItemTexts {
  readonly title: string;
  readonly excerpt: string;
  readonly body: unknown;
  readonly kept: { readonly mainImage: { readonly alt: string } | null };
}

/** The words of formatted text, '' for none (or for what is not formatted text). */
export function richSource(value: unknown): string {
  const parsed = richTextSchema.safeParse(value);
  return parsed.success ? plainTextOf(parsed.data as RichTextState) : '';
}

/** An item's title, excerpt, body (formatted) and, with a main image, its alt text. */
export function itemRows(item: ItemTexts): TranslationRow[] {
  const rows: TranslationRow[] = [
    { key: 'title', label: 'Title', source: item.title, multiline: false },
    { key: 'excerpt', label: 'Excerpt', source: item.excerpt, multiline: true },
    { key: 'body', label: 'Body', source: richSource(item.body), multiline: true, rich: true },
  ];
  const image = item.kept.mainImage;
  if (image)
    rows.push({
      key: 'imageAlt',
      label: 'Main image: alt text',
      source: image.alt,
      multiline: false,
    });
  return rows;
}

/** The value a formatted row holds for the editor's JSON: '' when it has no words. */
export function richValue(json: unknown): string {
  return richSource(json).trim() === '' ? '' : JSON.stringify(json);
}

/** What the rows read of a form (the editor's draft or the stored definition). */
interface FormTexts {
  readonly fields: readonly {
    readonly id: string;
    readonly type: string;
    readonly title: string;
    readonly description?: string;
    readonly placeholder?: string;
    /** A choice field's options (a likert field's questions). */
    readonly options?: readonly string[];
  }[];
  readonly parsedSubmissionMessage: string;
  readonly parsedDisclaimerMessage: string;
}

/** The form block's submit button in the default language (blocks/form/FormView.tsx). */
export const SUBMIT_TEXT = 'Submit';

/**
 * Each field's title, its description and placeholder when it has them, and each of its options
 * (the label shown; the option stays the stored answer); the submit button; the messages.
 */
export function formRows(form: FormTexts): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const field of form.fields) {
    if (field.type === 'hidden') continue;
    const name = field.title || field.id;
    rows.push({
      key: `fields.${field.id}.title`,
      label: `${name}: title`,
      source: field.title,
      multiline: false,
    });
    if (field.placeholder) {
      rows.push({
        key: `fields.${field.id}.placeholder`,
        label: `${name}: placeholder`,
        source: field.placeholder,
        multiline: false,
      });
    }
    if (field.description) {
      rows.push({
        key: `fields.${field.id}.description`,
        label: `${name}: description`,
        source: field.description,
        multiline: true,
      });
    }
    if (field.type === 'select') {
      rows.push({
        key: `fields.${field.id}.prompt`,
        label: `${name}: first entry`,
        source: SELECT_PROMPT,
        multiline: false,
      });
    }
    for (const option of field.options ?? []) {
      rows.push({
        key: `fields.${field.id}.options.${option}`,
        label: `${name}: ${field.type === 'likert' ? 'question' : 'option'} “${option}”`,
        source: option,
        multiline: false,
      });
    }
  }
  rows.push({ key: 'submitText', label: 'Submit button', source: SUBMIT_TEXT, multiline: false });
  const messages = [
    ['parsedSubmissionMessage', 'Submission message (HTML)', form.parsedSubmissionMessage],
    ['parsedDisclaimerMessage', 'Disclaimer (HTML)', form.parsedDisclaimerMessage],
  ] as const;
  for (const [key, label, source] of messages) {
    if (source !== '') rows.push({ key, label, source, multiline: true });
  }
  return rows;
}

/** The words a PUT sends for the typed values (empty ones left out); `rows` says which are formatted. */
export function wordsOf(values: TranslationValues, rows: readonly TranslationRow[] = []): AnyWords {
  const rich = new Set(rows.filter((row) => row.rich).map((row) => row.key));
  const words: Record<string, unknown> = {};
  const fields: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() === '') continue;
    // A field id has no dot; an option (the rest after 'options.') may.
    const [head, id, part, ...option] = key.split('.');
    if (head === 'fields' && id !== undefined && part === 'options' && option.length > 0) {
      const own = fields[id]?.options as Record<string, string> | undefined;
      fields[id] = { ...fields[id], options: { ...own, [option.join('.')]: value } };
    } else if (head === 'fields' && id !== undefined && part !== undefined) {
      fields[id] = { ...fields[id], [part]: value };
    } else words[key] = rich.has(key) ? JSON.parse(value) : value;
  }
  if (Object.keys(fields).length > 0) words.fields = fields;
  return words as AnyWords;
}

/** The values the words stand for, by row key (the inverse of wordsOf). */
export function valuesOf(words: AnyWords | undefined): TranslationValues {
  const values: Record<string, string> = {};
  for (const [key, word] of Object.entries(words ?? {})) {
    if (typeof word === 'string') values[key] = word;
    else if (key !== 'fields' && typeof word === 'object' && word !== null) {
      values[key] = richValue(word);
    } else if (key === 'fields' && typeof word === 'object' && word !== null) {
      for (const [id, field] of Object.entries(word as Record<string, FormFieldWords>)) {
        for (const [part, text] of Object.entries(field)) {
          if (typeof text === 'string') values[`fields.${id}.${part}`] = text;
        }
        for (const [option, label] of Object.entries(field.options ?? {})) {
          values[`fields.${id}.options.${option}`] = label;
        }
      }
    }
  }
  return values;
}

/** How many rows with default-language words have none in the language. */
export function untranslatedCount(rows: readonly TranslationRow[], values: TranslationValues) {
  return rows.filter((row) => row.source !== '' && (values[row.key] ?? '').trim() === '').length;
}
