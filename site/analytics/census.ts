// What the live page does about the census on each page view (spec site-and-editor.md §4, §9),
// decided by the rules of shared/analytics: the cookies to clear, the cookies to write and whether
// RecordHit is sent. Pure: the page's script (start.ts) reads the cookies and applies the plan.
// The page cannot tell a signed-in owner (the session cookie is HttpOnly and the page is cached
// for everyone): the server leaves out owners' hits (server/routes/analytics.ts).

import { type CookieWrite, countCensusVisit } from '../../shared/analytics/census-visit';
import type { CookiePolicySite } from '../../shared/analytics/cookie-policy';
import { visitorCookiesToClear } from '../../shared/analytics/cookie-policy';
import { shouldRecordPageView } from '../../shared/analytics/tracking';
import type { Cookies } from '../../shared/cookies/parse';

export interface CensusPage {
  readonly path: string;
  readonly pageType: number;
  readonly censusDisabled: boolean;
  readonly policy: CookiePolicySite;
}

export interface CensusPlan {
  readonly clear: readonly string[];
  readonly writes: readonly CookieWrite[];
  /** Send RecordHit. */
  readonly send: boolean;
  /** The visitor cookie to send with it (none under a restrictive policy). */
  readonly visitorCookie?: string;
}

export function planCensus(cookies: Cookies, page: CensusPage, now: number, newId: string) {
  const clear = visitorCookiesToClear(page.policy, cookies);
  const context = {
    signedIn: false,
    websiteRoles: [],
    path: page.path,
    censusDisabled: page.censusDisabled,
  };
  if (!shouldRecordPageView(context, page.pageType)) {
    return { clear, writes: [], send: false } satisfies CensusPlan;
  }
  // Under a restrictive policy the page view is still counted, by the server's daily hash only.
  if (clear.length > 0) return { clear, writes: [], send: true } satisfies CensusPlan;
  const visit = countCensusVisit(cookies, now, { newId });
  return {
    clear,
    writes: visit.writes,
    send: true,
    visitorCookie: visit.writes[0].value,
  } satisfies CensusPlan;
}

/** A cookie for `document.cookie`: the whole site, Lax, Secure on HTTPS; Max-Age 0 clears it. */
export function cookieText(name: string, value: string, maxAgeMs: number, secure: boolean) {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A new census id: word characters and dashes, as the record's pattern wants. */
export function newCensusId(random: () => string): string {
  return random().replace(/[^\w-]/g, '');
}
