// Who may see a page of the live site (docs/page-access.md): the lock screen (page type 103)
// closes the whole site until its password is given, then a page with a password (protected
// content, 105) until that password is given, then a member page (106 when refused) for the
// signed-in site users with access to one of its member areas. Pure: the server reads the
// cookies and the site user and calls this; nothing here trusts the browser.
import { PageType, type PageTypeCode } from '../codes/page-types';
import type { Page, Site } from '../document/schema';

export type AccessDecision = 'allowed' | 'lock-screen' | 'page-password' | 'members-only';

/** What the visitor has unlocked, from cookies the server verified. */
export interface Unlocked {
  readonly site: boolean;
  readonly pageIds: ReadonlySet<string>;
}

/** The signed-in site user and the member areas they may enter; null for a visitor. */
export interface AccessSiteUser {
  readonly memberAreaIds: readonly string[];
}

export interface AccessQuestion {
  readonly site: Pick<Site, 'settings'>;
  readonly page: Pick<Page, 'id' | 'access'>;
  readonly siteUser: AccessSiteUser | null;
  readonly unlocked: Unlocked;
}

export const NOTHING_UNLOCKED: Unlocked = { site: false, pageIds: new Set() };

/** True when the site's lock screen is on. */
export function siteIsLocked(site: Pick<Site, 'settings'>): boolean {
  return site.settings.lockScreen?.enabled === true;
}

/** May a member with these areas see a page open to `pageAreas` (none listed: any member)? */
export function isMemberOf(
  pageAreas: readonly string[] | undefined,
  userAreas: readonly string[],
): boolean {
  if (pageAreas === undefined || pageAreas.length === 0) return true;
  return pageAreas.some((area) => userAreas.includes(area));
}

/** What the visitor gets for `page`: the page, or the screen shown in its place. */
export function accessFor({ site, page, siteUser, unlocked }: AccessQuestion): AccessDecision {
  if (siteIsLocked(site) && !unlocked.site) return 'lock-screen';
  switch (page.access?.kind ?? 'public') {
    case 'public':
      return 'allowed';
    case 'password':
      return unlocked.pageIds.has(page.id) ? 'allowed' : 'page-password';
    case 'members':
      return siteUser !== null && isMemberOf(page.access?.memberAreaIds, siteUser.memberAreaIds)
        ? 'allowed'
        : 'members-only';
  }
}

/** The spec's page type of the screen shown instead of a page; null when the page is shown. */
export function screenPageType(decision: AccessDecision): PageTypeCode | null {
  switch (decision) {
    case 'allowed':
      return null;
    case 'lock-screen':
      return PageType.lockScreen;
    case 'page-password':
      return PageType.protectedContent;
    case 'members-only':
      return PageType.memberAreaAccessDenied;
  }
}

/** Each page's decision, by page id (answered with the visitor's copy of the site). */
export type PageAccessMap = Readonly<Record<string, AccessDecision>>;

/**
 * The visitor's copy of `site`: every page they may not see keeps its title and address (the
 * navigation and the screen name it) but loses its sections, so its content never leaves the
 * server. Answers the decisions too, so the page shows the right screen.
 */
export function siteForVisitor<S extends Site>(
  site: S,
  decide: (page: Page) => AccessDecision,
): { readonly site: S; readonly access: PageAccessMap } {
  const access: Record<string, AccessDecision> = {};
  const pages = site.pages.map((page) => {
    const decision = decide(page);
    access[page.id] = decision;
    return decision === 'allowed' ? page : { ...page, sections: [] };
  });
  return { site: { ...site, pages }, access };
}
