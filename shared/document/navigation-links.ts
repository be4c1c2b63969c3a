// A navigation as the header, the footer and GetSiteLayout show it: each entry with its title
// and address. A page's title and address come from the page (page-path.ts); a folder's address
// follows its behaviour (spec §3, §4): index, its own address; redirect, its first entry's; none,
// not clickable. A member area leads to the site user's account.
import { isFolderClickable } from '../content/folders';
import type { NavItem, NavigationName } from './navigation';
import { pagePath } from './page-path';
import type { Site } from './schema';

/** Where a member area entry leads: the account page, where site users sign in. */
export const MEMBER_AREA_PATH = '/account';

export interface NavLink {
  readonly id: string;
  readonly kind: NavItem['kind'];
  readonly title: string;
  /** Null: not clickable (a folder whose behaviour is none). */
  readonly href: string | null;
  readonly newWindow: boolean;
  /** A folder's entries; empty for the others. */
  readonly items: readonly NavLink[];
}

type SiteForLinks = Pick<Site, 'pages' | 'navigation'>;

/** One navigation entry as a link; null when it names a missing page. */
export function linkOf(site: Pick<Site, 'pages'>, item: NavItem): NavLink | null {
  switch (item.kind) {
    case 'page': {
      const page = site.pages.find((candidate) => candidate.id === item.pageId);
      if (!page) return null;
      const href = pagePath(site, page.id);
      return { id: item.id, kind: 'page', title: page.title, href, newWindow: false, items: [] };
    }
    case 'link':
      return { ...item, href: item.url.trim(), items: [] };
    case 'memberArea':
      return {
        id: item.id,
        kind: item.kind,
        title: item.title,
        href: MEMBER_AREA_PATH,
        newWindow: false,
        items: [],
      };
    case 'folder': {
      const items = item.items.flatMap((child) => linkOf(site, child) ?? []);
      const href = !isFolderClickable(item.behavior)
        ? null
        : item.behavior === 'redirect' && items[0]?.href
          ? items[0].href
          : `/${item.slug}`;
      return { id: item.id, kind: 'folder', title: item.title, href, newWindow: false, items };
    }
  }
}

/** The entries of the navigation `name`, in order; entries naming a missing page are left out. */
export function navigationLinks(site: SiteForLinks, name: NavigationName): NavLink[] {
  return site.navigation[name].flatMap((item) => linkOf(site, item) ?? []);
}
