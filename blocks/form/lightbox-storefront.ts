// The page's storefront context for a product's form, which opens in a React root of its own
// (open-product-form.tsx) outside the islands: its language (the form's words) and the site's
// words for its button and messages. Set when the live page's islands hydrate; absent: English.
import type { StorefrontContextValue } from '../storefront/context';

let current: StorefrontContextValue | null = null;

export function setLightboxStorefront(storefront: StorefrontContextValue): void {
  current = storefront;
}

export function lightboxStorefront(): StorefrontContextValue | null {
  return current;
}
