// Every internal address the site writes, in the page's language: on the live site a page of
// another language links to `/fr/…` (shared/i18n/language-paths.ts); the frame and the default
// language have no prefix. The prefix comes with the storefront's context, which the server
// render and the islands' hydration both provide. The functions are kept per prefix (a site has
// one per language), so each stays the same function without a hook of every link's own.
import { useContext } from 'react';
import { prefixSitePath } from '../shared/i18n/language-paths';
import { StorefrontContext } from './storefront/context';
import { safeLinkHref } from './url';

export type SitePath = (path: string) => string;

export type SiteHref = (url: string) => string | null;

const pathsByPrefix = new Map<string, { readonly path: SitePath; readonly href: SiteHref }>();

function forPrefix(prefix: string) {
  let known = pathsByPrefix.get(prefix);
  if (!known) {
    const path: SitePath = (to) => prefixSitePath(prefix, to);
    const href: SiteHref = (url) => {
      const safe = safeLinkHref(url);
      return safe === null ? null : path(safe);
    };
    known = { path, href };
    pathsByPrefix.set(prefix, known);
  }
  return known;
}

/** A site path as this page's visitor follows it ('/about' → '/fr/about'); others unchanged. */
export function useSitePath(): SitePath {
  return forPrefix(useContext(StorefrontContext).pathPrefix ?? '').path;
}

/** An owner's link setting as the page writes it: safeLinkHref's answer, in the page's language. */
export function useSiteHref(): SiteHref {
  return forPrefix(useContext(StorefrontContext).pathPrefix ?? '').href;
}
