// The preview's route table: which page type a site address shows. The storefront's own pages
// (show cart 200, checkout 201, order confirmed 202, search 102, the account page 400) answer fixed addresses, ahead
// of the owner's pages; the owner's pages answer their slugs ("/" is the first page); anything
// else is the not-found page (100). Page types are the spec's numeric codes
// (shared/codes/page-types). Pure: the frame in the editor and the preview on its own both call
// `resolveRoute`; components for each page type are chosen in components/RouteView.tsx.
//
// Other features add their addresses as entries of SYSTEM_ROUTES (a pattern such as
// '/order-confirmed/:orderId'; each `:name` segment becomes a param).

import { SEARCH_PAGE_PATH } from '../shared/api/search';
import { PageType, type PageTypeCode } from '../shared/codes/page-types';
import { isSitePath } from '../shared/content/site-path';
import type { Site } from '../shared/document/schema';

export { pagePath } from '../shared/document/page-path';

/** One storefront address and the page type it shows. */
export interface SystemRoute {
  /** '/cart', or with params: '/order-confirmed/:orderId'. Matched without a trailing slash. */
  readonly pattern: string;
  readonly pageType: PageTypeCode;
}

/** The storefront's fixed addresses. Order matters: the first match wins. */
export const SYSTEM_ROUTES: readonly SystemRoute[] = [
  { pattern: '/cart', pageType: PageType.showCart },
  { pattern: '/checkout', pageType: PageType.checkout },
  { pattern: '/order-confirmed/:orderId', pageType: PageType.orderConfirmed },
  { pattern: SEARCH_PAGE_PATH, pageType: PageType.search },
  { pattern: '/subscription', pageType: PageType.subscriptionConfirmed },
  { pattern: '/gift-card/:itemId', pageType: PageType.contentItem },
  // The site user's sign-in and account page; the spec's table has no account type, so it takes
  // the sign-on page's code.
  { pattern: '/account', pageType: PageType.singleSignOnPage },
];

/** What an address shows. */
export interface Route {
  /** The address as asked for, normalised: path plus any query ('/search?q=oak'). */
  readonly address: string;
  readonly pageType: PageTypeCode;
  /** The owner's page shown, or null for a storefront page and the not-found page. */
  readonly pageId: string | null;
  /** The pattern's `:name` segments, then the query's parameters (the pattern's win). */
  readonly params: Readonly<Record<string, string>>;
  /**
   * A collection page or one of its items (docs/collections.md): the page that holds the
   * collection (whose access the item pages share) and the collection's id. An item's slug is
   * `params.item`.
   */
  readonly collection?: { readonly pageId: string; readonly collectionId: string };
}

function splitAddress(address: string): { path: string; query: string } {
  const hash = address.indexOf('#');
  const withoutHash = hash < 0 ? address : address.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  const rawPath = mark < 0 ? withoutHash : withoutHash.slice(0, mark);
  const query = mark < 0 ? '' : withoutHash.slice(mark + 1);
  const path = `/${rawPath.replace(/^\/+|\/+$/g, '')}`;
  return { path, query };
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params of `path` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) {
      const value = decode(have[i]!);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part !== have[i]) {
      return null;
    }
  }
  return params;
}

function queryParams(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (!Object.hasOwn(params, key)) params[key] = value;
  }
  return params;
}

/** The route an address inside the site shows ('/cart', '/about', '/search?q=oak'). */
export function resolveRoute(
  site: Site,
  address: string,
  routes: readonly SystemRoute[] = SYSTEM_ROUTES,
): Route {
  const { path, query } = splitAddress(address);
  const normalised = query === '' ? path : `${path}?${query}`;
  const fromQuery = queryParams(query);
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) {
      return {
        address: normalised,
        pageType: route.pageType,
        pageId: null,
        params: { ...fromQuery, ...params },
      };
    }
  }
  const slug = path.slice(1);
  const page =
    slug === '' ? site.pages[0] : site.pages.find((candidate) => candidate.slug === slug);
  if (page) {
    return {
      address: normalised,
      pageType: page.pageType,
      pageId: page.id,
      params: fromQuery,
      ...(page.collection
        ? { collection: { pageId: page.id, collectionId: page.collection.id } }
        : {}),
    };
  }
  // A collection's item: /<collection page's slug>/<item slug>.
  const entry = matchPattern('/:collection/:item', path);
  const holder = entry && site.pages.find((candidate) => candidate.slug === entry.collection);
  if (entry && holder?.collection) {
    return {
      address: normalised,
      pageType: PageType.contentItem,
      pageId: null,
      params: { ...fromQuery, ...entry },
      collection: { pageId: holder.id, collectionId: holder.collection.id },
    };
  }
  // A product's detail page: /<products collection page's slug>/<product slug>.
  const item = matchPattern('/:collection/:product', path);
  const collection = item && site.pages.find((candidate) => candidate.slug === item.collection);
  if (item && collection?.pageType === PageType.mainContent) {
    return {
      address: normalised,
      pageType: PageType.contentItem,
      pageId: null,
      params: { ...fromQuery, ...item },
    };
  }
  return { address: normalised, pageType: PageType.notFound, pageId: null, params: fromQuery };
}

/** Paths on this server that are not addresses of the site. */
const NOT_SITE_PREFIXES = ['/preview', '/api', '/media', '/files'];

/** A collection's files (its RSS feed, an event's calendar file): served, not routed. */
const COLLECTION_FILE = /(\/rss\.xml|\.ics)$/;

/** Whether an href is an address inside the site (to be routed), not another site or file. */
export function isSiteAddress(href: string): boolean {
  if (!isSitePath(href)) return false;
  if (COLLECTION_FILE.test(href.split(/[?#]/)[0] ?? '')) return false;
  return !NOT_SITE_PREFIXES.some((prefix) => href === prefix || href.startsWith(`${prefix}/`));
}
