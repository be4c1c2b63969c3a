// Fallback texts, used when the site's localized strings leave one empty: spec storefront.md §9
// "Fallback texts: Add To Cart, Subscribe, Quantity, Quick View, sold out, sale, Select Value,
// Select {variantName}, N/A" and §3 "Localized strings".

import { ProductType } from '../codes/product-types';
import { isSubscribable } from './quantity';
import type { Product } from './types';

export const FALLBACK_TEXTS = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productQuantityInputLabel: 'Quantity',
  productQuickViewText: 'Quick View',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  giftCardVariantSelectText: 'Select Value',
  productVariantSelectText: 'Select {variantName}',
  productSummaryFormNoAnswerText: 'N/A',
} as const;

export type LocalizedStringKey = keyof typeof FALLBACK_TEXTS;
export type LocalizedStrings = Readonly<
  Partial<Record<LocalizedStringKey, string | null | undefined>>
>;

/** The site's text for `key` when it has non-blank text, else the fallback. */
export function localizedText(
  strings: LocalizedStrings | null | undefined,
  key: LocalizedStringKey,
): string {
  const text = strings?.[key];
  return typeof text === 'string' && text.trim() !== '' ? text : FALLBACK_TEXTS[key];
}

/**
 * The variant select's placeholder. Gift cards' single option is always named "Value", so they use
 * their own text; other products fill {variantName} with the option's name.
 */
export function variantSelectText(
  product: Product,
  optionName: string,
  strings?: LocalizedStrings | null,
): string {
  if (product.structuredContent?.productType === ProductType.giftCard) {
    return localizedText(strings, 'giftCardVariantSelectText');
  }
  return localizedText(strings, 'productVariantSelectText').replaceAll('{variantName}', optionName);
}

/** The add button's resting label: custom text when enabled, else Subscribe or Add To Cart. */
export function addButtonLabel(product: Product, strings?: LocalizedStrings | null): string {
  const content = product.structuredContent;
  const custom = content?.customAddButtonText?.trim();
  if (content?.useCustomAddButtonText === true && custom) return custom;
  return isSubscribable(product)
    ? localizedText(strings, 'productSubscribeText')
    : localizedText(strings, 'productAddToCartText');
}
