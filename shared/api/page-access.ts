// The page-access wire contract (docs/page-access.md): a visitor unlocks the lock screen or a
// page's password; owners set those passwords and manage member areas. None of these calls is
// the spec's (it names the screens and their words only), so paths and messages are ours.
import type { PageAccessMap } from '../access/decide';
import type { SiteResponse } from './sites';

/** POST {scope, pageId?, password} with the crumb header: JSON answer (the frame's screens). */
export const UNLOCK_PATH = '/api/page-access/unlock';
/**
 * POST of the plain HTML form (form-encoded, the crumb as a field): a 303 back to `returnTo`, so
 * the screens work with JavaScript off. Outside /api (a form cannot send the crumb header); the
 * underscore keeps it clear of every page address (slugs are lower-case words and dashes).
 */
export const UNLOCK_FORM_PATH = '/_page-access/unlock';
/** The form field carrying the crumb (the cookie's value, as the spec's RecordEvent does). */
export const CRUMB_FIELD = 'crumb';
/** Query parameter the form's redirect adds after a refusal: one of UnlockRefusal's keys. */
export const UNLOCK_ERROR_PARAM = 'access-error';

/** Owners: GET which passwords are set; PUT the site's (`/site`) or a page's (`/pages/{id}`). */
export const PASSWORDS_PATH = '/api/page-access/passwords';
export const sitePasswordPath = () => `${PASSWORDS_PATH}/site`;
export const pagePasswordPath = (pageId: string) =>
  `${PASSWORDS_PATH}/pages/${encodeURIComponent(pageId)}`;

/** Owners: member areas and who may enter them. */
export const MEMBER_AREAS_PATH = '/api/member-areas';
export const memberAreaPath = (id: string) => `${MEMBER_AREAS_PATH}/${encodeURIComponent(id)}`;
export const memberAreaMembersPath = (id: string) => `${memberAreaPath(id)}/members`;

/** The signed, HttpOnly cookie of an unlocked lock screen. */
export const SITE_UNLOCK_COOKIE = 'siteUnlock';
/** The cookie of one unlocked page: the prefix and the page's id (ids are cookie-name safe). */
export const PAGE_UNLOCK_COOKIE_PREFIX = 'pageUnlock-';
export const pageUnlockCookie = (pageId: string) => `${PAGE_UNLOCK_COOKIE_PREFIX}${pageId}`;

export type UnlockScope = 'site' | 'page';

export interface UnlockRequest {
  readonly scope: UnlockScope;
  /** The page, for scope 'page'. */
  readonly pageId?: string;
  readonly password: string;
}

/** Passwords: at least this many characters when the owner sets one (ours). */
export const ACCESS_PASSWORD_MIN_LENGTH = 4;
export const ACCESS_PASSWORD_MAX_LENGTH = 200;
export const MEMBER_AREA_NAME_MAX_LENGTH = 80;

export const PageAccessMessage = {
  wrongPassword: 'That password is not right. Please try again.',
  noPassword: 'Enter the password.',
  badRequest: 'The request must name the site or a page of the site.',
  noSuchPage: 'This page does not exist.',
  tooMany: 'Too many attempts. Please try again in a minute.',
  passwordTooShort: `The password must be at least ${ACCESS_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must be at most ${ACCESS_PASSWORD_MAX_LENGTH} characters.`,
  areaName: `A member area needs a name of at most ${MEMBER_AREA_NAME_MAX_LENGTH} characters.`,
  areaNotFound: 'This member area does not exist.',
  noSiteUser: 'No site user has this email. They need an account on the site first.',
} as const;

/** The refusals a redirect back can name (UNLOCK_ERROR_PARAM), and what the screen then says. */
export const UnlockRefusal = {
  wrong: PageAccessMessage.wrongPassword,
  empty: PageAccessMessage.noPassword,
  limited: PageAccessMessage.tooMany,
} as const;
export type UnlockRefusalKey = keyof typeof UnlockRefusal;

/** The sentence for a redirect's `access-error` value; null when it names none. */
export function unlockRefusalText(value: string | null | undefined): string | null {
  return value && Object.hasOwn(UnlockRefusal, value)
    ? UnlockRefusal[value as UnlockRefusalKey]
    : null;
}

/** 200 answer to an unlock; 401/400/429 answer `{message}`. */
export interface UnlockResponse {
  readonly unlocked: UnlockScope;
}

/** GET /api/page-access/passwords: which passwords the server holds (never the hashes). */
export interface PasswordStatusResponse {
  readonly site: boolean;
  readonly pageIds: readonly string[];
}

/** PUT body of a password: a new password, or null to remove it. */
export interface SetPasswordRequest {
  readonly password: string | null;
}

export interface MemberAreaMember {
  readonly siteUserId: string;
  readonly email: string;
}

export interface MemberArea {
  readonly id: string;
  readonly name: string;
  readonly members: readonly MemberAreaMember[];
}

export interface MemberAreaListResponse {
  readonly areas: readonly MemberArea[];
}

/** GET /api/live-site: a visitor's copy, with what each page shows them (protected: no sections). */
export interface LiveSiteResponse extends SiteResponse {
  readonly access: PageAccessMap;
}

/** Where a form's redirect may go: a path of this origin only ('/about', '/preview/about?x=1'). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (value.includes('\\') || hasControl) return '/';
  return value.length > 2000 ? '/' : value;
}

/** `path` with the refusal named in its query (or removed when null), for the form's redirect. */
export function withUnlockError(path: string, refusal: UnlockRefusalKey | null): string {
  const hash = path.indexOf('#');
  const base = hash < 0 ? path : path.slice(0, hash);
  const mark = base.indexOf('?');
  const pathname = mark < 0 ? base : base.slice(0, mark);
  // The other parameters stay exactly as they were (shared/ has no URLSearchParams).
  const kept = (mark < 0 ? '' : base.slice(mark + 1))
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== UNLOCK_ERROR_PARAM);
  if (refusal !== null) kept.push(`${UNLOCK_ERROR_PARAM}=${encodeURIComponent(refusal)}`);
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`;
}
