import { describe, expect, it, vi } from 'vitest';
import { PasskeyMessage } from '../../shared/api/passkeys';
import type { AuthClient } from './client';
import {
  addPasskey,
  type Ceremonies,
  ceremonyMessage,
  PasskeyUiMessage,
  passkeySupport,
  signInWithPasskey,
} from './passkeys';

describe('passkeySupport', () => {
  const at = (href: string, supported = true) => passkeySupport(new URL(href), supported);

  it.each(['http://localhost:3000/', 'https://shop.example/', 'http://editor.local:8080/'])(
    'is ready at %s',
    (href) => {
      expect(at(href)).toEqual({ kind: 'ready' });
    },
  );

  it('names the loopback address to open instead of a number', () => {
    expect(at('http://127.0.0.1:3000/')).toEqual({
      kind: 'unavailable',
      message:
        "Passkeys need the editor's address by name: open http://localhost:3000/ to use them.",
      namedAddress: 'http://localhost:3000/',
    });
    expect(at('http://[::1]:4000/')).toMatchObject({ namedAddress: 'http://localhost:4000/' });
  });

  it('says so for another numeric address, and for a browser without WebAuthn', () => {
    expect(at('http://192.168.1.20:3000/')).toEqual({
      kind: 'unavailable',
      message: 'Passkeys need the editor at a named address, not a number.',
    });
    expect(at('http://localhost:3000/', false)).toEqual({
      kind: 'unavailable',
      message: PasskeyUiMessage.unsupported,
    });
  });
});

describe('ceremonyMessage', () => {
  it.each([
    [{ name: 'NotAllowedError' }, PasskeyUiMessage.cancelled],
    [{ name: 'AbortError' }, PasskeyUiMessage.cancelled],
    [{ code: 'ERROR_CEREMONY_ABORTED' }, PasskeyUiMessage.cancelled],
    [{ code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }, PasskeyMessage.alreadyAdded],
    [new Error('boom'), PasskeyUiMessage.failed],
    [undefined, PasskeyUiMessage.failed],
  ])('%j -> %s', (error, message) => {
    expect(ceremonyMessage(error)).toBe(message);
  });
});

/** A client whose passkey calls answer what a server would; the others are never called. */
function fakeClient(overrides: Partial<AuthClient> = {}): AuthClient {
  const options = { ok: true as const, value: { challengeId: 'c1', options: { challenge: 'x' } } };
  return {
    registrationOptions: vi.fn(async () => options),
    registerPasskey: vi.fn(async () => ({ ok: true as const, value: null })),
    signInOptions: vi.fn(async () => options),
    passkeySignIn: vi.fn(async () => ({
      ok: true as const,
      value: { email: 'a@x.co', role: 'admin' as const, siteId: 'demo', hasPassword: true },
    })),
    ...overrides,
  } as AuthClient;
}

const browser = (made: unknown): Ceremonies => ({
  create: vi.fn(async () => made),
  get: vi.fn(async () => made),
});
const refusing = (error: unknown): Ceremonies => ({
  create: vi.fn(async () => Promise.reject(error)),
  get: vi.fn(async () => Promise.reject(error)),
});

describe('addPasskey', () => {
  it("hands the server's options to the browser and its answer back, with the name", async () => {
    const client = fakeClient();
    const ceremonies = browser({ id: 'cred' });
    expect(await addPasskey(client, 'Laptop', ceremonies)).toEqual({ ok: true, value: null });
    expect(ceremonies.create).toHaveBeenCalledWith({ challenge: 'x' });
    expect(client.registerPasskey).toHaveBeenCalledWith('c1', { id: 'cred' }, 'Laptop');
  });

  it('stops with a sentence when the person cancels, sending nothing', async () => {
    const client = fakeClient();
    const answer = await addPasskey(client, '', refusing({ name: 'NotAllowedError' }));
    expect(answer).toEqual({ ok: false, status: 0, message: PasskeyUiMessage.cancelled });
    expect(client.registerPasskey).not.toHaveBeenCalled();
  });

  it("stops at the server's refusal of the options", async () => {
    const refusal = { ok: false as const, status: 401, message: 'Sign in to continue.' };
    const ceremonies = browser({});
    const client = fakeClient({ registrationOptions: async () => refusal });
    expect(await addPasskey(client, '', ceremonies)).toBe(refusal);
    expect(ceremonies.create).not.toHaveBeenCalled();
  });
});

describe('signInWithPasskey', () => {
  it('signs in with the passkey the browser offers', async () => {
    const client = fakeClient();
    const answer = await signInWithPasskey(client, true, browser({ id: 'cred' }));
    expect(answer).toMatchObject({ ok: true, value: { email: 'a@x.co' } });
    expect(client.passkeySignIn).toHaveBeenCalledWith('c1', { id: 'cred' }, true);
  });

  it('answers a cancelled request as a refusal', async () => {
    const client = fakeClient();
    const answer = await signInWithPasskey(client, false, refusing({ name: 'NotAllowedError' }));
    expect(answer).toEqual({ ok: false, status: 0, message: PasskeyUiMessage.cancelled });
    expect(client.passkeySignIn).not.toHaveBeenCalled();
  });
});
