// Owners' passkeys (WebAuthn) under /api/auth/passkeys: adding one to the signed-in account,
// listing and removing one's own, and signing in with one. Request and answer shapes shared by
// the server and the editor; the WebAuthn options and responses themselves are the JSON forms
// @simplewebauthn hands to and gets from the browser, passed through as they are.

export const PasskeyPath = {
  /** GET: the signed-in owner's passkeys. */
  list: '/api/auth/passkeys',
  /** POST: options to add a passkey to the signed-in account. */
  registrationOptions: '/api/auth/passkeys/registration/options',
  /** POST {challengeId, response, name?}: adds the passkey the browser made. */
  registration: '/api/auth/passkeys/registration',
  /** POST: options to sign in with any passkey of this site (no email asked). */
  signInOptions: '/api/auth/passkeys/sign-in/options',
  /** POST {challengeId, response, rememberMe?}: signs in; answered like a password sign-in. */
  signIn: '/api/auth/passkeys/sign-in',
} as const;

/** DELETE: removes one of the signed-in owner's passkeys. */
export const passkeyPath = (passkeyId: string) =>
  `${PasskeyPath.list}/${encodeURIComponent(passkeyId)}`;

/** The options the browser needs, and the id of the one-time challenge they carry. */
export interface PasskeyOptionsResponse<Options = unknown> {
  readonly challengeId: string;
  readonly options: Options;
}

export interface PasskeyRegistrationRequest<Response = unknown> {
  readonly challengeId: string;
  readonly response: Response;
  /** The owner's name for it ("Work laptop"); "Passkey N" when absent or blank. */
  readonly name?: string;
}

export interface PasskeySignInRequest<Response = unknown> {
  readonly challengeId: string;
  readonly response: Response;
  readonly rememberMe?: boolean;
}

export interface PasskeySummary {
  /** The credential id (base64url). */
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface PasskeysResponse {
  readonly passkeys: readonly PasskeySummary[];
}

/** Our limits. */
export const MAX_PASSKEY_NAME_LENGTH = 80;
export const MAX_PASSKEYS_PER_OWNER = 20;
/** A WebAuthn challenge is answered once, within this time. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** Sentences of the passkey routes (ours; the spec has none). */
export const PasskeyMessage = {
  challengeExpired: 'This passkey request has expired. Please try again.',
  notVerified: 'This passkey could not be verified. Please try again.',
  unknownPasskey: 'This passkey is not registered for this site.',
  alreadyAdded: 'This passkey is already on your account.',
  notFound: 'This passkey was not found.',
  nameTooLong: `Passkey names are at most ${MAX_PASSKEY_NAME_LENGTH} characters.`,
  tooMany: `An account has at most ${MAX_PASSKEYS_PER_OWNER} passkeys.`,
  lastCredential: 'Set a password before removing your last passkey, or you could not sign in.',
} as const;
