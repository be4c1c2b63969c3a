// The account page's pure rules: checking a form before sending (the shared
// credentials rule) and turning a refusal into field errors or one message.

import { SiteUserMessage } from '../../../shared/api/site-users';
import { CartMessage } from '../../../shared/cart/messages';
import type { CredentialField } from '../../../shared/site-users/credentials';
import { type Credentials, checkCredentials } from '../../../shared/site-users/credentials';
import { StorefrontApiError } from '../api';

export const ACCOUNT_ADDRESS = '/account';

/** A failure the server did not explain (the page's other words: shared/i18n/shopper-words.ts). */
export const UNEXPECTED_ACCOUNT_FAILURE = 'Something went wrong. Please try again.';

/**
 * What the live region says after signing in (`signedIn`: the page language's words); a merge
 * that dropped units says so, in the server's words.
 */
export function signedInMessage(cartUnitsDropped: number, signedIn: string): string {
  return cartUnitsDropped > 0 ? `${signedIn} ${SiteUserMessage.cartTrimmed}` : signedIn;
}

export type FormMode = 'sign-in' | 'create';

export interface AccountFormValues {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export const EMPTY_ACCOUNT_FORM: AccountFormValues = { email: '', password: '', rememberMe: false };

export type AccountFormErrors = Partial<Record<CredentialField, string>>;

export type FormCheck =
  | { readonly ok: true; readonly credentials: Credentials }
  | { readonly ok: false; readonly errors: AccountFormErrors };

/** The form's own check before anything is sent. */
export function checkAccountForm(values: AccountFormValues, mode: FormMode): FormCheck {
  const check = checkCredentials(values, mode);
  return check.ok
    ? { ok: true, credentials: check.value }
    : { ok: false, errors: { [check.field]: check.message } };
}

export interface RefusalView {
  readonly errors: AccountFormErrors;
  /** Shown above the form (role alert), or null when a field carries it. */
  readonly message: string | null;
}

/** A failed call as the form shows it: at the field the server names, else as one message. */
export function refusalView(failure: unknown): RefusalView {
  if (!(failure instanceof StorefrontApiError))
    return { errors: {}, message: UNEXPECTED_ACCOUNT_FAILURE };
  if (failure.network) return { errors: {}, message: CartMessage.checkConnection };
  const body = failure.body as { field?: unknown } | null;
  const field = body?.field;
  const message = failure.serverMessage ?? UNEXPECTED_ACCOUNT_FAILURE;
  if (field === 'email' || field === 'password')
    return { errors: { [field]: message }, message: null };
  return { errors: {}, message };
}
