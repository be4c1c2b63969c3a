// Which visitors get their cart loaded at once (spec storefront.md §6): "only if the user is
// authenticated, or a hasCart cookie equals true, or a cart cookie exists. Otherwise the add
// buttons are just made visible."

import type { Cookies } from '../cookies/parse';
import { readSiteUserCookie, SITE_USER_COOKIE } from '../cookies/site-user';

/** Set to 'true' once the visitor has a cart (name from the spec). */
export const HAS_CART_COOKIE = 'hasCart';
/** Holds the visitor's cart id. The spec does not name it; this is our name. */
export const CART_COOKIE = 'cart';

/** @param cookies the parsed Cookie header (see `parseCookies`). */
export function shouldLoadCartAtOnce(cookies: Cookies): boolean {
  return (
    readSiteUserCookie(cookies.get(SITE_USER_COOKIE)).authenticated ||
    cookies.get(HAS_CART_COOKIE) === 'true' ||
    cookies.has(CART_COOKIE)
  );
}
