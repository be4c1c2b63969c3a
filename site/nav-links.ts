// The header's and footer's navigation links, read from the frame's document so that they stay
// the same array while they read the same. Any edit to a block gives the site's `pages` a new
// reference (immer copies the path to the block), and a fresh array of equal links made the
// header and footer render again, every link's address checked again, on each keystroke typed
// into a block's setting. Built again only when the pages or the navigation change, and kept
// when the new links equal the last ones.

import type { NavigationName } from '../shared/document/navigation';
import { type NavLink, navigationLinks } from '../shared/document/navigation-links';
import type { Site } from '../shared/document/schema';
import { jsonEqual } from './json-equal';

type LinksSource = Pick<Site, 'pages' | 'navigation'> | null | undefined;

const NO_LINKS: readonly NavLink[] = [];

/** A reader of navigation `name` that returns its previous array while the links are equal. */
export function navigationLinksKeeper(
  name: NavigationName,
): (site: LinksSource) => readonly NavLink[] {
  let pages: Site['pages'] | undefined;
  let navigation: Site['navigation'] | undefined;
  let links = NO_LINKS;
  return (site) => {
    if (site?.pages === pages && site?.navigation === navigation) return links;
    pages = site?.pages;
    navigation = site?.navigation;
    const next = site ? navigationLinks(site, name) : NO_LINKS;
    if (!jsonEqual(next, links)) links = next;
    return links;
  };
}
