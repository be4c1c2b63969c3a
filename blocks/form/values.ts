// What a visitor has entered in a form, as plain data, and its translation into the shared
// rules' field states (shared/forms/field-state.ts): validation (the address's postal-code rule
// included) and the submission payload are decided there; this module adds the order in which
// errors are visited and the address's labels for the chosen country.

import { addressConfig } from '../../shared/addresses/config';
import type { FieldState } from '../../shared/forms/field-state';
import { FIELD_PARTS, isMultiPartFieldType } from '../../shared/forms/field-types';
import { likertLabels } from '../../shared/forms/likert';
import { type SubmissionValue, submissionForm } from '../../shared/forms/submission-values';
import { validateForm } from '../../shared/forms/validate';
import { ownValue } from '../../shared/json/keys';
import type { FormFieldDefinition } from './wire';

/** One field's entry: text; parts or checked options (lists); likert question to answer. */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>;
export type FormValues = Readonly<Record<string, FieldValue>>;

/** The address's Country part starts on the United States (our choice: the spec names none). */
export const DEFAULT_COUNTRY = 'US';

/** The child parts a field shows, in order (phone drops Country unless showCountryCode). */
export function visibleParts(field: FormFieldDefinition): readonly string[] {
  if (!isMultiPartFieldType(field.type)) return [];
  const parts: readonly string[] = FIELD_PARTS[field.type];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
}

export function initialValue(field: FormFieldDefinition): FieldValue {
  if (field.type === 'address') return ['', '', '', '', '', DEFAULT_COUNTRY];
  if (isMultiPartFieldType(field.type)) return visibleParts(field).map(() => '');
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return {};
  return '';
}

export function initialValues(fields: readonly FormFieldDefinition[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.id, initialValue(field)]));
}

const text = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const list = (value: FieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value : [];
const answers = (value: FieldValue | undefined): Readonly<Record<string, string>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, string>>)
    : {};

/** The shared rules' view of one field. */
export function fieldState(field: FormFieldDefinition, value: FieldValue | undefined): FieldState {
  const base = { id: field.id, required: field.required === true };
  const options = field.options ?? [];
  switch (field.type) {
    case 'section':
      return { ...base, type: 'section' };
    case 'hidden':
      return { ...base, type: 'hidden', name: field.key ?? '', defaultValue: field.value ?? '' };
    case 'checkbox': {
      const checked = list(value);
      return {
        ...base,
        type: 'checkbox',
        options: options.map((option) => ({ value: option, checked: checked.includes(option) })),
      };
    }
    case 'radio': {
      const chosen = text(value);
      return {
        ...base,
        type: 'radio',
        options: options.map((option) => ({ value: option, checked: option === chosen })),
      };
    }
    case 'select':
      return { ...base, type: 'select', value: text(value) };
    case 'likert': {
      const chosen = answers(value);
      const labels = likertLabels();
      return {
        ...base,
        type: 'likert',
        questions: options.map((question) => ({
          question,
          answers: labels.map((label) => ({
            value: label,
            checked: ownValue(chosen, question) === label,
          })),
        })),
      };
    }
    case 'address':
    case 'date':
    case 'name':
    case 'phone':
    case 'time': {
      const parts = list(value);
      return {
        ...base,
        type: field.type,
        parts: visibleParts(field).map((_, i) => parts[i] ?? ''),
      };
    }
    case 'textarea':
      return { ...base, type: 'textarea', value: text(value), maxLength: field.maxLength };
    default:
      return { ...base, type: field.type, value: text(value) };
  }
}

/** The State and Zip labels for the address's country (shared/addresses/config). */
export function addressLabels(country: string) {
  const config = addressConfig(country || DEFAULT_COUNTRY);
  return { state: config.subdivisionLabel, zip: config.postalCodeLabel, regions: config.regions };
}

export interface FormCheck {
  readonly valid: boolean;
  readonly formError: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The first failing field in the form's order, for focus. */
  readonly firstInvalid: string | null;
}

export function checkForm(fields: readonly FormFieldDefinition[], values: FormValues): FormCheck {
  const { valid, formError, fieldErrors } = validateForm(
    fields.map((field) => fieldState(field, ownValue(values, field.id))),
  );
  const firstInvalid = fields.find((field) => ownValue(fieldErrors, field.id))?.id ?? null;
  return { valid, formError, fieldErrors, firstInvalid };
}

/** The payload's `form` map (hidden fields read the page's query string). */
export function formPayload(
  fields: readonly FormFieldDefinition[],
  values: FormValues,
  search: string,
): Record<string, SubmissionValue> {
  return submissionForm(
    fields.map((field) => fieldState(field, ownValue(values, field.id))),
    search,
  );
}
