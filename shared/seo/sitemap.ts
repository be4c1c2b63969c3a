// sitemap.xml and robots.txt (https://www.sitemaps.org/protocol.html): the published pages a
// visitor may open without signing in or a password, the store's products and the visible items
// of collections those pages hold, each at its absolute address with the date its content last
// changed where known.

import type { ProductItem } from '../api/commerce';
import { PageType } from '../codes/page-types';
import { type CollectionShown, itemPath } from '../content/collection-view';
import type { Page, Site } from '../document/schema';
import { prefixSitePath } from '../i18n/language-paths';
import { pagePath, productPath, productsPage, siteUrl } from './addresses';
import { escapeMarkup } from './escape';

/** Page types that are content for anyone (storefront and special pages never are). */
const LISTED_TYPES: ReadonlySet<number> = new Set([
  PageType.mainContent,
  PageType.page,
  PageType.splash,
]);

/**
 * Whether a published page belongs in the sitemap and search results: a content page anyone may
 * see (a page behind a password or for members never is, so its text never reaches a search).
 */
export function isListed(page: Page): boolean {
  return LISTED_TYPES.has(page.pageType) && (page.access?.kind ?? 'public') === 'public';
}

export interface SitemapEntry {
  readonly loc: string;
  /** ISO 8601; absent when unknown. */
  readonly lastmod?: string;
}

/**
 * The entries: listed pages with their last change (`changedAt` by page id, from the publishes),
 * then products below the products page (only when that page is listed) with their update time,
 * then the visible items of collections on listed pages with theirs.
 */
export function sitemapEntries(
  site: Site,
  origin: string,
  changedAt: ReadonlyMap<string, string>,
  products: readonly ProductItem[],
  collections: readonly CollectionShown[] = [],
): SitemapEntry[] {
  const pages = site.pages.filter(isListed).map((page) => {
    const lastmod = changedAt.get(page.id);
    const loc = siteUrl(origin, pagePath(site, page.id));
    return lastmod ? { loc, lastmod } : { loc };
  });
  // An item changed when it was last saved, or when it went live if that came later (a scheduled
  // item appears at its time without a save).
  const entries = listedCollections(site, collections).flatMap((collection) =>
    collection.items.map((item) => ({
      loc: siteUrl(origin, itemPath(collection, item.slug)),
      lastmod: new Date(Math.max(item.updatedAt, item.date)).toISOString(),
    })),
  );
  const list = productsPage(site);
  if (!list || !isListed(list)) return [...pages, ...entries];
  const items = products.map((product) => ({
    loc: siteUrl(origin, productPath(site, product.slug)!),
    lastmod: product.updatedOn,
  }));
  return [...pages, ...items, ...entries];
}

/** The collections held by listed (public) pages: their items are for sitemaps and searches. */
export function listedCollections(
  site: Site,
  collections: readonly CollectionShown[],
): CollectionShown[] {
  const listedPaths = new Set(site.pages.filter(isListed).map((page) => `/${page.slug}`));
  return collections.filter((collection) => listedPaths.has(collection.path));
}

/**
 * The entries in every language (docs/languages.md): the default language's as they are, then
 * each other language's at its own addresses (`prefixes`: '/fr', …), in the same order.
 */
export function inEveryLanguage(
  entries: readonly SitemapEntry[],
  origin: string,
  prefixes: readonly string[],
): SitemapEntry[] {
  const base = siteUrl(origin, '');
  const translated = prefixes.flatMap((prefix) =>
    entries.map((entry) => ({
      ...entry,
      loc: siteUrl(origin, prefixSitePath(prefix, entry.loc.slice(base.length))),
    })),
  );
  return [...entries, ...translated];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeMarkup(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeMarkup(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read everything; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(origin, '/sitemap.xml')}\n`;
}
