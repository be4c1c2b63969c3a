// Checking a submitted `form` map (field id to value, spec storefront.md §3 "Form submission
// payload") against a form definition with the same rules the page uses (`validate.ts`): the
// server's SaveFormSubmission and validate calls. Values are read, never changed: what the visitor
// sent is what gets stored.

import type { FormField, SubmissionForm } from '../api/forms';
import { nameRecord, ownValue } from '../json/keys';
import type { FieldState } from './field-state';
import { FIELD_PARTS } from './field-types';
import { FormMessage } from './messages';
import type { SubmissionValue } from './submission-values';
import { validateForm } from './validate';

export type SubmissionCheck =
  /** `values`: the definition's fields only (sections skipped), each as sent. */
  | { readonly kind: 'valid'; readonly values: Record<string, SubmissionValue> }
  | { readonly kind: 'invalid'; readonly fieldErrors: Readonly<Record<string, string>> }
  /** The map or a value has the wrong shape: FormMessage.unparsableFields. */
  | { readonly kind: 'unparsable'; readonly error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Our limit: a multi-part field never has more parts than its type (phone: 3 or 4). */
const maxParts = (type: keyof typeof FIELD_PARTS) => FIELD_PARTS[type].length;

const chosen = (values: readonly string[]) => values.map((value) => ({ value, checked: true }));

/**
 * The field as the page would have it, from its sent value; null when the value has the wrong
 * shape. A missing value reads as empty, so the required rule reports it.
 */
export function fieldStateOf(field: FormField, value: unknown): FieldState | null {
  const required = 'required' in field ? field.required : false;
  const { id } = field;
  switch (field.type) {
    case 'section':
      return { id, type: 'section' };
    case 'hidden':
      return value === undefined || typeof value === 'string'
        ? { id, type: 'hidden', name: field.key, defaultValue: field.value }
        : null;
    case 'address':
    case 'date':
    case 'name':
    case 'phone':
    case 'time': {
      const parts = value ?? [];
      if (!isStringList(parts) || parts.length > maxParts(field.type)) return null;
      return { id, type: field.type, parts, required };
    }
    case 'checkbox': {
      const list = value ?? [];
      return isStringList(list) ? { id, type: 'checkbox', options: chosen(list), required } : null;
    }
    case 'radio': {
      const one = value ?? '';
      if (typeof one !== 'string') return null;
      return { id, type: 'radio', options: chosen(one === '' ? [] : [one]), required };
    }
    case 'likert': {
      const answers = value ?? {};
      if (!isRecord(answers) || !Object.values(answers).every(isStringList)) return null;
      const questions = field.options.map((question) => ({
        question,
        answers: chosen((ownValue(answers, question) as string[] | undefined) ?? []),
      }));
      return { id, type: 'likert', questions, required };
    }
    case 'textarea': {
      const text = value ?? '';
      if (typeof text !== 'string') return null;
      return { id, type: 'textarea', value: text, maxLength: field.maxLength, required };
    }
    default: {
      const text = value ?? '';
      return typeof text === 'string' ? { id, type: field.type, value: text, required } : null;
    }
  }
}

/** Checks a sent `form` map against the definition's fields. */
export function checkSubmission(fields: readonly FormField[], form: unknown): SubmissionCheck {
  const unparsable = { kind: 'unparsable', error: FormMessage.unparsableFields } as const;
  if (!isRecord(form)) return unparsable;
  const states: FieldState[] = [];
  const values = nameRecord<SubmissionValue>();
  for (const field of fields) {
    const sent = Object.hasOwn(form, field.id) ? form[field.id] : undefined;
    const state = fieldStateOf(field, sent);
    if (state === null) return unparsable;
    states.push(state);
    if (field.type !== 'section' && sent !== undefined) values[field.id] = sent as SubmissionValue;
  }
  const { valid, fieldErrors } = validateForm(states);
  return valid ? { kind: 'valid', values } : { kind: 'invalid', fieldErrors };
}

/** The first email field's trimmed value, when filled: what a connected mailing list keeps. */
export function submittedEmail(
  fields: readonly FormField[],
  values: SubmissionForm,
): string | null {
  const field = fields.find((candidate) => candidate.type === 'email');
  const value = field ? ownValue(values, field.id) : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
