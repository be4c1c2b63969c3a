// Shared by the commerce routes: the JSON body reader, refusals as `{message}`, the visitor's cart cookies
// (`cart` holds the cart id, HttpOnly; `hasCart` tells the storefront to load it) and the
// rate-limit key of a visitor.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { CART_COOKIE, CommerceMessage, HAS_CART_COOKIE } from '../../shared/api/commerce';
import { parseCookies } from '../../shared/cookies/parse';
import { isObj } from '../../shared/products/input-fields';
import { appendCookie } from '../cookie-header';
import { jsonBody } from '../json-body';
import type { CurrentSiteUser } from '../site-users/current-user';
import type { CartRef, Refusal } from '../storage/commerce-store';

/** Commerce bodies are small; anything larger is refused. */
export const MAX_COMMERCE_BODY_BYTES = 64_000;
/** 30 days: a cart outlives a browser session. */
const CART_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** The shape of a cart id (the `cart` cookie, a subscription cart token). */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The commerce calls' JSON body (an empty body stands for `{}`), in `c.var.body`. A body that is
 * not JSON answers the commerce sentence; a too large or too deep one says so.
 */
export const commerceJson = jsonBody({
  maxBytes: MAX_COMMERCE_BODY_BYTES,
  empty: {},
  refuse: (c, refusal) =>
    c.json(
      { message: refusal.kind === 'not-json' ? CommerceMessage.badRequest : refusal.message },
      refusal.status,
    ),
});

export function refuse(c: Context, refusal: Refusal): Response {
  const body =
    refusal.field === undefined
      ? { message: refusal.message }
      : { message: refusal.message, field: refusal.field };
  return c.json(body, refusal.status);
}

/** A body's fields when it is a JSON object, else none: a list or null reads as no fields. */
export function fieldsOf(body: unknown): Readonly<Record<string, unknown>> {
  return isObj(body) ? body : {};
}

export function badRequest(c: Context, message: string, field?: string): Response {
  return c.json(field === undefined ? { message } : { message, field }, 400);
}

/**
 * The visitor's cart id from the cookie; null when absent or malformed (a malformed value is
 * treated as no cart: the next add makes a new one and replaces the cookie).
 */
export function cartIdOf(c: Context): string | null {
  const value = parseCookies(c.req.header('Cookie') ?? '').get(CART_COOKIE);
  return value !== undefined && CART_ID_PATTERN.test(value) ? value : null;
}

/** The request's cart: the signed-in user's (from the session) or the cookie's. */
export async function cartRefOf(c: Context, siteUser?: CurrentSiteUser): Promise<CartRef> {
  const user = siteUser ? await siteUser(c) : null;
  return { cartId: cartIdOf(c), siteUserId: user?.id ?? null };
}

export function setCartCookies(c: Context, cartId: string): void {
  appendCookie(c, CART_COOKIE, cartId, { maxAge: CART_COOKIE_SECONDS, httpOnly: true });
  appendCookie(c, HAS_CART_COOKIE, 'true', { maxAge: CART_COOKIE_SECONDS, httpOnly: false });
}

export function clearCartCookies(c: Context): void {
  appendCookie(c, CART_COOKIE, '', { maxAge: 0, httpOnly: true });
  appendCookie(c, HAS_CART_COOKIE, 'false', { maxAge: 0, httpOnly: false });
}

/** The network address of the request; 'local' when the app runs without a socket (tests). */
export function addressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
