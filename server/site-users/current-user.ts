// Who is signed in, from the HttpOnly session cookie alone: the readable SiteUserInfo cookie is
// for the frame and never trusted here. One lookup per request, however many callers ask.
import type { Context } from 'hono';
import { parseCookies } from '../../shared/cookies/parse';
import { SITE_USER_COOKIE } from '../../shared/cookies/site-user';
import type { SiteUserRecord, SiteUserStore } from '../storage/site-user-store';
import { clearSessionCookies, sessionTokenOf, tokenDigest } from './session';

export type CurrentSiteUser = (c: Context) => Promise<SiteUserRecord | null>;

export function currentSiteUser(store: SiteUserStore): CurrentSiteUser {
  const asked = new WeakMap<Request, Promise<SiteUserRecord | null>>();
  return (c) => {
    let answer = asked.get(c.req.raw);
    if (!answer) {
      const token = sessionTokenOf(c.req.header('Cookie'));
      answer =
        token === null
          ? Promise.resolve(null)
          : store.sessionUser(tokenDigest(token)).then((user) => user ?? null);
      asked.set(c.req.raw, answer);
    }
    return answer;
  };
}

/**
 * When the request claims a sign-in (either cookie) the session does not back, both cookies are
 * cleared, so the frame stops showing a signed-in visitor.
 */
export function forgetStaleSignIn(c: Context, signedIn: boolean): void {
  if (signedIn) return;
  const cookies = parseCookies(c.req.header('Cookie') ?? '');
  if (cookies.has(SITE_USER_COOKIE) || sessionTokenOf(c.req.header('Cookie')) !== null) {
    clearSessionCookies(c);
  }
}
