// Submit-time validation of a whole form: spec storefront.md §5 "Forms": "All fields are
// validated on submit; any failure gives 'One or more fields is invalid, please check your
// entries.' with a per-field error." An address's Zip follows its Country's postal-code rule
// (site-and-editor.md §5 "Postal codes by country", shared/addresses) when both are filled.

import { postalCodeError } from '../addresses/postal-codes';
import { nameRecord } from '../json/keys';
import { emailFieldError } from './email';
import type { FieldState } from './field-state';
import { FIELD_PARTS } from './field-types';
import { longTextError } from './long-text';
import { FormMessage } from './messages';
import { requiredError } from './required';

/** One field's error, or null: required first, then the email and long-text rules. */
export function fieldError(field: FieldState): string | null {
  const missing = requiredError(field);
  if (missing !== null) return missing;
  if (field.type === 'email') return emailFieldError(field.value);
  if (field.type === 'textarea') return longTextError(field.value, field.maxLength);
  if (field.type === 'address') return addressError(field.parts);
  return null;
}

const ZIP = FIELD_PARTS.address.indexOf('Zip');
const COUNTRY = FIELD_PARTS.address.indexOf('Country');

/** The postal-code rule's message when Zip and Country are both filled and Zip does not fit. */
export function addressError(parts: readonly string[]): string | null {
  const zip = parts[ZIP]?.trim() ?? '';
  const country = parts[COUNTRY]?.trim() ?? '';
  return zip === '' || country === '' ? null : postalCodeError(country, zip);
}

export interface FormValidation {
  readonly valid: boolean;
  /** The form-level message when any field fails, else null. */
  readonly formError: string | null;
  /** Field id to its message, for the failing fields only. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export function validateForm(fields: readonly FieldState[]): FormValidation {
  const fieldErrors = nameRecord<string>();
  for (const field of fields) {
    const error = fieldError(field);
    if (error !== null) fieldErrors[field.id] = error;
  }
  const valid = Object.keys(fieldErrors).length === 0;
  return { valid, formError: valid ? null : FormMessage.fieldsInvalid, fieldErrors };
}
