import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CRUMB_HEADER, SiteApiMessage } from '../shared/api/sites';
import { crumbCookie, crumbFailure, csrf, newCrumb, requestCrumb } from './csrf';

const GOOD = 'abcdefghijklmnopqrstuvwx';

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

  it('accepts the crumbs it hands out', () => {
    const crumb = newCrumb();
    expect(requestCrumb(crumbCookie(crumb, false).split(';')[0])).toBe(crumb);
    expect(newCrumb()).not.toBe(crumb);
  });
});

describe('crumbCookie', () => {
  it('is SameSite=Strict on the whole site, Secure only over https', () => {
    expect(crumbCookie(GOOD, false)).toBe(`crumb=${GOOD}; Path=/; SameSite=Strict`);
    expect(crumbCookie(GOOD, true)).toBe(`crumb=${GOOD}; Path=/; SameSite=Strict; Secure`);
  });
});

describe('crumbFailure', () => {
  it.each([
    [undefined, undefined, SiteApiMessage.cookiesDisabled],
    [undefined, GOOD, SiteApiMessage.cookiesDisabled],
    [GOOD, undefined, SiteApiMessage.crumbExpired],
    [GOOD, `${GOOD}x`, SiteApiMessage.crumbExpired],
    [GOOD, GOOD.toUpperCase(), SiteApiMessage.crumbExpired],
    [GOOD, GOOD, undefined],
  ])('cookie %j, header %j -> %j', (cookie, header, message) => {
    expect(crumbFailure(cookie, header)).toBe(message);
  });
});

describe('csrf middleware', () => {
  const app = new Hono();
  app.use('*', csrf());
  app.all('/x', (c) => c.text('ok'));

  it.each([
    ['GET', {}, 200],
    ['HEAD', {}, 200],
    ['POST', {}, 403],
    ['PUT', { Cookie: `crumb=${GOOD}` }, 403],
    ['PATCH', { Cookie: `crumb=${GOOD}`, [CRUMB_HEADER]: 'wrong' }, 403],
    ['DELETE', { Cookie: `crumb=${GOOD}`, [CRUMB_HEADER]: GOOD }, 200],
  ])('%s with %j -> %i', async (method, headers, status) => {
    const response = await app.request('/x', { method, headers });
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({ crumbFail: true });
  });

  it('hands out a crumb on reads without one, and only then', async () => {
    const fresh = await app.request('/x');
    expect(fresh.headers.get('Set-Cookie')).toMatch(
      /^crumb=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Strict$/,
    );
    const kept = await app.request('/x', { headers: { Cookie: `crumb=${GOOD}` } });
    expect(kept.headers.get('Set-Cookie')).toBeNull();
    const malformed = await app.request('/x', { headers: { Cookie: 'crumb=%%%' } });
    expect(malformed.headers.get('Set-Cookie')).toMatch(/^crumb=/);
  });
});
