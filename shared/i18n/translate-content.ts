// A product, a form or a collection item in one language: the record with its translated words
// over the default language's, word by word (a word not translated keeps the default language's).
// Pure; the server applies them where it loads records for a render or a visitor's call
// (docs/languages.md "Products, forms and items in other languages").
import type { FormDefinition } from '../api/forms';
import type { FormWords, ItemWords, ProductWords } from './content-translations';

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

/**
 * The form with its fields' titles, descriptions and placeholders and its messages in the
 * language, where translated. Field ids, types and options stay: answers are stored by the
 * default language's field ids.
 */
export function translateForm(definition: FormDefinition, words?: FormWords): FormDefinition {
  if (!words) return definition;
  const fields = words.fields ?? {};
  return {
    ...definition,
    fields: definition.fields.map((field) => {
      const own = fields[field.id];
      if (!own) return field;
      return {
        ...field,
        ...(own.title !== undefined && { title: own.title }),
        ...(own.description !== undefined &&
          'description' in field && {
            description: own.description,
          }),
        ...(own.placeholder !== undefined &&
          'placeholder' in field && {
            placeholder: own.placeholder,
          }),
      };
    }),
    ...(words.parsedSubmissionMessage !== undefined && {
      parsedSubmissionMessage: words.parsedSubmissionMessage,
    }),
    ...(words.parsedDisclaimerMessage !== undefined && {
      parsedDisclaimerMessage: words.parsedDisclaimerMessage,
    }),
  };
}

interface ItemTexts {
  readonly title: string;
  readonly excerpt: string;
  readonly body: unknown;
}

/** The item with its title, excerpt and body in the language, where translated. */
export function translateItem<I extends ItemTexts>(item: I, words?: ItemWords): I {
  if (!words) return item;
  return {
    ...item,
    ...(words.title !== undefined && { title: words.title }),
    ...(words.excerpt !== undefined && { excerpt: words.excerpt }),
    ...(words.body !== undefined && { body: words.body }),
  };
}
