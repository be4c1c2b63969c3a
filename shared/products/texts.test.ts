import { describe, expect, it } from 'vitest';
import {
  addButtonLabel,
  FALLBACK_TEXTS,
  type LocalizedStringKey,
  type LocalizedStrings,
  localizedText,
  variantSelectText,
} from './texts';
import type { ProductContent } from './types';

// Spec storefront.md §9 "Fallback texts".
describe('fallback texts', () => {
  it.each<[LocalizedStringKey, string]>([
    ['productAddToCartText', 'Add To Cart'],
    ['productSubscribeText', 'Subscribe'],
    ['productQuantityInputLabel', 'Quantity'],
    ['productQuickViewText', 'Quick View'],
    ['productSoldOutText', 'sold out'],
    ['productSaleText', 'sale'],
    ['giftCardVariantSelectText', 'Select Value'],
    ['productVariantSelectText', 'Select {variantName}'],
    ['productSummaryFormNoAnswerText', 'N/A'],
  ])('%s falls back to %s', (key, text) => {
    expect(FALLBACK_TEXTS[key]).toBe(text);
    expect(localizedText(undefined, key)).toBe(text);
    expect(localizedText({ [key]: '  ' }, key)).toBe(text);
    expect(localizedText({ [key]: null }, key)).toBe(text);
    expect(localizedText({ [key]: 'Localized' }, key)).toBe('Localized');
  });
});

describe('variantSelectText', () => {
  it.each<[number, LocalizedStrings | undefined, string]>([
    [1, undefined, 'Select Size'],
    [1, { productVariantSelectText: 'Choose {variantName}' }, 'Choose Size'],
    [4, undefined, 'Select Value'],
    [
      4,
      { giftCardVariantSelectText: 'Pick an amount', productVariantSelectText: 'x' },
      'Pick an amount',
    ],
  ])('type %i with %j -> %s', (productType, strings, expected) => {
    expect(variantSelectText({ structuredContent: { productType } }, 'Size', strings)).toBe(
      expected,
    );
  });
});

describe('addButtonLabel', () => {
  it.each<[ProductContent, LocalizedStrings | undefined, string]>([
    [{}, undefined, 'Add To Cart'],
    [{ isSubscribable: true }, undefined, 'Subscribe'],
    [{}, { productAddToCartText: 'In den Warenkorb' }, 'In den Warenkorb'],
    [{ useCustomAddButtonText: true, customAddButtonText: 'Pre-order' }, undefined, 'Pre-order'],
    [{ useCustomAddButtonText: true, customAddButtonText: '  ' }, undefined, 'Add To Cart'],
    [{ useCustomAddButtonText: false, customAddButtonText: 'Pre-order' }, undefined, 'Add To Cart'],
  ])('%j with %j -> %s', (content, strings, expected) => {
    expect(addButtonLabel({ structuredContent: content }, strings)).toBe(expected);
  });
});
