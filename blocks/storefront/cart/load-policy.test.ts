import { describe, expect, it, vi } from 'vitest';
import { encodeSiteUserCookie } from '../../../shared/cookies/site-user';
import { loadCartAtOnce, MALFORMED_USER_COOKIE_LOG } from './load-policy';

describe('loadCartAtOnce', () => {
  it.each([
    ['', false, false],
    ['hasCart=true', true, false],
    [`SiteUserInfo=${encodeSiteUserCookie('u1')}`, true, false],
    ['SiteUserInfo=%7Bbroken', false, true],
    ['SiteUserInfo=%7Bbroken; hasCart=true', true, true],
  ])('%j: load %s, logged %s', (cookies, load, logged) => {
    const log = vi.fn();
    expect(loadCartAtOnce(cookies, log)).toBe(load);
    expect(log.mock.calls).toEqual(logged ? [[MALFORMED_USER_COOKIE_LOG]] : []);
  });
});
