// Owner sessions: a random 256-bit token in an HttpOnly cookie (only its digest is stored), with
// an idle and an absolute end. "Remember me" keeps the cookie across browser restarts.
import type { Context } from 'hono';
import { OWNER_SESSION_COOKIE } from '../../shared/api/auth';
import { appendCookie } from '../cookie-header';
import type { OwnerStore } from '../storage/owner-store';
import { newToken, tokenDigest } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Idle and absolute lifetimes (ours): a browser session, and one the owner asked to remember. */
export const SESSION_LIFETIMES = {
  browser: { idleMs: 12 * HOUR_MS, lifetimeMs: 7 * DAY_MS },
  remembered: { idleMs: 14 * DAY_MS, lifetimeMs: 30 * DAY_MS },
} as const;

/** Starts a session for the owner: stored, and its cookie set. Answers the token. */
export async function startOwnerSession(
  c: Context,
  owners: OwnerStore,
  ownerId: string,
  rememberMe: boolean,
): Promise<string> {
  const terms = SESSION_LIFETIMES[rememberMe ? 'remembered' : 'browser'];
  const token = newToken();
  await owners.createSession(tokenDigest(token), ownerId, {
    idleMs: terms.idleMs,
    expiresAt: owners.now() + terms.lifetimeMs,
  });
  appendCookie(c, OWNER_SESSION_COOKIE, token, {
    maxAge: rememberMe ? terms.lifetimeMs / 1000 : null,
    httpOnly: true,
  });
  return token;
}

export function clearOwnerCookie(c: Context): void {
  appendCookie(c, OWNER_SESSION_COOKIE, '', { maxAge: 0, httpOnly: true });
}
