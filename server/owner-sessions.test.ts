// Owner sessions: sign out, sign out everywhere, a new password ends the other sessions, idle and
// absolute ends (on the server's clock), the cookie's attributes (HttpOnly, SameSite, Secure over
// HTTPS directly or through a trusted proxy), one answer for a wrong email and a wrong password
// after the same work (scrypt runs for both), and the per-account sign-in limit.
import { scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_SESSION_PATH, OWNER_SESSION_COOKIE, OwnerMessage } from '../shared/api/auth';
import { CONTRIBUTOR_PASSWORD, contributor, NO_LIMITS } from './owner-test-helpers';
import { SESSION_LIFETIMES } from './owners/session';
import { type RunningServer, startServer } from './server';
import { serverOptions, TEST_OWNER, TestClient, tempDir } from './test-helpers';

// The same module with scrypt counted, so the test sees the decoy hash checked for unknown emails.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const HOUR = 60 * 60 * 1000;
const dir = tempDir('owner-sessions');
let now = Date.parse('2025-06-02T09:00:00Z');
let server: RunningServer;
let admin: TestClient | undefined;
let serial = 0;

beforeAll(async () => {
  server = await startServer(
    serverOptions(dir.path, { limits: NO_LIMITS, clock: () => new Date(now) }),
  );
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const me = async (client: TestClient) => (await client.request('/api/auth/me')).status;

/** A new contributor, and a second browser of theirs signed in with the password. */
async function twoBrowsers() {
  serial += 1;
  const email = `person${serial}@people.test`;
  // The admin signs in again when the clock has moved past its session.
  if (!admin || (await me(admin)) !== 200) admin = await new TestClient(server.url).signIn();
  const first = await contributor(admin, email, 'editor');
  const second = await new TestClient(server.url).signIn(email, CONTRIBUTOR_PASSWORD);
  return { email, first, second };
}

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${OWNER_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('No session cookie was set.');
  return cookie;
}

describe('ending sessions', () => {
  it('sign out ends this session only, and its cookie is worth nothing after', async () => {
    const { first, second } = await twoBrowsers();
    const token = first.cookies.get(OWNER_SESSION_COOKIE)!;
    expect((await first.send('DELETE', AUTH_SESSION_PATH)).status).toBe(200);
    expect(await me(first)).toBe(401);
    const replay = new TestClient(server.url);
    replay.cookies.set(OWNER_SESSION_COOKIE, token);
    expect(await me(replay)).toBe(401);
    expect(await me(second)).toBe(200);
  });

  it('sign out everywhere ends every session of the owner', async () => {
    const { first, second } = await twoBrowsers();
    const answer = await first.send('DELETE', '/api/auth/sessions');
    expect(await answer.json()).toEqual({ ended: 2 });
    expect([await me(first), await me(second)]).toEqual([401, 401]);
  });

  it('a new password ends the other sessions, and only the new one signs in', async () => {
    const { email, first, second } = await twoBrowsers();
    const changed = await first.send('PUT', '/api/auth/password', {
      currentPassword: CONTRIBUTOR_PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(await changed.json()).toEqual({ endedOtherSessions: 1 });
    expect([await me(first), await me(second)]).toEqual([200, 401]);
    await expect(new TestClient(server.url).signIn(email, CONTRIBUTOR_PASSWORD)).rejects.toThrow();
    expect(await me(await new TestClient(server.url).signIn(email, 'a-new-password'))).toBe(200);
  });

  it('refuses a new password without the current one', async () => {
    const { first } = await twoBrowsers();
    const refused = await first.send('PUT', '/api/auth/password', {
      currentPassword: 'wrong',
      newPassword: 'a-new-password',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: OwnerMessage.currentPasswordWrong });
  });
});

describe('expiry on the server’s clock', () => {
  const { idleMs, lifetimeMs } = SESSION_LIFETIMES.browser;

  it(`ends a session left idle for ${idleMs / HOUR} hours; use keeps it alive`, async () => {
    const { first, second } = await twoBrowsers();
    now += idleMs - HOUR;
    expect(await me(first)).toBe(200);
    now += 2 * HOUR;
    expect(await me(first)).toBe(200);
    expect(await me(second)).toBe(401);
  });

  it(`ends a session ${lifetimeMs / (24 * HOUR)} days after sign-in, however much it is used`, async () => {
    const { first } = await twoBrowsers();
    const end = now + lifetimeMs;
    while (now + idleMs / 2 < end) {
      now += idleMs / 2;
      expect(await me(first)).toBe(200);
    }
    now = end + 1;
    expect(await me(first)).toBe(401);
  });
});

describe('the session cookie', () => {
  async function signInResponse(base: string, headers: Record<string, string> = {}, body = {}) {
    const client = await new TestClient(base).start();
    return client.request(AUTH_SESSION_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': client.crumb!, ...headers },
      body: JSON.stringify({ ...TEST_OWNER, ...body }),
    });
  }

  it('is HttpOnly, SameSite=Lax, for the whole site; a browser session unless remembered', async () => {
    const cookie = sessionCookie(await signInResponse(server.url));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(cookie).not.toMatch(/Secure/);
    const remembered = sessionCookie(await signInResponse(server.url, {}, { rememberMe: true }));
    expect(remembered).toMatch(`Max-Age=${SESSION_LIFETIMES.remembered.lifetimeMs / 1000}`);
  });

  it('is Secure behind a trusted proxy that says the request came over HTTPS', async () => {
    const proxied = tempDir('owner-sessions-proxy');
    const behindProxy = await startServer(
      serverOptions(proxied.path, { limits: NO_LIMITS, trustProxy: true }),
    );
    try {
      const https = { 'X-Forwarded-Proto': 'https' };
      expect(sessionCookie(await signInResponse(behindProxy.url, https))).toMatch(/; Secure/);
      expect(sessionCookie(await signInResponse(behindProxy.url))).not.toMatch(/Secure/);
      // Without TRUST_PROXY the header is not believed.
      expect(sessionCookie(await signInResponse(server.url, https))).not.toMatch(/Secure/);
    } finally {
      await behindProxy.close();
      proxied.remove();
    }
  });
});

describe('a wrong email and a wrong password', () => {
  async function attempt(email: string, password: string) {
    const client = await new TestClient(server.url).start();
    const started = performance.now();
    const calls = vi.mocked(scrypt).mock.calls.length;
    const response = await client.send('POST', AUTH_SESSION_PATH, { email, password });
    return {
      status: response.status,
      body: await response.json(),
      scrypts: vi.mocked(scrypt).mock.calls.length - calls,
      ms: performance.now() - started,
      cookies: response.headers.getSetCookie().filter((c) => c.startsWith(OWNER_SESSION_COOKIE)),
    };
  }

  it('answer the same, after the same work (one scrypt each)', async () => {
    await attempt('warm-up@people.test', 'whatever-it-is');
    const unknown = await attempt('nobody@people.test', 'whatever-it-is');
    const wrong = await attempt(TEST_OWNER.email, 'not-the-password');
    expect(unknown.status).toBe(401);
    expect({ ...unknown.body }).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      error: OwnerMessage.badCredentials,
      message: OwnerMessage.badCredentials,
    });
    expect([unknown.scrypts, wrong.scrypts]).toEqual([1, 1]);
    expect([unknown.cookies, wrong.cookies]).toEqual([[], []]);
    // Their times, measured for the record (a machine shared by many runs makes a bound flaky).
    const times = { unknown: [] as number[], wrong: [] as number[] };
    for (let round = 0; round < 7; round += 1) {
      times.unknown.push((await attempt('nobody@people.test', 'whatever-it-is')).ms);
      times.wrong.push((await attempt(TEST_OWNER.email, 'not-the-password')).ms);
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[3]!.toFixed(1);
    console.info(
      `sign-in refusal, median of 7: unknown email ${median(times.unknown)} ms, wrong password ${median(times.wrong)} ms`,
    );
  });
});

describe('the per-account sign-in limit', () => {
  it('counts one account across fresh browsers (new crumbs and cookies each time)', async () => {
    const limited = tempDir('owner-sessions-limit');
    const guarded = await startServer(
      serverOptions(limited.path, {
        // Only the per-account rule is tried here: the per-address one is raised out of the way.
        limits: { rules: { OWNER_SIGN_IN_PER_ADDRESS: { burst: 1000, perSecond: 100 } } },
      }),
    );
    try {
      const tryOnce = async (password: string, email: string = TEST_OWNER.email) => {
        const fresh = await new TestClient(guarded.url).start();
        return fresh.send('POST', AUTH_SESSION_PATH, { email, password });
      };
      const statuses: number[] = [];
      for (let round = 0; round < 5; round += 1) statuses.push((await tryOnce('guess')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const blocked = await tryOnce(TEST_OWNER.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await blocked.json()).toMatchObject({ message: OwnerMessage.tooManyAttempts });
      // Another account is not held back by this one.
      expect((await tryOnce('guess', 'someone@people.test')).status).toBe(401);
    } finally {
      await guarded.close();
      limited.remove();
    }
  });
});
