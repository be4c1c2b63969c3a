// The one-time sign-in link `npm start` prints: `<origin>/config/?signin=<token>`. Opening it signs the
// admin in (valid once, for 15 minutes) and redirects to the same address without the token, so
// it leaves the address bar and the browser's history. A used or expired link lands on the
// editor's sign-in screen with a notice (a short-lived readable cookie the editor shows once).
import { Hono } from 'hono';
import { SIGN_IN_LINK_PARAM } from '../../shared/api/auth';
import { appendCookie } from '../cookie-header';
import type { OwnerStore } from '../storage/owner-store';
import { startOwnerSession } from './session';
import { newToken, tokenDigest } from './tokens';

export const SIGN_IN_LINK_MINUTES = 15;
/** Where the editor is served (the spec's editor paths). */
export const EDITOR_PATH = '/config/';
/** Read by the editor's sign-in screen: the link it was opened with did not work. */
export const LINK_NOTICE_COOKIE = 'signinNotice';

/** Makes a fresh link token for the owner (stored as its digest). */
export async function createSignInLink(owners: OwnerStore, ownerId: string): Promise<string> {
  const token = newToken();
  await owners.createLink(
    tokenDigest(token),
    ownerId,
    owners.now() + SIGN_IN_LINK_MINUTES * 60_000,
  );
  return token;
}

export function signInLinkRoute(owners: OwnerStore): Hono {
  const app = new Hono();
  app.get(EDITOR_PATH, async (c, next) => {
    const token = c.req.query(SIGN_IN_LINK_PARAM);
    if (token === undefined) return next();
    const ownerId = await owners.consumeLink(tokenDigest(token));
    if (ownerId === undefined) {
      appendCookie(c, LINK_NOTICE_COOKIE, 'link-invalid', { maxAge: 60, httpOnly: false });
    } else {
      await startOwnerSession(c, owners, ownerId, false);
    }
    const url = new URL(c.req.url);
    url.searchParams.delete(SIGN_IN_LINK_PARAM);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });
  return app;
}
