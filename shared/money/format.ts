// The storefront's own money format (used unless useCLDRMoneyFormat is on): spec storefront.md
// §9 "Grouping comma, decimal mark dot, maximum 15 integer places; grouping on by default; zero
// fractions optionally trimmed. Trailing-symbol currencies (kr, Kč, zł, p.); ILS symbol then space."
//
// Why not Intl.NumberFormat: Intl cannot put "kr", "Kč", "zł" or "p." after the number in an
// English locale, cannot add the ILS space, and uses CLDR fraction digits (COP and IDR get 0)
// where the spec says 2. Intl does agree for leading-symbol currencies without a space, and
// format.test.ts checks that it does.
//
// Beyond 15 integer places the amount is refused with a RangeError rather than clamped or
// truncated: any digit dropped from a price would misstate it. Use fitsMoneyFormat() to check
// first; prices that large never come from a valid catalogue.

import { currencyInfo } from './currencies';
import { type Decimal, decimalParts, parseDecimal, ZERO } from './decimal';
import { type MoneyAmount, type MoneyLike, readMoney } from './money';

export const MAX_INTEGER_DIGITS = 15;
export const GROUPING_SEPARATOR = ',';
export const DECIMAL_SEPARATOR = '.';

export interface MoneyFormatOptions {
  /** Group thousands with a comma. Default true. */
  readonly grouping?: boolean;
  /** Drop the fraction when it is all zeros ("$12" for 12.00). Default false. */
  readonly trimZeroFractions?: boolean;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, GROUPING_SEPARATOR);
}

/** Whether the amount, rounded for its currency, has at most 15 integer digits. */
export function fitsMoneyFormat(amount: Decimal, currency: string): boolean {
  const { integer } = decimalParts(amount, currencyInfo(currency).fractionDigits);
  return integer.replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS;
}

/** Throws a RangeError when the amount does not fit (see fitsMoneyFormat). */
export function assertFitsMoneyFormat(amount: Decimal, currency: string): void {
  if (!fitsMoneyFormat(amount, currency)) {
    throw new RangeError(`money amount exceeds ${MAX_INTEGER_DIGITS} integer places`);
  }
}

/** The number part only: "1,234.50", no symbol, sign included. */
export function formatAmount(
  amount: Decimal,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  const info = currencyInfo(currency);
  assertFitsMoneyFormat(amount, info.code);
  const { negative, integer, fraction } = decimalParts(amount, info.fractionDigits);
  const whole = options.grouping === false ? integer : groupThousands(integer);
  const trim = options.trimZeroFractions === true && /^0*$/.test(fraction);
  const number = fraction === '' || trim ? whole : `${whole}${DECIMAL_SEPARATOR}${fraction}`;
  return `${negative ? '-' : ''}${number}`;
}

/** An amount with its currency symbol: "$1,234.50", "1,234.50 kr", "₪ 1,234.50", "-$5.00". */
export function formatMoneyAmount(money: MoneyAmount, options: MoneyFormatOptions = {}): string {
  const info = currencyInfo(money.currency);
  const signed = formatAmount(money.amount, info.code, options);
  const negative = signed.startsWith('-');
  const number = negative ? signed.slice(1) : signed;
  const space = info.spaced ? ' ' : '';
  const body =
    info.position === 'trailing'
      ? `${number}${space}${info.symbol}`
      : `${info.symbol}${space}${number}`;
  return `${negative ? '-' : ''}${body}`;
}

/** Formats a money value as the API carries it ({value, currency} or {decimalValue, currencyCode}). */
export function formatMoney(
  money: MoneyLike | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return formatMoneyAmount(readMoney(money), options);
}

/** Formats a plain decimal (string or number) in a currency; non-numeric input reads as zero. */
export function formatDecimal(
  value: unknown,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  return formatMoneyAmount({ amount: parseDecimal(value) ?? ZERO, currency }, options);
}
