// CLDR-style money formatting, used when the site setting useCLDRMoneyFormat is on
// (spec storefront.md §3 "Website settings: ... useCLDRMoneyFormat"). Symbol, symbol position,
// separators and spacing come from the locale through Intl.NumberFormat. The number of fraction
// digits still comes from the spec's currency table (shared/money/currencies.ts), so a price never
// changes precision when the setting is toggled (CLDR alone would show COP and IDR without cents).
// Amounts reach Intl as exact decimal strings, never as floats. The 15-integer-place limit of
// the storefront format applies here too, so toggling the setting never changes what is refused.

import { fractionDigitsFor } from './currencies';
import { decimalToString } from './decimal';
import { assertFitsMoneyFormat, type MoneyFormatOptions } from './format';
import { type MoneyAmount, type MoneyLike, readMoney } from './money';

export const DEFAULT_MONEY_LOCALE = 'en-US';

/** The locale if Intl accepts it (underscores allowed, "en_US"), else en-US. */
export function resolveMoneyLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_MONEY_LOCALE;
  try {
    return new Intl.Locale(locale.replace(/_/g, '-')).toString();
  } catch {
    return DEFAULT_MONEY_LOCALE;
  }
}

type StringNumeric = `${number}`;

export function formatMoneyCldr(
  money: MoneyLike | null | undefined,
  locale: string | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return formatMoneyAmountCldr(readMoney(money), locale, options);
}

export function formatMoneyAmountCldr(
  money: MoneyAmount,
  locale: string | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  const { amount, currency } = money;
  assertFitsMoneyFormat(amount, currency);
  const digits = fractionDigitsFor(currency);
  const format = new Intl.NumberFormat(resolveMoneyLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: options.grouping !== false,
    trailingZeroDisplay: options.trimZeroFractions === true ? 'stripIfInteger' : 'auto',
    signDisplay: 'negative',
  });
  return format.format(decimalToString(amount, digits) as StringNumeric);
}
