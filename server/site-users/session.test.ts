import { describe, expect, it } from 'vitest';
import { SITE_USER_SESSION_COOKIE } from '../../shared/api/site-users';
import {
  BROWSER_SESSION_DAYS,
  newSessionToken,
  REMEMBER_ME_DAYS,
  sessionLifetime,
  sessionTokenOf,
  tokenDigest,
} from './session';

const DAY = 24 * 60 * 60 * 1000;

describe('site-user sessions', () => {
  it('keeps a remembered session 30 days, cookie and server alike', () => {
    expect(REMEMBER_ME_DAYS).toBe(30);
    expect(sessionLifetime(1000, true)).toEqual({
      expiresAt: 1000 + 30 * DAY,
      cookieMaxAge: 30 * 24 * 60 * 60,
    });
  });

  it('ends an unremembered session with the browser, and on the server after a day', () => {
    expect(BROWSER_SESSION_DAYS).toBe(1);
    expect(sessionLifetime(1000, false)).toEqual({ expiresAt: 1000 + DAY, cookieMaxAge: null });
  });

  it('makes 256-bit tokens and stores only their digest', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(tokenDigest(token)).toMatch(/^[\w-]{43}$/);
    expect(tokenDigest(token)).not.toBe(token);
    expect(tokenDigest(token)).toBe(tokenDigest(token));
  });

  it('reads the token only when it has the shape of one', () => {
    const token = newSessionToken();
    expect(sessionTokenOf(`a=1; ${SITE_USER_SESSION_COOKIE}=${token}`)).toBe(token);
    expect(sessionTokenOf(`${SITE_USER_SESSION_COOKIE}=short`)).toBeNull();
    expect(sessionTokenOf(`${SITE_USER_SESSION_COOKIE}=${token}'--`)).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });
});
