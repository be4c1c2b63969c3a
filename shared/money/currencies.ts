// The currency table: fraction digits, symbol and where the symbol goes.
// Spec storefront.md §9: the two-fraction-digit list, JPY 0, unknown codes 2, trailing-symbol
// currencies (kr, Kč, zł, p.), ILS symbol then a space, default currency USD.
//
// Symbol choice: each symbol is CLDR's English narrow symbol (what Intl.NumberFormat('en',
// { currencyDisplay: 'narrowSymbol' }) prints), i.e. the sign shoppers see in the currency's
// home market; a store sells in one currency, so "$" for AUD or CAD is not ambiguous on the page.
// One deliberate exception: RUB uses "p." because the spec lists "p." among the trailing
// symbols (CLDR's narrow symbol would be "₽").
// Spacing follows CLDR's currency-spacing rule: a leading symbol that ends in a letter (CHF, RM,
// Rp, R, or an unknown code) is followed by a space; ILS gets a space by the spec's own rule;
// a trailing symbol is always preceded by a space ("1,234.56 kr").

export const DEFAULT_CURRENCY = 'USD';

/** Currencies the spec gives exactly two fraction digits, in the spec's order. */
export const TWO_FRACTION_DIGIT_CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'ZAR',
] as const;

/** Fraction digits for codes the table does not know (spec: "Unknown codes default to 2"). */
export const UNKNOWN_CURRENCY_FRACTION_DIGITS = 2;

export interface CurrencyInfo {
  readonly code: string;
  readonly fractionDigits: number;
  readonly symbol: string;
  readonly position: 'leading' | 'trailing';
  /** Whether a space separates symbol and number. */
  readonly spaced: boolean;
}

const SYMBOLS: Readonly<Record<string, string>> = {
  ARS: '$',
  AUD: '$',
  BRL: 'R$',
  CAD: '$',
  CHF: 'CHF',
  COP: '$',
  CZK: 'Kč',
  DKK: 'kr',
  EUR: '€',
  GBP: '£',
  HKD: '$',
  IDR: 'Rp',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  MXN: '$',
  MYR: 'RM',
  NOK: 'kr',
  NZD: '$',
  PHP: '₱',
  PLN: 'zł',
  RUB: 'p.',
  SEK: 'kr',
  SGD: '$',
  THB: '฿',
  USD: '$',
  ZAR: 'R',
};

/** Symbols written after the number (spec: "Trailing-symbol currencies (kr, Kč, zł, p.)"). */
export const TRAILING_SYMBOLS: readonly string[] = ['kr', 'Kč', 'zł', 'p.'];

const FRACTION_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(TWO_FRACTION_DIGIT_CURRENCIES.map((code) => [code, 2])),
  JPY: 0,
};

const CODE_PATTERN = /^[A-Z]{3}$/;

/** Upper-cases a currency code; anything that is not three letters becomes the default, USD. */
export function normalizeCurrencyCode(code: unknown): string {
  if (typeof code !== 'string') return DEFAULT_CURRENCY;
  const upper = code.trim().toUpperCase();
  return CODE_PATTERN.test(upper) ? upper : DEFAULT_CURRENCY;
}

export function fractionDigitsFor(code: unknown): number {
  return FRACTION_DIGITS[normalizeCurrencyCode(code)] ?? UNKNOWN_CURRENCY_FRACTION_DIGITS;
}

const ENDS_IN_LETTER = /\p{L}$/u;

/** Everything needed to write an amount in `code`. Unknown codes use the code itself, leading. */
export function currencyInfo(code: unknown): CurrencyInfo {
  const normalized = normalizeCurrencyCode(code);
  const symbol = SYMBOLS[normalized] ?? normalized;
  const trailing = TRAILING_SYMBOLS.includes(symbol);
  return {
    code: normalized,
    fractionDigits: fractionDigitsFor(normalized),
    symbol,
    position: trailing ? 'trailing' : 'leading',
    spaced: trailing || normalized === 'ILS' || ENDS_IN_LETTER.test(symbol),
  };
}
