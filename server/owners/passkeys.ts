// Passkeys (WebAuthn) through @simplewebauthn/server: the relying party of a request, the options
// a browser needs to make or use a passkey, and the checks of its answer. Sign-in is by
// discoverable credential (no email asked: the browser offers the passkeys it holds for this
// site). User verification is required: a passkey alone signs in, so it must prove the person
// (fingerprint, face, PIN), not only the device.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import { isSecureRequest } from '../cookie-header';
import type { PasskeyRecord } from '../storage/passkey-store';

/** Where a passkey belongs: the host name it was made for, and the page's exact origin. */
export interface RelyingParty {
  /** The request's host name without port (WebAuthn's RP ID). */
  readonly id: string;
  /** scheme://host[:port] the browser showed, https when the request came over HTTPS. */
  readonly origin: string;
}

/** The relying party of a request: its Host, and https when isSecureRequest says so. */
export function relyingPartyOf(c: Context): RelyingParty {
  const url = new URL(c.req.url);
  const scheme = isSecureRequest(c) ? 'https:' : url.protocol;
  return { id: url.hostname, origin: `${scheme}//${url.host}` };
}

/** How long the browser may wait for the person (ms); the challenge lives a little longer. */
const CEREMONY_TIMEOUT_MS = 120_000;

export interface RegistrationOwner {
  readonly id: string;
  readonly email: string;
}

/**
 * The passkey's user handle: the owner id's bytes (16 random bytes in base64url), answered by
 * the browser at sign-in in base64url again.
 */
const userHandleOf = (ownerId: string) => isoBase64URL.fromBuffer(isoBase64URL.toBuffer(ownerId));

export function registrationOptions(
  rp: RelyingParty,
  rpName: string,
  owner: RegistrationOwner,
  existing: ReadonlyArray<{ id: string; transports: string[] }>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: owner.email,
    userID: isoBase64URL.toBuffer(owner.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export function signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
}

/** What an answer must match: this challenge, this page, this host, a verified person. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: true,
});

export type NewCredential = Omit<PasskeyRecord, 'ownerId'>;

/** The new passkey when the browser's answer proves it; null when it does not. */
export async function checkRegistration(
  rp: RelyingParty,
  challenge: string,
  response: unknown,
): Promise<NewCredential | null> {
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      ...expected(rp, challenge),
    });
    if (!verified.verified) return null;
    const { credential } = verified.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // A malformed or forged answer: the library throws a sentence for developers, not people.
    return null;
  }
}

/** The credential id a sign-in answer names, when it has the shape of one. */
export function credentialIdOf(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && isoBase64URL.isBase64URL(id) && id !== '' ? id : null;
}

/** The authenticator's new counter when the answer proves the passkey; null when it does not. */
export async function checkSignIn(
  rp: RelyingParty,
  challenge: string,
  response: unknown,
  passkey: PasskeyRecord,
): Promise<number | null> {
  const userHandle = (response as { response?: { userHandle?: unknown } } | null)?.response
    ?.userHandle;
  // A discoverable credential names its account; it must be the one the passkey was added to.
  if (userHandle != null && userHandle !== userHandleOf(passkey.ownerId)) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expected(rp, challenge),
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: [...passkey.transports],
      },
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
