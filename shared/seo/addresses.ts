// The addresses search engines and sharing see: a page's path, a product's path (below the first
// products page, as the site routes it), and any of them made absolute on the request's origin.
import { isSitePath } from '../content/site-path';
import { isProductsPage } from '../document/products-page';
import type { Page, Site } from '../document/schema';

export { pagePath } from '../document/page-path';

/** The page that lists the store's products (the first `isProductsPage`), if any. */
export function productsPage(site: Pick<Site, 'pages'>): Page | undefined {
  return site.pages.find(isProductsPage);
}

/** '/shop', the products page's path; null when the site has none. */
export function productsPagePath(site: Pick<Site, 'pages'>): string | null {
  const list = productsPage(site);
  return list ? `/${list.slug}` : null;
}

/** '/shop/oak-bowl'; undefined when the site has no products page to hold product pages. */
export function productPath(site: Pick<Site, 'pages'>, productSlug: string): string | undefined {
  const list = productsPagePath(site);
  return list === null ? undefined : `${list}/${encodeURIComponent(productSlug)}`;
}

/** A path of this site ('/about') on the request's origin ("https://shop.example"). */
export function siteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * `origin` ("https://shop.example") is the request's, without a path. A path of this site or an
 * http(s) address becomes absolute; anything else (javascript:, data:, //host) is undefined.
 */
export function absoluteUrl(origin: string, address: string): string | undefined {
  if (isSitePath(address)) return siteUrl(origin, address);
  return ABSOLUTE_HTTP.test(address) && !hasControl(address) ? address : undefined;
}

/** http(s)://host then anything but spaces and backslashes. */
const ABSOLUTE_HTTP = /^https?:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/i;

function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
