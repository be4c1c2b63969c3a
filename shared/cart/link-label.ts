// The cart link's accessible label (spec storefront.md §2 and site-and-editor.md §2 "Cart link
// label"): 'Cart' when the link has no quantity element; otherwise 'One item in cart' or
// 'N items in cart'; 'More than 100 items in cart' above 100.

/** Above this many items the label (and the pill count) stop counting. */
export const CART_COUNT_CAP = 100;

/** The words of the label (shared/i18n/shopper-words.ts): the spec's in English. */
export interface CartLabelWords {
  readonly cartLink: string;
  readonly cartOneItem: string;
  /** `{count}` slot. */
  readonly cartCount: string;
  /** `{count}` slot. */
  readonly cartMoreThan: string;
}

export const SPEC_CART_LABEL_WORDS: CartLabelWords = {
  cartLink: 'Cart',
  cartOneItem: 'One item in cart',
  cartCount: '{count} items in cart',
  cartMoreThan: 'More than {count} items in cart',
};

/**
 * @param quantity the cart's total quantity, or `null` when the link has no quantity element.
 * @param words the page language's words; the spec's English by default.
 */
export function cartLinkLabel(
  quantity: number | null,
  words: CartLabelWords = SPEC_CART_LABEL_WORDS,
): string {
  if (quantity === null) return words.cartLink;
  if (quantity > CART_COUNT_CAP) return words.cartMoreThan.replace('{count}', `${CART_COUNT_CAP}`);
  if (quantity === 1) return words.cartOneItem;
  return words.cartCount.replace('{count}', `${quantity}`);
}
