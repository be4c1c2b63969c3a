// Who gets a cart loaded at once (spec storefront.md §6): a signed-in visitor, `hasCart` true,
// or a cart cookie; a malformed site-user cookie is logged and counts as signed out.
import { shouldLoadCartAtOnce } from '../../../shared/cart/load-policy';
import { parseCookies } from '../../../shared/cookies/parse';
import { readSiteUserCookie, SITE_USER_COOKIE } from '../../../shared/cookies/site-user';

export const MALFORMED_USER_COOKIE_LOG =
  'Ignoring a malformed site user cookie; treating the visitor as signed out.';

/** Reads the cookie string and says whether to load the cart now. */
export function loadCartAtOnce(
  cookieString: string,
  log: (message: string) => void = (message) => console.warn(message),
): boolean {
  const cookies = parseCookies(cookieString);
  const user = readSiteUserCookie(cookies.get(SITE_USER_COOKIE));
  if (!user.authenticated && user.malformed) log(MALFORMED_USER_COOKIE_LOG);
  return shouldLoadCartAtOnce(cookies);
}
