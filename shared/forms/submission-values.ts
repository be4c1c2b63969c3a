// The `form` map of the submission payload (field id to value): spec storefront.md §3 "Form
// submission payload". Shapes per field type:
// - address, date, name, time: list of child values;
// - phone: list of 3 or 4 parts; a 3-part value gets an empty first element;
// - checkbox: list of checked values; radio: the single checked value; select: the chosen value;
// - likert: map of question to list of checked answers;
// - hidden: the value from the page query string by field name, else the default value
//   (the first one when the name repeats; an empty query value also falls back to the default:
//   our reading of "else");
// - other fields: the element's value, as typed; section items are skipped.

import { parseQueryString } from '../content/query-string';
import { nameRecord } from '../json/keys';
import { checkedValues, type FieldState } from './field-state';

export type SubmissionValue =
  | string
  | readonly string[]
  | Readonly<Record<string, readonly string[]>>;

/** One field's submitted value, or undefined for a section (not submitted). */
export function submissionValue(field: FieldState, search: string): SubmissionValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return [...field.parts];
    case 'phone':
      return field.parts.length === 3 ? ['', ...field.parts] : [...field.parts];
    case 'checkbox':
      return checkedValues(field.options);
    case 'radio':
      return checkedValues(field.options)[0] ?? '';
    case 'likert':
      return Object.fromEntries(field.questions.map((q) => [q.question, checkedValues(q.answers)]));
    case 'hidden': {
      const fromQuery = parseQueryString(search)[field.name];
      const first = typeof fromQuery === 'string' ? fromQuery : fromQuery?.[0];
      return first || field.defaultValue;
    }
    default:
      return field.value;
  }
}

/** The payload's `form` map for every field but sections. */
export function submissionForm(
  fields: readonly FieldState[],
  search: string,
): Record<string, SubmissionValue> {
  const form = nameRecord<SubmissionValue>();
  for (const field of fields) {
    const value = submissionValue(field, search);
    if (value !== undefined) form[field.id] = value;
  }
  return form;
}
