// What the storefront in the frame needs from the site around it: the store settings of the
// document, the language the page speaks (its words and how money is written) (moving to another
// address is navigation.tsx's).

import { createContext, useContext } from 'react';
import type { StoreSettingsDocument } from '../../shared/api/commerce';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-defaults';
import { isEnglish } from '../../shared/i18n/english';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language-codes';
import type { SiteWords } from '../../shared/i18n/site-words';
import {
  ENGLISH_STOREFRONT_STRINGS,
  type StorefrontStrings,
} from '../../shared/i18n/storefront-english';
import { decimalToString } from '../../shared/money/decimal';
import { formatMoneyAmount } from '../../shared/money/format';
import type { MoneyAmount } from '../../shared/money/money';
import { formatSiteMoney, type SiteMoneySettings } from '../../shared/money/site-format';

export interface StorefrontContextValue {
  readonly store: StoreSettingsDocument;
  readonly useCLDRMoneyFormat: boolean;
  /** The products page's path ('/shop'), below which product pages live; null without one. */
  readonly productsPath: string | null;
  /** The language the page is shown in (a site language's tag, 'fr-FR'). */
  readonly language: string;
  /**
   * The storefront's words in that language (storefrontStrings), worked out by whoever renders
   * the page, so the visitor's script carries no language's table.
   */
  readonly strings: StorefrontStrings;
  /**
   * The site's own words in that language (siteWords: the not-found page, collections, comments,
   * search, forms...), read through useSiteWords (blocks/site-words.ts); absent: English, so an
   * English page's data and the script that carries no other language need none.
   */
  readonly words?: SiteWords;
  /**
   * The start of the language's addresses on the live site ('/fr'), put before every site path
   * a link or a move goes to (blocks/site-path.ts); absent or '': the default language, the frame.
   */
  readonly pathPrefix?: string;
}

export const StorefrontContext = createContext<StorefrontContextValue>({
  store: DEFAULT_STORE_SETTINGS,
  useCLDRMoneyFormat: false,
  productsPath: null,
  language: DEFAULT_LANGUAGE,
  strings: ENGLISH_STOREFRONT_STRINGS,
});

export function useStorefront(): StorefrontContextValue {
  return useContext(StorefrontContext);
}

/** The storefront's words in the page's language. */
export function useStorefrontStrings(): StorefrontStrings {
  return useContext(StorefrontContext).strings;
}

/** A product's page ('/shop/oak-bowl'); null when the site has no products page. */
export function productHref(context: StorefrontContextValue, slug: string): string | null {
  return context.productsPath === null
    ? null
    : `${context.productsPath}/${encodeURIComponent(slug)}`;
}

/**
 * Money as this site writes it: in English the storefront format, or the locale's when the site
 * says CLDR; in any other language always the language's own (CLDR) format.
 */
export function formatWith(context: StorefrontContextValue, money: MoneyAmount): string {
  const settings = moneySettingsOf(context);
  if (!settings.useCLDRMoneyFormat) return formatMoneyAmount(money);
  const value = decimalToString(money.amount, money.amount.scale);
  return formatSiteMoney({ value, currency: money.currency }, settings);
}

/** formatWith's rule as formatSiteMoney's settings (the cart's, the checkout's, the order's). */
export function moneySettingsOf(
  context: Pick<StorefrontContextValue, 'language' | 'useCLDRMoneyFormat'>,
): SiteMoneySettings {
  const english = isEnglish(context.language);
  return english && !context.useCLDRMoneyFormat
    ? { useCLDRMoneyFormat: false }
    : { useCLDRMoneyFormat: true, locale: context.language };
}
