// What a failed form save shows: spec storefront.md §8 "Form submission":
// 401, 404, 429 and 500 have fixed messages; "HTTP 400 with data.errors (field id to message):
// each field is marked with its message. Otherwise data.error is shown; otherwise the
// unknown-error message." The same per-field mapping serves the server-side validate call.

import { nameRecord } from '../json/keys';
import { serverMessageOr } from '../server-message';
import { FormMessage } from './messages';

export const SUBMIT_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

export interface SubmitFailure {
  /** The message above the form. */
  readonly formError: string;
  /** Field id to the server's message, shown above that field's title. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** The non-empty string messages of data.errors, or null when there are none. */
export function serverFieldErrors(data: unknown): Record<string, string> | null {
  const errors = isRecord(data) ? data.errors : undefined;
  if (!isRecord(errors)) return null;
  const fieldErrors = nameRecord<string>();
  for (const [id, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message !== '') fieldErrors[id] = message;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/**
 * Maps a failed response to what the form shows. With per-field errors (HTTP 400) the form-level
 * message is the client-side one, 'One or more fields is invalid, please check your entries.',
 * so both kinds of field failure read alike (our choice: the spec only says each field is marked).
 */
export function submitFailure(status: number, data: unknown): SubmitFailure {
  const fixed = SUBMIT_STATUS_MESSAGES[status];
  if (fixed !== undefined) return { formError: fixed, fieldErrors: {} };
  const fieldErrors = status === 400 ? serverFieldErrors(data) : null;
  if (fieldErrors !== null) return { formError: FormMessage.fieldsInvalid, fieldErrors };
  const error = isRecord(data) ? data.error : undefined;
  return { formError: serverMessageOr(error, FormMessage.unknownError), fieldErrors: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
