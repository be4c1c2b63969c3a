// The cart link's accessible label (spec storefront.md §2 and site-and-editor.md §2 "Cart link
// label"): 'Cart' when the link has no quantity element; otherwise 'One item in cart' or
// 'N items in cart'; 'More than 100 items in cart' above 100.

/** Above this many items the label (and the pill count) stop counting. */
export const CART_COUNT_CAP = 100;

/**
 * @param quantity the cart's total quantity, or `null` when the link has no quantity element.
 */
export function cartLinkLabel(quantity: number | null): string {
  if (quantity === null) return 'Cart';
  if (quantity > CART_COUNT_CAP) return `More than ${CART_COUNT_CAP} items in cart`;
  if (quantity === 1) return 'One item in cart';
  return `${quantity} items in cart`;
}
