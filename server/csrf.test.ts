import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { OWNER_SESSION_COOKIE } from '../shared/api/auth';
import { SITE_USER_SESSION_COOKIE } from '../shared/api/site-users';
import { CRUMB_HEADER, SiteApiMessage } from '../shared/api/sites';
import {
  CrumbSigner,
  crumbBinding,
  crumbCookie,
  crumbFailure,
  csrf,
  issueCrumb,
  requestCrumb,
} from './csrf';

const signer = CrumbSigner.random();
const GOOD = signer.issue('');
const SESSION = `${OWNER_SESSION_COOKIE}=${'s'.repeat(43)}`;

describe('requestCrumb', () => {
  // The header is read by shared/cookies/parse.ts: trimmed, unquoted, percent-decoded.
  it.each([
    [undefined, undefined],
    ['', undefined],
    [`crumb=${GOOD}`, GOOD],
    [`a=1; crumb=${GOOD}; b=2`, GOOD],
    [`=x; crumb = ${GOOD} `, GOOD],
    [`crumb=${GOOD}; crumb=${GOOD.toUpperCase()}`, GOOD],
    [`xcrumb=${GOOD}`, undefined],
    ['crumb', undefined],
    ['crumb=short', undefined],
    [`crumb=${GOOD}%00`, undefined],
    ['crumb=%E0%A4%A', undefined],
    [`crumb="${GOOD}"`, GOOD],
    [`crumb=${'a'.repeat(129)}`, undefined],
    ['other=1', undefined],
  ])('%j -> %j', (header, value) => {
    expect(requestCrumb(header)).toBe(value);
  });
});

describe('CrumbSigner', () => {
  it('accepts what it issued for the same session, and nothing else', () => {
    const crumb = signer.issue('session-a');
    expect(signer.verify(crumb, 'session-a')).toBe(true);
    expect(signer.verify(crumb, 'session-b')).toBe(false);
    expect(signer.verify(crumb, '')).toBe(false);
    expect(CrumbSigner.random().verify(crumb, 'session-a')).toBe(false);
    expect(signer.issue('session-a')).not.toBe(crumb);
  });

  it('refuses a crumb a client made up, whatever its shape', () => {
    for (const made of ['a'.repeat(65), `${GOOD.slice(0, 22)}${'A'.repeat(43)}`, GOOD.slice(1)]) {
      expect(signer.verify(made, '')).toBe(false);
    }
  });
});

describe('crumbBinding', () => {
  it('is the owner session, else the site user session, else none', () => {
    const owner = crumbBinding(SESSION);
    const user = crumbBinding(`${SITE_USER_SESSION_COOKIE}=${'u'.repeat(43)}`);
    expect(crumbBinding(undefined)).toBe('');
    expect(crumbBinding('crumb=x')).toBe('');
    expect(owner).not.toBe('');
    expect(user).not.toBe(owner);
    expect(crumbBinding(`${SESSION}; ${SITE_USER_SESSION_COOKIE}=${'u'.repeat(43)}`)).toBe(owner);
  });
});

describe('crumbCookie', () => {
  it('is SameSite=Strict on the whole site, Secure only over https', () => {
    expect(crumbCookie(GOOD, false)).toBe(`crumb=${GOOD}; Path=/; SameSite=Strict`);
    expect(crumbCookie(GOOD, true)).toBe(`crumb=${GOOD}; Path=/; SameSite=Strict; Secure`);
  });
});

describe('crumbFailure', () => {
  const forSession = signer.issue(crumbBinding(SESSION));
  it.each([
    [undefined, undefined, SiteApiMessage.cookiesDisabled],
    [undefined, GOOD, SiteApiMessage.cookiesDisabled],
    [`crumb=${GOOD}`, undefined, SiteApiMessage.crumbExpired],
    [`crumb=${GOOD}`, `${GOOD}x`, SiteApiMessage.crumbExpired],
    [`crumb=${GOOD}`, GOOD.toUpperCase(), SiteApiMessage.crumbExpired],
    [`crumb=${GOOD}`, GOOD, undefined],
    // A crumb issued before signing in does not pass for the session, nor the other way round.
    [`crumb=${GOOD}; ${SESSION}`, GOOD, SiteApiMessage.crumbExpired],
    [`crumb=${forSession}; ${SESSION}`, forSession, undefined],
    [`crumb=${forSession}`, forSession, SiteApiMessage.crumbExpired],
  ])('cookies %j, header %j -> %j', (cookies, header, message) => {
    expect(crumbFailure(signer, cookies, header)).toBe(message);
  });
});

describe('csrf middleware', () => {
  const app = new Hono();
  app.use('*', csrf({ signer, presentsApiKey: (c) => c.req.header('Authorization') === 'key' }));
  app.all('/x', (c) => c.text('ok'));
  app.get('/sign-in', (c) => c.text(issueCrumb(c, 'new-session')));
  const MADE_UP = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklm';

  it.each([
    ['GET', {}, 200],
    ['HEAD', {}, 200],
    ['POST', {}, 403],
    ['PUT', { Cookie: `crumb=${GOOD}` }, 403],
    ['PATCH', { Cookie: `crumb=${GOOD}`, [CRUMB_HEADER]: 'wrong' }, 403],
    ['DELETE', { Cookie: `crumb=${GOOD}`, [CRUMB_HEADER]: GOOD }, 200],
    ['POST', { Cookie: `crumb=${MADE_UP}`, [CRUMB_HEADER]: MADE_UP }, 403],
    ['POST', { Authorization: 'key' }, 200],
    ['POST', { Authorization: 'not a key' }, 403],
  ])('%s with %j -> %i', async (method, headers, status) => {
    const response = await app.request('/x', { method, headers });
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({ crumbFail: true });
  });

  it('hands out a crumb on reads without a valid one, and only then', async () => {
    const fresh = await app.request('/x');
    expect(fresh.headers.get('Set-Cookie')).toMatch(
      /^crumb=[A-Za-z0-9_-]{65}; Path=\/; SameSite=Strict$/,
    );
    const kept = await app.request('/x', { headers: { Cookie: `crumb=${GOOD}` } });
    expect(kept.headers.get('Set-Cookie')).toBeNull();
    const madeUp = await app.request('/x', { headers: { Cookie: `crumb=${MADE_UP}` } });
    expect(madeUp.headers.get('Set-Cookie')).toMatch(/^crumb=/);
    const otherSession = await app.request('/x', {
      headers: { Cookie: `crumb=${GOOD}; ${SESSION}` },
    });
    expect(otherSession.headers.get('Set-Cookie')).toMatch(/^crumb=/);
  });

  it('sets one crumb when a route issued its own', async () => {
    const response = await app.request('/sign-in');
    const crumbs = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('crumb='));
    expect(crumbs).toEqual([crumbCookie(await response.text(), false)]);
    expect(signer.verify(await (await app.request('/sign-in')).text(), 'new-session')).toBe(true);
  });
});
