// The Translations section's rows (docs/languages.md "Products, forms and items in other
// languages"): for a product, a form or a collection item, each text a visitor reads with the
// default language's words beside it, keyed by where it goes in the words ('name',
// 'fields.email.title'); and the typed values turned into the words the PUT sends, and back.
import type { AnyWords, FormFieldWords } from '../../shared/i18n/content-translations';

export interface TranslationRow {
  /** Where the words go: a key of the kind's words, or 'fields.<id>.<key>' for a form field. */
  readonly key: string;
  readonly label: string;
  /** The default language's words. */
  readonly source: string;
  readonly multiline: boolean;
}

/** Typed words by row key; '' is not translated. */
export type TranslationValues = Readonly<Record<string, string>>;

export function productRows(product: { name: string; description: string }): TranslationRow[] {
  return [
    { key: 'name', label: 'Name', source: product.name, multiline: false },
    { key: 'description', label: 'Description', source: product.description, multiline: true },
  ];
}

export function itemRows(item: { title: string; excerpt: string }): TranslationRow[] {
  return [
    { key: 'title', label: 'Title', source: item.title, multiline: false },
    { key: 'excerpt', label: 'Excerpt', source: item.excerpt, multiline: true },
  ];
}

/** What the rows read of a form (the editor's draft or the stored definition). */
interface FormTexts {
  readonly fields: readonly {
    readonly id: string;
    readonly type: string;
    readonly title: string;
    readonly description?: string;
    readonly placeholder?: string;
  }[];
  readonly parsedSubmissionMessage: string;
  readonly parsedDisclaimerMessage: string;
}

/** Each field's title, and its description and placeholder when it has them; the messages. */
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
  }
  const messages = [
    ['parsedSubmissionMessage', 'Submission message (HTML)', form.parsedSubmissionMessage],
    ['parsedDisclaimerMessage', 'Disclaimer (HTML)', form.parsedDisclaimerMessage],
  ] as const;
  for (const [key, label, source] of messages) {
    if (source !== '') rows.push({ key, label, source, multiline: true });
  }
  return rows;
}

/** The words a PUT sends for the typed values (empty ones left out). */
export function wordsOf(values: TranslationValues): AnyWords {
  const words: Record<string, unknown> = {};
  const fields: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() === '') continue;
    const [head, id, part] = key.split('.');
    if (head === 'fields' && id !== undefined && part !== undefined) {
      fields[id] = { ...fields[id], [part]: value };
    } else words[key] = value;
  }
  if (Object.keys(fields).length > 0) words.fields = fields;
  return words as AnyWords;
}

/** The values the words stand for, by row key (the inverse of wordsOf). */
export function valuesOf(words: AnyWords | undefined): TranslationValues {
  const values: Record<string, string> = {};
  for (const [key, word] of Object.entries(words ?? {})) {
    if (typeof word === 'string') values[key] = word;
    else if (key === 'fields' && typeof word === 'object' && word !== null) {
      for (const [id, field] of Object.entries(word as Record<string, FormFieldWords>)) {
        for (const [part, text] of Object.entries(field)) {
          if (typeof text === 'string') values[`fields.${id}.${part}`] = text;
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
