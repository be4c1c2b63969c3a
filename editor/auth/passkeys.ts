// Passkeys in the browser: whether this page can use them, and the two ceremonies (add one to the
// signed-in account; sign in with one) through @simplewebauthn/browser, with the server's
// one-time options and checks around them (editor/auth/client.ts). The library loads on first use,
// not with the editor. Browsers refuse passkeys on an address that is a number
// (http://127.0.0.1:3000/): the page then names the address to open.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { OwnerMe } from '../../shared/api/auth';
import { PasskeyMessage } from '../../shared/api/passkeys';
import type { AuthClient, AuthResult } from './client';

export const PasskeyUiMessage = {
  cancelled: 'The passkey request was cancelled or timed out.',
  failed: 'This passkey could not be used. Please try again.',
  unsupported: 'This browser cannot use passkeys.',
} as const;

export type PasskeySupport =
  | { readonly kind: 'ready' }
  | {
      readonly kind: 'unavailable';
      readonly message: string;
      /** The same page by name, where passkeys work (for a loopback address). */
      readonly namedAddress?: string;
    };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/** Can this page use passkeys? `location` is the page's address; `supported` the browser's. */
export function passkeySupport(
  location: Pick<URL, 'hostname' | 'port' | 'protocol' | 'pathname'>,
  supported: boolean,
): PasskeySupport {
  if (!supported) return { kind: 'unavailable', message: PasskeyUiMessage.unsupported };
  const { hostname } = location;
  if (!IPV4.test(hostname) && !hostname.startsWith('[')) return { kind: 'ready' };
  if (LOOPBACK.has(hostname)) {
    const port = location.port ? `:${location.port}` : '';
    const named = `${location.protocol}//localhost${port}${location.pathname}`;
    return {
      kind: 'unavailable',
      message: `Passkeys need the editor's address by name: open ${named} to use them.`,
      namedAddress: named,
    };
  }
  return {
    kind: 'unavailable',
    message: 'Passkeys need the editor at a named address, not a number.',
  };
}

/** The page's own support: the address it was opened at, and the browser's WebAuthn. */
export function currentPasskeySupport(): PasskeySupport {
  const supported = typeof globalThis.PublicKeyCredential === 'function';
  return passkeySupport(new URL(globalThis.location.href), supported);
}

/** The browser's part of each ceremony (the real ones by default; tests pass their own). */
export interface Ceremonies {
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<unknown>;
  get(options: PublicKeyCredentialRequestOptionsJSON): Promise<unknown>;
}

const browserCeremonies: Ceremonies = {
  create: async (optionsJSON) =>
    (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON }),
  get: async (optionsJSON) =>
    (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
};

/** A sentence for a browser that refused or failed a ceremony. */
export function ceremonyMessage(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PasskeyMessage.alreadyAdded;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return PasskeyUiMessage.cancelled;
  }
  return PasskeyUiMessage.failed;
}

/** Runs the browser's part; a refusal becomes a result like the server's (status 0). */
async function inBrowser<T>(run: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, status: 0, message: ceremonyMessage(error) };
  }
}

/** Adds a passkey made by this device to the signed-in account. */
export async function addPasskey(
  client: AuthClient,
  name: string,
  ceremonies: Ceremonies = browserCeremonies,
): Promise<AuthResult<unknown>> {
  const started = await client.registrationOptions();
  if (!started.ok) return started;
  const { challengeId, options } = started.value;
  const made = await inBrowser(() =>
    ceremonies.create(options as PublicKeyCredentialCreationOptionsJSON),
  );
  if (!made.ok) return made;
  return client.registerPasskey(challengeId, made.value, name);
}

/** Signs in with a passkey this device offers (no email asked). */
export async function signInWithPasskey(
  client: AuthClient,
  rememberMe: boolean,
  ceremonies: Ceremonies = browserCeremonies,
): Promise<AuthResult<OwnerMe>> {
  const started = await client.signInOptions();
  if (!started.ok) return started;
  const { challengeId, options } = started.value;
  const used = await inBrowser(() =>
    ceremonies.get(options as PublicKeyCredentialRequestOptionsJSON),
  );
  if (!used.ok) return used;
  return client.passkeySignIn(challengeId, used.value, rememberMe);
}
