// The site-user wire contract: a visitor's own account on the site (not the owner's). The session
// calls are the spec's (site-and-editor.md §7: POST/DELETE /api/site-users/account/session);
// creating an account and reading it are ours, the spec shows none.

/** POST (sign in, answers SignInResponse) and DELETE (sign out, `?cloneCart=true|false`). */
export const SITE_USER_SESSION_PATH = '/api/site-users/account/session';
/** POST (create an account, answers AccountResponse) and GET (who is signed in, or 401). */
export const SITE_USER_ACCOUNT_PATH = '/api/site-users/account';
/** The DELETE session query parameter: true keeps a copy of the cart for the visitor. */
export const CLONE_CART_PARAM = 'cloneCart';

/** HttpOnly cookie holding the session's random token: the server's only proof of a sign-in. */
export const SITE_USER_SESSION_COOKIE = 'siteUserSession';

/** Our limit: long enough to matter, short enough to bound the hash's work. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  readonly rememberMe?: boolean;
}

export interface CreateAccountRequest {
  readonly email: string;
  readonly password: string;
}

export interface AccountResponse {
  readonly email: string;
  readonly siteUserId: string;
}

/** The spec's sign-in answer carries `xsrfToken`: our crumb, echoed in X-CSRF-Token on writes. */
export interface SignInResponse extends AccountResponse {
  readonly xsrfToken: string;
  /** Units of the visitor's cart the merge could not keep (9999 per entry, stock); ours. */
  readonly cartUnitsDropped: number;
}

/** Refusals answer `{message, field?}` with these sentences (ours). */
export const SiteUserMessage = {
  emailRequired: 'Email cannot be blank.',
  passwordRequired: 'Password cannot be blank.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'The email or password is incorrect.',
  notSignedIn: 'You are not signed in.',
  tooManyAttempts: 'Too many attempts. Please try again in a minute.',
  cartTrimmed:
    'Some items from this browser’s cart did not fit in your saved cart (stock or quantity limits).',
} as const;
