// Installment (buy now, pay later) teaser: spec storefront.md §5 "shown only when the price is
// above the minimum and not above the maximum; otherwise an out-of-range string. Only carts with
// all-physical items are eligible." and §9 "default 4 payments. Locales: US en; CA en and fr;
// AU en; NZ en; GB uses the other brand name; modal locale from shopper language and country,
// default en_US."
//
// Decisions: an empty cart is not eligible (there is nothing to pay for in installments). The
// per-payment amount is the price divided by the number of payments, rounded half away from
// zero to the currency's fraction digits. GB shoppers see the brand Clearpay and the en_GB modal.

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
}

/**
 * '{n} interest-free payments of {amount}' (or the one-line form) when in range; otherwise
 * 'available for orders up to {amount}' above the maximum, 'available for orders over {amount}'
 * at or below the minimum.
 */
export function installmentText(input: InstallmentTextInput): string {
  const format = input.format ?? ((money: MoneyAmount) => formatMoneyAmount(money));
  const n = input.installments ?? DEFAULT_INSTALLMENTS;
  switch (installmentRange(input.price, input.min, input.max)) {
    case 'above-maximum':
      return `available for orders up to ${format(input.max)}`;
    case 'below-minimum':
      return `available for orders over ${format(input.min)}`;
    case 'in-range': {
      const amount = format(installmentAmount(input.price, n));
      const text = `${n} interest-free payments of ${amount}`;
      return input.oneLine === true ? `or ${text} with` : text;
    }
  }
}
