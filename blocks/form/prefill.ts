// The inverse of the payload (values.ts formPayload): saved answers (field id to value in the
// spec's value shapes) back into what the form's controls hold, so the cart can reopen a
// product's form with an entry's answers. An answer of the wrong shape, or none, leaves that
// field as a new form has it; hidden fields always take their value from the page again.

import { isMultiPartFieldType } from '../../shared/forms/field-types';
import { nameRecord, ownValue } from '../../shared/json/keys';
import { type FieldValue, type FormValues, initialValue, visibleParts } from './values';
import type { FormFieldDefinition } from './wire';

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/** A multi-part answer as the visible parts (a 3-part phone was sent with an empty Country). */
function parts(field: FormFieldDefinition, value: unknown): FieldValue | null {
  const list = strings(value);
  if (!list) return null;
  const shown = visibleParts(field).length;
  const aligned = list.length === shown + 1 && field.type === 'phone' ? list.slice(1) : list;
  if (field.type === 'address') {
    const fresh = initialValue(field) as readonly string[];
    return fresh.map((blank, i) => aligned[i] || blank);
  }
  return Array.from({ length: shown }, (_, i) => aligned[i] ?? '');
}

function likert(field: FormFieldDefinition, value: unknown): FieldValue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const chosen = nameRecord<string>();
  for (const question of field.options ?? []) {
    const answer = strings(ownValue(value as Record<string, unknown>, question))?.[0];
    if (answer) chosen[question] = answer;
  }
  return chosen;
}

/** One field's control state for a saved answer, or null when the answer cannot be used. */
function fieldValue(field: FormFieldDefinition, value: unknown): FieldValue | null {
  if (isMultiPartFieldType(field.type)) return parts(field, value);
  switch (field.type) {
    case 'section':
    case 'hidden':
      return null;
    case 'checkbox': {
      const checked = strings(value);
      return checked ? checked.filter((option) => field.options?.includes(option)) : null;
    }
    case 'likert':
      return likert(field, value);
    default:
      return typeof value === 'string' ? value : null;
  }
}

/** The form's control state for saved answers (a JSON object of field id to value). */
export function valuesFromAnswers(
  fields: readonly FormFieldDefinition[],
  answers: Readonly<Record<string, unknown>>,
): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.id,
      (Object.hasOwn(answers, field.id) ? fieldValue(field, ownValue(answers, field.id)) : null) ??
        initialValue(field),
    ]),
  );
}
