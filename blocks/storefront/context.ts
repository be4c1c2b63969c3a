// What the storefront in the frame needs from the site around it: the store settings of the
// document and how money is written (moving to another address is navigation.tsx's).
import { createContext, useContext } from 'react';
import type { StoreSettingsDocument } from '../../shared/api/commerce';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-defaults';
import { decimalToString } from '../../shared/money/decimal';
import { formatMoneyAmount } from '../../shared/money/format';
import type { MoneyAmount } from '../../shared/money/money';
import { formatSiteMoney } from '../../shared/money/site-format';

export interface StorefrontContextValue {
  readonly store: StoreSettingsDocument;
  readonly useCLDRMoneyFormat: boolean;
  /** The products page's path ('/shop'), below which product pages live; null without one. */
  readonly productsPath: string | null;
}

export const StorefrontContext = createContext<StorefrontContextValue>({
  store: DEFAULT_STORE_SETTINGS,
  useCLDRMoneyFormat: false,
  productsPath: null,
});

export function useStorefront(): StorefrontContextValue {
  return useContext(StorefrontContext);
}

/** A product's page ('/shop/oak-bowl'); null when the site has no products page. */
export function productHref(context: StorefrontContextValue, slug: string): string | null {
  return context.productsPath === null
    ? null
    : `${context.productsPath}/${encodeURIComponent(slug)}`;
}

/** Money as this site writes it (the storefront format, or the locale's when the site says CLDR). */
export function formatWith(context: StorefrontContextValue, money: MoneyAmount): string {
  if (!context.useCLDRMoneyFormat) return formatMoneyAmount(money);
  const value = decimalToString(money.amount, money.amount.scale);
  return formatSiteMoney({ value, currency: money.currency }, { useCLDRMoneyFormat: true });
}
