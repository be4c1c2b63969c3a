// A stand-in AuthClient for the auth components' tests (only tests import it): every call is a
// vi.fn answering what a server would for the admin below; a test overrides the calls it needs.
import { vi } from 'vitest';
import type { OwnerMe } from '../../shared/api/auth';
import type { AuthClient, AuthResult } from './client';

export const TEST_ME: OwnerMe = {
  email: 'owner@example.com',
  role: 'admin',
  siteId: 'demo',
  hasPassword: true,
};

export const ok = <T>(value: T): AuthResult<T> => ({ ok: true, value });
export const refused = (status: number, message: string, field?: string): AuthResult<never> => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

export function fakeAuthClient(overrides: Partial<AuthClient> = {}): AuthClient {
  const options = ok({ challengeId: 'c1', options: { challenge: 'x' } });
  return {
    signIn: vi.fn(async () => ok(TEST_ME)),
    signOut: vi.fn(async () => ok(null)),
    signOutEverywhere: vi.fn(async () => ok(2)),
    changePassword: vi.fn(async () => ok(1)),
    invitation: vi.fn(async () =>
      ok({ email: 'new@example.com', role: 'editor' as const, siteTitle: 'Juniper & Oak' }),
    ),
    acceptInvitation: vi.fn(async () => ok({ ...TEST_ME, email: 'new@example.com' })),
    passkeys: vi.fn(async () => ok([])),
    removePasskey: vi.fn(async () => ok(null)),
    registrationOptions: vi.fn(async () => options),
    registerPasskey: vi.fn(async () => ok(null)),
    signInOptions: vi.fn(async () => options),
    passkeySignIn: vi.fn(async () => ok(TEST_ME)),
    ...overrides,
  };
}
