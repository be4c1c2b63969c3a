// A product, a form or a collection item in one language: the record with its translated words
// over the default language's, word by word (a word not translated keeps the default language's).
// Pure; the server applies them where it loads records for a render or a visitor's call
// (docs/languages.md "Products, forms and items in other languages").
import type { FormDefinition, FormField } from '../api/forms';
import type { FormFieldWords, FormWords, ItemWords, ProductWords } from './content-translations';

interface ProductTexts {
  readonly name?: string;
  readonly description?: string;
}

/** The product with its name and description in the language, where translated. */
export function translateProduct<P extends ProductTexts>(product: P, words?: ProductWords): P {
  if (!words || (words.name === undefined && words.description === undefined)) return product;
  return {
    ...product,
    ...(words.name !== undefined && { name: words.name }),
    ...(words.description !== undefined && { description: words.description }),
  };
}

/** A form field as a language's visitor reads it: its options' labels beside their values. */
export type TranslatedField = FormField & {
  /** The label shown for each option, in the options' order; the value sent stays the option. */
  readonly optionLabels?: readonly string[];
  /** A select's first entry, in place of "Select an option". */
  readonly prompt?: string;
};

/** A form in a language: the definition, with option labels and the submit button's text. */
export type TranslatedForm = Omit<FormDefinition, 'fields'> & {
  readonly fields: readonly TranslatedField[];
  /** The submit button's text, when translated (else the form block's own). */
  readonly submitText?: string;
};

function translateField(field: FormField, own: FormFieldWords | undefined): TranslatedField {
  if (!own) return field;
  const labels = own.options;
  return {
    ...field,
    ...(own.title !== undefined && { title: own.title }),
    ...(own.description !== undefined &&
      'description' in field && { description: own.description }),
    ...(own.placeholder !== undefined &&
      'placeholder' in field && { placeholder: own.placeholder }),
    ...(labels &&
      'options' in field && {
        optionLabels: field.options.map((option) =>
          Object.hasOwn(labels, option) ? (labels[option] as string) : option,
        ),
      }),
    ...(own.prompt !== undefined && field.type === 'select' && { prompt: own.prompt }),
  };
}

/**
 * The form with its fields' titles, descriptions, placeholders and option labels, its messages
 * and its submit button's text in the language, where translated. Field ids, types and options
 * stay: answers are stored by the default language's field ids and option values.
 */
export function translateForm(definition: FormDefinition, words?: FormWords): TranslatedForm {
  if (!words) return definition;
  const fields = words.fields ?? {};
  return {
    ...definition,
    fields: definition.fields.map((field) => translateField(field, fields[field.id])),
    ...(words.parsedSubmissionMessage !== undefined && {
      parsedSubmissionMessage: words.parsedSubmissionMessage,
    }),
    ...(words.parsedDisclaimerMessage !== undefined && {
      parsedDisclaimerMessage: words.parsedDisclaimerMessage,
    }),
    ...(words.submitText !== undefined && { submitText: words.submitText }),
  };
}

interface ItemTexts {
  readonly title: string;
  readonly excerpt: string;
  readonly body: unknown;
  readonly mainImage?: { readonly alt: string } | null;
}

/**
 * The item with its title, excerpt, body and main image's alt text in the language, where
 * translated (the image itself, dates, tags and tracks stay).
 */
export function translateItem<I extends ItemTexts>(item: I, words?: ItemWords): I {
  if (!words) return item;
  return {
    ...item,
    ...(words.title !== undefined && { title: words.title }),
    ...(words.excerpt !== undefined && { excerpt: words.excerpt }),
    ...(words.body !== undefined && { body: words.body }),
    ...(words.imageAlt !== undefined &&
      item.mainImage && { mainImage: { ...item.mainImage, alt: words.imageAlt } }),
  };
}
