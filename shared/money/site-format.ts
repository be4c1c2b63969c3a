// One entry point for "show this price on this site": the storefront format by default, the
// locale's CLDR format when the website setting useCLDRMoneyFormat is on.

import type { MoneyFormatOptions } from './format';
import { formatMoney } from './format';
import { formatMoneyCldr } from './format-cldr';
import type { MoneyLike } from './money';

export interface SiteMoneySettings {
  readonly useCLDRMoneyFormat?: boolean | null;
  /** The site's or shopper's locale, e.g. "en-US" or "fr_CA"; only read in CLDR mode. */
  readonly locale?: string | null;
}

export function formatSiteMoney(
  money: MoneyLike | null | undefined,
  settings: SiteMoneySettings = {},
  options: MoneyFormatOptions = {},
): string {
  return settings.useCLDRMoneyFormat === true
    ? formatMoneyCldr(money, settings.locale, options)
    : formatMoney(money, options);
}
