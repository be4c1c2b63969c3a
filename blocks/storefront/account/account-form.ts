// The account page's words and its pure rules: checking a form before sending (the shared
// credentials rule) and turning a refusal into field errors or one message.

import { SiteUserMessage } from '../../../shared/api/site-users';
import { CartMessage } from '../../../shared/cart/messages';
import type { CredentialField } from '../../../shared/site-users/credentials';
import { type Credentials, checkCredentials } from '../../../shared/site-users/credentials';
import { StorefrontApiError } from '../api';

export const ACCOUNT_ADDRESS = '/account';

export const AccountText = {
  signInLink: 'Sign in',
  accountLink: 'Account',
  pageTitle: 'Account',
  signIn: 'Sign in',
  createAccount: 'Create account',
  signOut: 'Sign out',
  email: 'Email',
  password: 'Password',
  newPasswordHint: 'At least 8 characters.',
  rememberMe: 'Remember me on this device',
  keepCart: 'Keep a copy of my cart in this browser',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  working: 'Please wait…',
  signedInAs: (email: string) => `Signed in as ${email}`,
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** What the live region says after signing in; a merge that dropped units says so. */
export function signedInMessage(cartUnitsDropped: number): string {
  return cartUnitsDropped > 0
    ? `${AccountText.signedIn} ${SiteUserMessage.cartTrimmed}`
    : AccountText.signedIn;
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
    return { errors: {}, message: AccountText.unexpected };
  if (failure.network) return { errors: {}, message: CartMessage.checkConnection };
  const body = failure.body as { field?: unknown } | null;
  const field = body?.field;
  const message = failure.serverMessage ?? AccountText.unexpected;
  if (field === 'email' || field === 'password')
    return { errors: { [field]: message }, message: null };
  return { errors: {}, message };
}
