// Tracking eligibility: spec site-and-editor.md §2 and §4 "Tracking eligibility".
// Events are recorded only for visitors who are not signed in, or signed-in users whose only
// website role is viewer (outside paths containing /config), and when census is not disabled.
// Page views are not recorded on /search, nor on pages of type not found (100), lock screen
// (103) and member area access denied (106).

import { PageType } from '../codes/page-types';

export interface TrackingContext {
  /** Signed in as a contributor of the website (not a site-user customer account). */
  readonly signedIn: boolean;
  /** The signed-in user's website roles (spec §3 site context websiteRoles). */
  readonly websiteRoles: readonly string[];
  readonly path: string;
  readonly censusDisabled: boolean;
}

/** The live page's body attribute (value "true") when the owner disabled the census. */
export const CENSUS_DISABLED_ATTRIBUTE = 'data-census-disabled';

/** Whether a live page's body says the census is disabled: nothing may be sent from it. */
export function censusDisabledOn(body: { getAttribute(name: string): string | null }): boolean {
  return body.getAttribute(CENSUS_DISABLED_ATTRIBUTE) === 'true';
}

export const UNTRACKED_PAGE_TYPES: readonly number[] = [
  PageType.notFound,
  PageType.lockScreen,
  PageType.memberAreaAccessDenied,
];

function onlyViewer(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'viewer');
}

/** Events may be recorded for this visitor on this path. */
export function isTrackingEligible(context: TrackingContext): boolean {
  if (context.censusDisabled) return false;
  if (!context.signedIn) return true;
  return onlyViewer(context.websiteRoles) && !context.path.includes('/config');
}

/** The search page, /search (with or without a trailing slash or query). */
export function isSearchPath(path: string): boolean {
  return /^\/search\/?(?:[?#].*)?$/.test(path);
}

/** A page view at this path and page type is recorded. */
export function shouldRecordPageView(context: TrackingContext, pageType: number): boolean {
  return (
    isTrackingEligible(context) &&
    !UNTRACKED_PAGE_TYPES.includes(pageType) &&
    !isSearchPath(context.path)
  );
}
