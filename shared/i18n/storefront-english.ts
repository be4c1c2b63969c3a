// The storefront's words in English: the spec's fallbacks (storefront.md §9) and our gift-card
// value label, the shape every language's table fills (storefront-strings.ts). Kept apart from the
// other languages' tables so the editor and the live page's script, which start in English and
// are told the words of any other language, never carry those tables.
import { LIKERT_DEFAULT_LABELS } from '../forms/likert';
import { FALLBACK_TEXTS } from '../products/texts';
import { ENGLISH_SHOPPER_WORDS, type ShopperWords } from './shopper-words';

/** The spec's localized strings, and our own words on the way to an order (shopper-words.ts). */
export interface StorefrontStrings extends ShopperWords {
  readonly productAddToCartText: string;
  readonly productSubscribeText: string;
  readonly productQuantityInputLabel: string;
  readonly productQuickViewText: string;
  readonly productSoldOutText: string;
  readonly productSaleText: string;
  readonly giftCardVariantSelectText: string;
  /** Holds `{variantName}`, filled with the option's name. */
  readonly productVariantSelectText: string;
  readonly productSummaryFormNoAnswerText: string;
  /** The label of a gift card's one option, its value (the spec gives no English; ours). */
  readonly giftCardValueDisplayText: string;
  /** Strongly disagree to strongly agree. */
  readonly likertLabels: readonly [string, string, string, string, string];
}

export const ENGLISH_STOREFRONT_STRINGS: StorefrontStrings = {
  ...FALLBACK_TEXTS,
  giftCardValueDisplayText: 'Value',
  likertLabels: LIKERT_DEFAULT_LABELS,
  ...ENGLISH_SHOPPER_WORDS,
};
