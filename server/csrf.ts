// CSRF protection with a double-submit crumb: a random `crumb` cookie (SameSite=Strict) that
// every write under /api must echo in the X-CSRF-Token header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { CRUMB_COOKIE, CRUMB_HEADER, SiteApiMessage } from '../shared/api/sites';
import { parseCookies } from '../shared/cookies/parse';

const CRUMB_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's crumb, or undefined when it has none or a malformed one. */
export function requestCrumb(cookieHeader: string | undefined): string | undefined {
  const value = parseCookies(cookieHeader ?? '').get(CRUMB_COOKIE);
  return value !== undefined && CRUMB_PATTERN.test(value) ? value : undefined;
}

export function newCrumb(): string {
  return randomBytes(24).toString('base64url');
}

export function crumbCookie(value: string, secure: boolean): string {
  return `${CRUMB_COOKIE}=${value}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

function sameCrumb(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets a fresh crumb cookie on the response when the request carries no valid one. */
export function ensureCrumbCookie(c: Context): void {
  if (requestCrumb(c.req.header('Cookie'))) return;
  const secure = new URL(c.req.url).protocol === 'https:';
  c.header('Set-Cookie', crumbCookie(newCrumb(), secure), { append: true });
}

/** The message for a write with this cookie crumb and header, or undefined when it may pass. */
export function crumbFailure(
  cookieCrumb: string | undefined,
  headerCrumb: string | undefined,
): string | undefined {
  if (cookieCrumb === undefined) return SiteApiMessage.cookiesDisabled;
  if (headerCrumb === undefined || !sameCrumb(cookieCrumb, headerCrumb)) {
    return SiteApiMessage.crumbExpired;
  }
  return undefined;
}

/**
 * For /api/*: refuses writes without the crumb (403) and hands out a crumb on reads. The refusal
 * carries the sentence as `error` (site API) and `message` (commerce calls).
 */
export function csrf(): MiddlewareHandler {
  return async (c, next) => {
    const cookieCrumb = requestCrumb(c.req.header('Cookie'));
    if (!SAFE_METHODS.has(c.req.method)) {
      const error = crumbFailure(cookieCrumb, c.req.header(CRUMB_HEADER));
      if (error) return c.json({ error, message: error, crumbFail: true }, 403);
    }
    await next();
    if (c.req.method === 'GET' && cookieCrumb === undefined) ensureCrumbCookie(c);
  };
}
