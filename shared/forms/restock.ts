// Back-in-stock sign-up form: spec storefront.md §5 "Restock", §8 "Restock" and §4 "Restock
// form": "blank email gives 'Email cannot be blank'; a failed email check gives 'Email is
// invalid'"; errors show "the server's message, else 'Unable to submit form. Please try again
// later.'"; success shows "the site-configured restock success text, or 'Signed up!'".

import { serverMessageOr } from '../server-message';
import { isEmailAddress } from './email';

export const RestockMessage = {
  blankEmail: 'Email cannot be blank',
  invalidEmail: 'Email is invalid',
  submitFailed: 'Unable to submit form. Please try again later.',
  defaultSuccess: 'Signed up!',
} as const;

/** The form's own texts (the built-in form's, and what an owner's template's restock form reads). */
export const RESTOCK_TEXTS = {
  cta: 'Get notified by email when this product is back in stock',
  placeholder: 'Your Email',
  button: 'Sign Up',
  mailingList: 'Subscribe to our mailing list',
} as const;

/** The email error before sending, or null. Uses the same email check as form fields. */
export function restockEmailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return RestockMessage.blankEmail;
  return isEmailAddress(trimmed) ? null : RestockMessage.invalidEmail;
}

/** The message for a failed sign-up: the server's data.message, else the default. */
export function restockFailureMessage(data: unknown): string {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return serverMessageOr(message, RestockMessage.submitFailed);
}

/** The success text: the site's configured text when it has any, else 'Signed up!'. */
export function restockSuccessText(configured: string | null | undefined): string {
  return configured?.trim() ? configured : RestockMessage.defaultSuccess;
}
