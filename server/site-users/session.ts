// Site-user sessions: a random 256-bit token in an HttpOnly cookie, stored only as its SHA-256
// (a copy of the database holds no usable session). "Remember me" keeps it 30 days, cookie and
// server alike; otherwise the cookie ends with the browser session and the server forgets it
// after one day.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { SITE_USER_SESSION_COOKIE } from '../../shared/api/site-users';
import { parseCookies } from '../../shared/cookies/parse';
import { encodeSiteUserCookie, SITE_USER_COOKIE } from '../../shared/cookies/site-user';
import { appendCookie } from '../cookie-header';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_DAYS = 30;
export const BROWSER_SESSION_DAYS = 1;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionLifetime {
  /** When the server stops accepting the token (ms since the epoch). */
  readonly expiresAt: number;
  /** The cookies' Max-Age in seconds, or null for cookies that end with the browser session. */
  readonly cookieMaxAge: number | null;
}

export function sessionLifetime(now: number, rememberMe: boolean): SessionLifetime {
  const days = rememberMe ? REMEMBER_ME_DAYS : BROWSER_SESSION_DAYS;
  return {
    expiresAt: now + days * DAY_MS,
    cookieMaxAge: rememberMe ? (REMEMBER_ME_DAYS * DAY_MS) / 1000 : null,
  };
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The session token of the request, or null when absent or not of the token's shape. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  const value = parseCookies(cookieHeader ?? '').get(SITE_USER_SESSION_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

/** Sets the HttpOnly session cookie and the readable SiteUserInfo cookie beside it. */
export function setSessionCookies(
  c: Context,
  token: string,
  siteUserId: string,
  maxAge: number | null,
): void {
  appendCookie(c, SITE_USER_SESSION_COOKIE, token, { maxAge, httpOnly: true });
  appendCookie(c, SITE_USER_COOKIE, encodeSiteUserCookie(siteUserId), { maxAge, httpOnly: false });
}

export function clearSessionCookies(c: Context): void {
  appendCookie(c, SITE_USER_SESSION_COOKIE, '', { maxAge: 0, httpOnly: true });
  appendCookie(c, SITE_USER_COOKIE, '', { maxAge: 0, httpOnly: false });
}
