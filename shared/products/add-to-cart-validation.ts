// The checks before an add-to-cart request, in the order a shopper should fix them (spec
// storefront.md §5 "Add to cart"): gift-card denomination, then every option chosen, then the
// chosen combination exists, then the quantity. Stock needs the inventory call, so it is checked
// afterwards with hasEnoughStock (stock.ts).
// On a product list grid an incomplete selection is not a message: the button is disabled for a
// moment instead (reason 'incomplete-selection' -> the machine's INCOMPLETE_SELECTION event).

import { giftCardDenominationError } from './gift-card';
import { checkQuantity } from './quantity';
import { missingOptionsMessage, VARIANT_UNAVAILABLE_MESSAGE } from './selection-messages';
import type { Product, ProductVariant } from './types';
import { findVariant, missingOptions, type OptionSelection } from './variants';

export type AddValidation =
  | { readonly ok: true; readonly variant: ProductVariant; readonly quantity: number }
  | {
      readonly ok: false;
      readonly reason: 'incomplete-selection' | 'variant-unavailable' | 'quantity';
      readonly message: string;
    };

export interface AddRequestInput {
  readonly product: Product;
  readonly selection: OptionSelection;
  /** The quantity input's value; absent when the input is not shown (quantity 1). */
  readonly quantity?: string | number | null;
}

export function validateAddToCart(input: AddRequestInput): AddValidation {
  const { product, selection } = input;
  const missing = missingOptions(product, selection);
  const variant = missing.length === 0 ? findVariant(product, selection) : undefined;
  const giftCardError = giftCardDenominationError(product, variant);
  if (giftCardError) {
    const reason = missing.length > 0 ? 'incomplete-selection' : 'variant-unavailable';
    return { ok: false, reason, message: giftCardError };
  }
  if (missing.length > 0) {
    return { ok: false, reason: 'incomplete-selection', message: missingOptionsMessage(missing) };
  }
  if (!variant)
    return { ok: false, reason: 'variant-unavailable', message: VARIANT_UNAVAILABLE_MESSAGE };
  const quantity = checkQuantity(input.quantity ?? 1);
  if (!quantity.ok) return { ok: false, reason: 'quantity', message: quantity.message };
  return { ok: true, variant, quantity: quantity.quantity };
}
