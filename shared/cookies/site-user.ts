// The site-user cookie: visitor versus signed-in site user (spec site-and-editor.md §3 "Census
// cookies": "Site user cookie: authenticated flag, siteUserId"; storefront.md §6: "A malformed
// user cookie is logged and treated as signed out").
//
// Encoding (our decision, the spec does not give one): the cookie value is URL-encoded JSON,
// `encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: "…" }))`.
// `parseCookies` already decodes the percent-encoding, so `readSiteUserCookie` takes the JSON text.

/** Name of the site-user cookie. */
export const SITE_USER_COOKIE = 'SiteUserInfo';

export type SiteUser =
  | { readonly authenticated: true; readonly siteUserId: string }
  | {
      readonly authenticated: false;
      /** True when a cookie was present but unreadable: the caller logs it. */
      readonly malformed: boolean;
    };

const SIGNED_OUT: SiteUser = { authenticated: false, malformed: false };
const MALFORMED: SiteUser = { authenticated: false, malformed: true };

/**
 * Reads the decoded cookie value. Absent means signed out. Malformed (not JSON, not an object,
 * `authenticated` not a boolean, or authenticated without a non-empty string `siteUserId`)
 * means signed out with `malformed: true`.
 */
export function readSiteUserCookie(value: string | undefined): SiteUser {
  if (value === undefined || value === '') return SIGNED_OUT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return MALFORMED;
  }
  if (typeof parsed !== 'object' || parsed === null) return MALFORMED;
  const { authenticated, siteUserId } = parsed as Record<string, unknown>;
  if (authenticated === false) return SIGNED_OUT;
  if (authenticated !== true) return MALFORMED;
  if (typeof siteUserId !== 'string' || siteUserId === '') return MALFORMED;
  return { authenticated: true, siteUserId };
}

/** The cookie value (already URL-encoded) a server sets for a signed-in site user. */
export function encodeSiteUserCookie(siteUserId: string): string {
  return encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId }));
}
