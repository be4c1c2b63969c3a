// Gift-card denomination rule: spec storefront.md §5 "Gift cards: a denomination must be
// selected: 'Select a denomination for the Gift Card.'" A gift card's denominations are its
// variants, so the rule is "a variant must be chosen" and replaces the option messages.

import { ProductType } from '../codes/product-types';
import type { Product, ProductVariant } from './types';

export const GIFT_CARD_DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card.';

export function isGiftCard(product: Product): boolean {
  return product.structuredContent?.productType === ProductType.giftCard;
}

/** The message when a gift card has no denomination chosen, else null (also for other products). */
export function giftCardDenominationError(
  product: Product,
  variant: ProductVariant | undefined,
): string | null {
  return isGiftCard(product) && !variant ? GIFT_CARD_DENOMINATION_MESSAGE : null;
}
