import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/parse';
import { encodeSiteUserCookie } from '../cookies/site-user';
import { shouldLoadCartAtOnce } from './load-policy';

const signedIn = `SiteUserInfo=${encodeSiteUserCookie('u1')}`;
const signedOut = `SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`;

describe('shouldLoadCartAtOnce', () => {
  it.each([
    ['', false],
    [signedIn, true],
    [signedOut, false],
    ['SiteUserInfo=garbage', false],
    ['hasCart=true', true],
    ['hasCart=false', false],
    ['hasCart=TRUE', false],
    ['cart=abc123', true],
    ['cart=', true],
    ['carts=abc', false],
    [`${signedOut}; hasCart=true`, true],
  ] as const)('%j -> %s', (header, expected) => {
    expect(shouldLoadCartAtOnce(parseCookies(header))).toBe(expected);
  });
});
