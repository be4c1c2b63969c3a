// Installment (buy now, pay later) teaser: spec storefront.md §5 "shown only when the price is
// above the minimum and not above the maximum; otherwise an out-of-range string. Only carts with
// all-physical items are eligible." and §9 "default 4 payments. Locales: US en; CA en and fr;
// AU en; NZ en; GB uses the other brand name; modal locale from shopper language and country,
// default en_US."
//
// Decisions: an empty cart is not eligible (there is nothing to pay for in installments). The
// per-payment amount is the price divided by the number of payments, rounded half away from
// zero to the currency's fraction digits. GB shoppers see the brand Clearpay and the en_GB modal.
// The shopper's language and country are the page's language and its region (fr-CA: French in
// Canada), the same on the server and in the browser; the teaser is written in French where the
// provider speaks it (Canada), in the spec's English everywhere else.

import { ProductType } from '../codes/product-types';
import { ownValue } from '../json/keys';
import { fractionDigitsFor } from '../money/currencies';
import { compareDecimal, divideDecimal } from '../money/decimal';
import { formatMoneyAmount } from '../money/format';
import type { MoneyAmount } from '../money/money';

export const DEFAULT_INSTALLMENTS = 4;
export const DEFAULT_INSTALLMENT_MODAL_LOCALE = 'en_US';

/** Country to the shopper languages the provider's modal supports there. */
export const INSTALLMENT_LOCALES: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

export type InstallmentBrand = 'Afterpay' | 'Clearpay';

export function installmentBrand(country: string | null | undefined): InstallmentBrand {
  return country?.trim().toUpperCase() === 'GB' ? 'Clearpay' : 'Afterpay';
}

/** "fr_CA" for a French-speaking shopper in Canada; en_US when the pair is not supported. */
export function installmentModalLocale(
  shopperLanguage: string | null | undefined,
  country: string | null | undefined,
): string {
  const language = (shopperLanguage ?? '')
    .trim()
    .toLowerCase()
    .replace(/[-_].*$/, '');
  const region = (country ?? '').trim().toUpperCase();
  const supported = ownValue(INSTALLMENT_LOCALES, region);
  return supported?.includes(language) ? `${language}_${region}` : DEFAULT_INSTALLMENT_MODAL_LOCALE;
}

/** The shopper a page in `pageLanguage` speaks to ('fr-CA': French, Canada; no region: US). */
export function installmentShopper(pageLanguage: string): {
  readonly language: string;
  readonly country: string;
} {
  const [language = 'en', region] = pageLanguage.split('-');
  return { language: language.toLowerCase(), country: region?.toUpperCase() ?? 'US' };
}

/** Only carts whose items are all physical products are eligible. */
export function isInstallmentEligibleCart(
  items: readonly { readonly productType?: number }[],
): boolean {
  return items.length > 0 && items.every((item) => item.productType === ProductType.physical);
}

export type InstallmentRange = 'in-range' | 'below-minimum' | 'above-maximum';

/** In range when price > min and price <= max. */
export function installmentRange(
  price: MoneyAmount,
  min: MoneyAmount,
  max: MoneyAmount,
): InstallmentRange {
  if (compareDecimal(price.amount, max.amount) > 0) return 'above-maximum';
  if (compareDecimal(price.amount, min.amount) > 0) return 'in-range';
  return 'below-minimum';
}

export function installmentAmount(
  price: MoneyAmount,
  installments = DEFAULT_INSTALLMENTS,
): MoneyAmount {
  return {
    amount: divideDecimal(price.amount, installments, fractionDigitsFor(price.currency)),
    currency: price.currency,
  };
}

export interface InstallmentTextInput {
  readonly price: MoneyAmount;
  readonly min: MoneyAmount;
  readonly max: MoneyAmount;
  readonly installments?: number;
  /** The one-line variant: "or {n} interest-free payments of {amount} with" (brand follows). */
  readonly oneLine?: boolean;
  /** How amounts are written; defaults to the storefront money format. */
  readonly format?: (money: MoneyAmount) => string;
  /** The shopper's language ('fr'); the spec's English for any the provider does not speak. */
  readonly language?: string;
}

/** The teaser's words: the spec's English, and French for the provider's French shoppers. */
const TEASER_WORDS = {
  en: {
    upTo: (max: string) => `available for orders up to ${max}`,
    over: (min: string) => `available for orders over ${min}`,
    payments: (n: number, amount: string) => `${n} interest-free payments of ${amount}`,
    oneLine: (text: string) => `or ${text} with`,
    more: (brand: string) => `More about ${brand}`,
  },
  fr: {
    upTo: (max: string) => `disponible pour les commandes jusqu’à ${max}`,
    over: (min: string) => `disponible pour les commandes de plus de ${min}`,
    payments: (n: number, amount: string) => `${n} versements sans intérêts de ${amount}`,
    oneLine: (text: string) => `ou ${text} avec`,
    more: (brand: string) => `En savoir plus sur ${brand}`,
  },
} as const;

/** The teaser's words in `language` (French or the spec's English). */
export function installmentWords(language: string | undefined) {
  return language === 'fr' ? TEASER_WORDS.fr : TEASER_WORDS.en;
}

/**
 * '{n} interest-free payments of {amount}' (or the one-line form) when in range; otherwise
 * 'available for orders up to {amount}' above the maximum, 'available for orders over {amount}'
 * at or below the minimum.
 */
export function installmentText(input: InstallmentTextInput): string {
  const format = input.format ?? ((money: MoneyAmount) => formatMoneyAmount(money));
  const n = input.installments ?? DEFAULT_INSTALLMENTS;
  const words = installmentWords(input.language);
  switch (installmentRange(input.price, input.min, input.max)) {
    case 'above-maximum':
      return words.upTo(format(input.max));
    case 'below-minimum':
      return words.over(format(input.min));
    case 'in-range': {
      const text = words.payments(n, format(installmentAmount(input.price, n)));
      return input.oneLine === true ? words.oneLine(text) : text;
    }
  }
}
