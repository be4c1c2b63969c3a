import { describe, expect, it } from 'vitest';
import { parseCookies } from './parse';
import { encodeSiteUserCookie, readSiteUserCookie, SITE_USER_COOKIE } from './site-user';

describe('readSiteUserCookie', () => {
  it.each([
    [undefined, { authenticated: false, malformed: false }],
    ['', { authenticated: false, malformed: false }],
    ['{"authenticated":false}', { authenticated: false, malformed: false }],
    ['{"authenticated":false,"siteUserId":"u1"}', { authenticated: false, malformed: false }],
    ['{"authenticated":true,"siteUserId":"u1"}', { authenticated: true, siteUserId: 'u1' }],
    ['{"authenticated":true}', { authenticated: false, malformed: true }],
    ['{"authenticated":true,"siteUserId":""}', { authenticated: false, malformed: true }],
    ['{"authenticated":true,"siteUserId":7}', { authenticated: false, malformed: true }],
    ['{"authenticated":"true","siteUserId":"u1"}', { authenticated: false, malformed: true }],
    ['{}', { authenticated: false, malformed: true }],
    ['null', { authenticated: false, malformed: true }],
    ['42', { authenticated: false, malformed: true }],
    ['{not json', { authenticated: false, malformed: true }],
  ] as const)('%j', (value, expected) => {
    expect(readSiteUserCookie(value)).toEqual(expected);
  });

  it('round-trips through a Cookie header', () => {
    const header = `other=1; ${SITE_USER_COOKIE}=${encodeSiteUserCookie('user; 42')}`;
    expect(readSiteUserCookie(parseCookies(header).get(SITE_USER_COOKIE))).toEqual({
      authenticated: true,
      siteUserId: 'user; 42',
    });
  });
});
