// How the storefront's components report a shopping event: through the tracker the page gives
// them. The live site's islands give `sendShoppingEvent` (RecordEvent, site-and-editor.md §7);
// the editor's frame gives none, so nothing is sent while the owner works.
import { createContext, useContext, useEffect, useRef } from 'react';
import {
  addToCartTrackingEvent,
  type ProductPageKind,
  ShoppingEventName,
  trackedProduct,
} from '../../shared/analytics/shopping-events';
import { AnalyticsPath } from '../../shared/api/analytics';
import type { ProductItem, ShoppingCart } from '../../shared/api/commerce';
import { readCrumb } from './api';

export type ShoppingTracker = (event: string, data: object) => void;

export const ShoppingTrackerContext = createContext<ShoppingTracker>(() => undefined);

export function useShoppingTracker(): ShoppingTracker {
  return useContext(ShoppingTrackerContext);
}

/**
 * Sends `event` once, when `data` is first known (null: not yet): a storefront page or part of
 * one seen (view product page, view listing page, view cart, checkout, purchase, related display).
 */
export function useTrackedView(event: string, data: object | null): void {
  const track = useShoppingTracker();
  const sent = useRef(false);
  useEffect(() => {
    if (data === null || sent.current) return;
    sent.current = true;
    track(event, data);
  }, [track, event, data]);
}

/** A product's event (remove from cart, related click or add): its id and name. */
export function trackProductEvent(
  track: ShoppingTracker,
  event: string,
  product: { readonly id: string; readonly name: string },
): void {
  track(event, { product: trackedProduct(product) });
}

export interface SendDeps {
  readonly fetch: typeof fetch;
  readonly cookies: () => string;
  readonly path: () => string;
  readonly warn: (message: string) => void;
}

const browserDeps = (): SendDeps => ({
  fetch: (input, init) => fetch(input, init),
  cookies: () => document.cookie,
  path: () => location.pathname,
  warn: (message) => console.warn(message),
});

/**
 * RecordEvent: form-encoded crumb (from the cookie), event, data, extras. 200 and 202 are
 * success; another status logs a warning; a failed call is swallowed.
 */
export async function sendShoppingEvent(
  event: string,
  data: object,
  deps: SendDeps = browserDeps(),
): Promise<void> {
  const body = new URLSearchParams({
    crumb: readCrumb(deps.cookies()),
    event,
    data: JSON.stringify({ pagePath: deps.path(), ...data }),
    extras: '{}',
  });
  try {
    const answer = await deps.fetch(AnalyticsPath.recordEvent, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      keepalive: true,
    });
    if (answer.status !== 200 && answer.status !== 202) {
      deps.warn(`RecordEvent ${event} answered ${answer.status}.`);
    }
  } catch {
    // Swallowed: analytics never shows an error to a shopper.
  }
}

/** The live site's tracker: sends and forgets. */
export const liveShoppingTracker: ShoppingTracker = (event, data) => {
  void sendShoppingEvent(event, data);
};

/** Reports an add to `cart` from a listing ('plp') or the product's own page ('pdp'). */
export function trackAddToCart(
  track: ShoppingTracker,
  cart: ShoppingCart,
  product: ProductItem,
  productPage: ProductPageKind,
  pageId: string = location.pathname,
): void {
  track(
    ShoppingEventName.addToCart,
    addToCartTrackingEvent({ cart, pageId, productPage, product, collectionName: '' }),
  );
}
