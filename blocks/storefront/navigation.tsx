// How storefront components move the visitor to another address of the site ('/cart',
// '/order-confirmed/…'): the preview provides its in-frame router; outside it, a plain page load.
import { createContext, useCallback, useContext } from 'react';
import { useSitePath } from '../site-path';

export type SiteNavigate = (address: string) => void;

export const SiteNavigateContext = createContext<SiteNavigate>((address) =>
  window.location.assign(address),
);

/** Moves to a site address in the page's language ('/cart' → '/fr/cart' on a French page). */
export function useSiteNavigate(): SiteNavigate {
  const navigate = useContext(SiteNavigateContext);
  const sitePath = useSitePath();
  return useCallback((address) => navigate(sitePath(address)), [navigate, sitePath]);
}
