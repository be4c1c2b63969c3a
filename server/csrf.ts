// CSRF protection with a signed crumb: the server issues the `crumb` cookie (SameSite=Strict)
// and every browser write under /api echoes it in the X-CSRF-Token header. A crumb is a random
// nonce and an HMAC of that nonce with the request's session (the owner's, else the site
// user's, else none), under a key only the server holds: a value a client invents, or one
// issued for another session, is refused. Signing in or out changes the session, so those
// answers carry a fresh crumb (`issueCrumb`). A request with a valid API key is not a browser's
// and needs no crumb.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { OWNER_SESSION_COOKIE } from '../shared/api/auth';
import { SITE_USER_SESSION_COOKIE } from '../shared/api/site-users';
import { CRUMB_COOKIE, CRUMB_HEADER, SiteApiMessage } from '../shared/api/sites';
import { parseCookies } from '../shared/cookies/parse';
import { isSecureRequest } from './cookie-header';

const NONCE_LENGTH = 22;
const CRUMB_PATTERN = /^[A-Za-z0-9_-]{65}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class CrumbSigner {
  constructor(private readonly key: Buffer) {}

  /** A signer with a random key (tests, and an app built without storage). */
  static random(): CrumbSigner {
    return new CrumbSigner(randomBytes(32));
  }

  private mac(nonce: string, binding: string): string {
    return createHmac('sha256', this.key).update(`${nonce}|${binding}`).digest('base64url');
  }

  issue(binding: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}${this.mac(nonce, binding)}`;
  }

  /** True when `crumb` was issued by this server for `binding`. */
  verify(crumb: string, binding: string): boolean {
    if (!CRUMB_PATTERN.test(crumb)) return false;
    const expected = Buffer.from(this.mac(crumb.slice(0, NONCE_LENGTH), binding));
    const actual = Buffer.from(crumb.slice(NONCE_LENGTH));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/** What a crumb is tied to: a digest of the request's session cookie, or '' without one. */
export function crumbBinding(cookieHeader: string | undefined): string {
  const cookies = parseCookies(cookieHeader ?? '');
  const session = cookies.get(OWNER_SESSION_COOKIE) ?? cookies.get(SITE_USER_SESSION_COOKIE);
  return session ? createHash('sha256').update(session).digest('base64url') : '';
}

/** The binding once the response sets (a token) or clears (null) the cookie `name`. */
export function bindingAfter(
  cookieHeader: string | undefined,
  name: string,
  value: string | null,
): string {
  const kept = (cookieHeader ?? '')
    .split(';')
    .filter((part) => part.split('=')[0]?.trim() !== name);
  if (value !== null) kept.push(`${name}=${value}`);
  return crumbBinding(kept.join(';'));
}

/** The request's crumb cookie, or undefined when it has none or a malformed one. */
export function requestCrumb(cookieHeader: string | undefined): string | undefined {
  const value = parseCookies(cookieHeader ?? '').get(CRUMB_COOKIE);
  return value !== undefined && CRUMB_PATTERN.test(value) ? value : undefined;
}

export function crumbCookie(value: string, secure: boolean): string {
  return `${CRUMB_COOKIE}=${value}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

function signerOf(c: Context): CrumbSigner {
  const signer = c.get('crumbs');
  if (!signer) throw new Error('No crumb signer: mount csrf() before the routes.');
  return signer;
}

/**
 * Sets a fresh crumb for the session `binding` names (by default the request's own), and
 * answers it: for sign-in and sign-out answers, whose session differs from the request's.
 */
export function issueCrumb(c: Context, binding = crumbBinding(c.req.header('Cookie'))): string {
  const crumb = signerOf(c).issue(binding);
  c.header('Set-Cookie', crumbCookie(crumb, isSecureRequest(c)), { append: true });
  return crumb;
}

/** Sets a fresh crumb cookie when the request carries no valid one for its session. */
export function ensureCrumbCookie(c: Context): void {
  currentCrumb(c);
}

/** The request's crumb when valid for its session, else a fresh one set as its cookie. */
export function currentCrumb(c: Context): string {
  const cookieHeader = c.req.header('Cookie');
  const crumb = requestCrumb(cookieHeader);
  if (crumb !== undefined && signerOf(c).verify(crumb, crumbBinding(cookieHeader))) return crumb;
  return issueCrumb(c);
}

/** The message for a write with this cookie crumb and header, or undefined when it may pass. */
export function crumbFailure(
  signer: CrumbSigner,
  cookieHeader: string | undefined,
  headerCrumb: string | undefined,
): string | undefined {
  const cookieCrumb = requestCrumb(cookieHeader);
  if (cookieCrumb === undefined) return SiteApiMessage.cookiesDisabled;
  if (headerCrumb !== cookieCrumb || !signer.verify(cookieCrumb, crumbBinding(cookieHeader))) {
    return SiteApiMessage.crumbExpired;
  }
  return undefined;
}

export interface CsrfOptions {
  readonly signer: CrumbSigner;
  /**
   * True when the request presents an API key (scripts send no crumb). A browser cannot send an
   * Authorization header across sites without CORS, which the server never grants; the owner
   * guard then refuses a key that is not valid with 401.
   */
  readonly presentsApiKey?: (c: Context) => boolean;
  /**
   * True for the writes the live page sends by beacon, which cannot carry a header: the
   * visitor analytics calls (server/routes/analytics.ts), which change nothing a forger could use.
   */
  readonly exempt?: (c: Context) => boolean;
}

/**
 * For /api/*: refuses writes without a valid crumb (403) and hands out a crumb on reads. The
 * refusal carries the sentence as `error` (site API) and `message` (commerce calls).
 */
export function csrf(options: CsrfOptions): MiddlewareHandler {
  return async function csrfGuard(c, next) {
    c.set('crumbs', options.signer);
    if (!SAFE_METHODS.has(c.req.method) && !options.presentsApiKey?.(c) && !options.exempt?.(c)) {
      const error = crumbFailure(
        options.signer,
        c.req.header('Cookie'),
        c.req.header(CRUMB_HEADER),
      );
      if (error) return c.json({ error, message: error, crumbFail: true }, 403);
    }
    await next();
    if (c.req.method === 'GET' && !c.res.headers.getSetCookie().some(isCrumbCookie)) {
      ensureCrumbCookie(c);
    }
  };
}

const isCrumbCookie = (cookie: string) => cookie.startsWith(`${CRUMB_COOKIE}=`);

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by csrf(): the signer of this server's crumbs. */
    crumbs: CrumbSigner;
  }
}
