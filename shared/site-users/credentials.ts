// The checks of the account forms, shared by the frame (before sending) and the server (the
// authority): an email by the forms' email rule, lower-cased; a password of 8-200 characters.
// Sign-in only asks for both fields: a wrong one is the server's one generic refusal.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SiteUserMessage } from '../api/site-users';
import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '../forms/email';

export type CredentialField = 'email' | 'password';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export type CredentialsCheck =
  | { readonly ok: true; readonly value: Credentials }
  | { readonly ok: false; readonly message: string; readonly field: CredentialField };

/** The email as stored and compared: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Checks a sign-in (`mode: 'sign-in'`) or new-account body. Refusals name the field; the email
 * is checked first, as the forms put it first.
 */
export function checkCredentials(body: unknown, mode: 'sign-in' | 'create'): CredentialsCheck {
  const raw = record(body);
  const email = typeof raw.email === 'string' ? normaliseEmail(raw.email) : '';
  const password = typeof raw.password === 'string' ? raw.password : '';
  if (email === '') return { ok: false, message: SiteUserMessage.emailRequired, field: 'email' };
  if (mode === 'create' && !isEmailAddress(email)) {
    return { ok: false, message: EMAIL_INVALID_MESSAGE, field: 'email' };
  }
  if (password === '') {
    return { ok: false, message: SiteUserMessage.passwordRequired, field: 'password' };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, message: SiteUserMessage.passwordTooLong, field: 'password' };
  }
  if (mode === 'create' && password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, message: SiteUserMessage.passwordTooShort, field: 'password' };
  }
  return { ok: true, value: { email, password, rememberMe: raw.rememberMe === true } };
}
