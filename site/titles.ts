// The <title> of a live page: the owner's page title beside the site's (the home page is the
// site's title alone), or the storefront page's name.
import { PageType, type PageTypeCode } from '../shared/codes/page-types';
import type { Site } from '../shared/document/schema';
import type { Route } from './routes';

const SYSTEM_TITLES: Partial<Record<PageTypeCode, string>> = {
  [PageType.notFound]: 'Page not found',
  [PageType.error]: 'Something went wrong',
  [PageType.search]: 'Search',
  [PageType.showCart]: 'Cart',
  [PageType.checkout]: 'Checkout',
  [PageType.orderConfirmed]: 'Order confirmed',
  [PageType.subscriptionConfirmed]: 'Subscription',
  [PageType.contentItem]: 'Shop',
  [PageType.singleSignOnPage]: 'Account',
};

/** A storefront or special page's own name ('Cart'), or the site's title when it has none. */
export function systemTitle(site: Site, pageType: PageTypeCode): string {
  return SYSTEM_TITLES[pageType] ?? site.title;
}

export function pageTitle(site: Site, route: Pick<Route, 'pageId' | 'pageType'>): string {
  const page = route.pageId === null ? undefined : site.pages.find((p) => p.id === route.pageId);
  if (page) return page.id === site.pages[0]?.id ? site.title : `${page.title} · ${site.title}`;
  const name = SYSTEM_TITLES[route.pageType];
  return name ? `${name} · ${site.title}` : site.title;
}
