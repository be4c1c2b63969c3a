// Restrictive cookie policy: spec site-and-editor.md §9. Visitor cookies ss_cid, ss_cpvisit,
// ss_cvisit, ss_cvr, ss_cvt are cleared when a restrictive cookie policy applies: for cloneable
// websites, or when a restrictive policy is enabled and the banner is absent or performance
// cookies were not allowed (cookie ss_performanceCookiesAllowed).

import type { Cookies } from '../cookies/parse';
import { PERFORMANCE_COOKIES_ALLOWED_COOKIE, VISITOR_COOKIES } from './cookie-names';

export interface CookiePolicySite {
  readonly cloneable: boolean;
  readonly restrictivePolicyEnabled: boolean;
  readonly cookieBannerPresent: boolean;
}

/** The visitor allowed performance cookies: the cookie holds "true". */
export function performanceCookiesAllowed(cookies: Cookies): boolean {
  return cookies.get(PERFORMANCE_COOKIES_ALLOWED_COOKIE) === 'true';
}

export function restrictiveCookiePolicyApplies(site: CookiePolicySite, cookies: Cookies): boolean {
  if (site.cloneable) return true;
  if (!site.restrictivePolicyEnabled) return false;
  return !site.cookieBannerPresent || !performanceCookiesAllowed(cookies);
}

/** The visitor cookies to clear: all five under a restrictive policy, else none. */
export function visitorCookiesToClear(site: CookiePolicySite, cookies: Cookies): readonly string[] {
  return restrictiveCookiePolicyApplies(site, cookies) ? VISITOR_COOKIES : [];
}
