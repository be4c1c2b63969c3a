// Every internal address the site writes, in the page's language: on the live site a page of
// another language links to `/fr/…` (shared/i18n/language-paths.ts); the frame and the default
// language have no prefix. The prefix comes with the storefront's context, which the server
// render and the islands' hydration both provide.
import { useCallback, useContext } from 'react';
import { prefixSitePath } from '../shared/i18n/language-paths';
import { StorefrontContext } from './storefront/context';
import { safeLinkHref } from './url';

export type SitePath = (path: string) => string;

/** A site path as this page's visitor follows it ('/about' → '/fr/about'); others unchanged. */
export function useSitePath(): SitePath {
  const prefix = useContext(StorefrontContext).pathPrefix ?? '';
  return useCallback((path: string) => prefixSitePath(prefix, path), [prefix]);
}

/** An owner's link setting as the page writes it: safeLinkHref's answer, in the page's language. */
export function useSiteHref(): (url: string) => string | null {
  const sitePath = useSitePath();
  return useCallback(
    (url: string) => {
      const href = safeLinkHref(url);
      return href === null ? null : sitePath(href);
    },
    [sitePath],
  );
}
