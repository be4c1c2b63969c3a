// How storefront components move the visitor to another address of the site ('/cart',
// '/order-confirmed/…'): the preview provides its in-frame router; outside it, a plain page load.
import { createContext, useContext } from 'react';

export type SiteNavigate = (address: string) => void;

export const SiteNavigateContext = createContext<SiteNavigate>((address) =>
  window.location.assign(address),
);

export function useSiteNavigate(): SiteNavigate {
  return useContext(SiteNavigateContext);
}
