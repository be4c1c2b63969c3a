// What the pill cart (the small cart indicator on the published site) shows: spec storefront.md
// §4 "Pill cart" and §9, site-and-editor.md §4 "Cart indicator" and §9.
// Money formatting itself lives elsewhere; this module takes the already formatted subtotal.

import { CART_COUNT_CAP } from './link-label';

/** The count text: the number, or '100+' above 100. */
export function pillCartCount(totalQuantity: number): string {
  return totalQuantity > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(totalQuantity);
}

/** Hidden when totalQuantity is 0; shown (with a fade-in) when above 0. */
export function isPillCartVisible(totalQuantity: number): boolean {
  return totalQuantity > 0;
}

/**
 * Drops an all-zero fraction from a formatted amount ('$1,234.00' -> '$1,234',
 * '12.00 kr' -> '12 kr'); any other fraction is kept ('$12.50' stays). Amounts use a dot as the
 * decimal mark (spec storefront.md §9).
 */
export function trimZeroFraction(formatted: string): string {
  return formatted.replace(/(\d)\.0+(?!\d)/, '$1');
}

/** What the indicator last synced: items (count) and subtotal (formatted text). */
export interface CartSync {
  readonly items: number;
  readonly subtotal: string;
}

export interface PillCartView {
  /** Uninitialized until the first sync, then initialized. */
  readonly initialized: boolean;
  /** The empty marker: present with zero items, removed when the count is above zero. */
  readonly empty: boolean;
  readonly visible: boolean;
  readonly countText: string;
  readonly subtotalText: string;
}

/** The indicator's view before (`null`) and after a sync. */
export function pillCartView(sync: CartSync | null): PillCartView {
  if (sync === null) {
    return { initialized: false, empty: true, visible: false, countText: '0', subtotalText: '' };
  }
  return {
    initialized: true,
    empty: sync.items <= 0,
    visible: isPillCartVisible(sync.items),
    countText: pillCartCount(sync.items),
    subtotalText: trimZeroFraction(sync.subtotal),
  };
}
