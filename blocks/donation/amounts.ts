// The donation block's rules, without React: how an amount reads on its button (the site's money
// format from shared/money), which currencies an owner can pick and what a typed custom amount
// must be.
import { fractionDigitsFor, TWO_FRACTION_DIGIT_CURRENCIES } from '../../shared/money/currencies';
import {
  compareDecimal,
  type Decimal,
  decimalToString,
  fromMinorUnits,
  parseDecimal,
  ZERO,
} from '../../shared/money/decimal';
import { fitsMoneyFormat } from '../../shared/money/format';
import { formatSiteMoney } from '../../shared/money/site-format';
import { MAX_PRICE_MINOR } from '../../shared/money/wire';

/** The largest gift a visitor may type: the store's largest price. */
const LARGEST_AMOUNT = fromMinorUnits(MAX_PRICE_MINOR);

/** The currencies the shared money table knows, alphabetically; USD is the default. */
export const DONATION_CURRENCIES: readonly string[] = [
  ...TWO_FRACTION_DIGIT_CURRENCIES,
  'JPY',
].sort();

/** An amount as the block shows it: "$25", "1,000 kr", "$12.50" (whole amounts without ".00"). */
export function amountLabel(amount: number | Decimal, currency: string): string {
  const value = typeof amount === 'number' ? amount : decimalToString(amount, amount.scale);
  return formatSiteMoney({ value, currency }, {}, { trimZeroFractions: true });
}

export type CustomAmount =
  | { readonly ok: true; readonly amount: Decimal }
  | { readonly ok: false; readonly message: string };

/** Checks the amount a visitor typed: a positive number the currency can hold. */
export function readCustomAmount(text: string, currency: string): CustomAmount {
  const cleaned = text.trim().replaceAll(',', '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount or choose one above.' };
  const amount = /^\d*\.?\d*$/.test(cleaned) ? parseDecimal(cleaned) : undefined;
  if (amount === undefined)
    return { ok: false, message: 'Enter the amount as a number, such as 30.' };
  if (compareDecimal(amount, ZERO) <= 0) {
    return { ok: false, message: 'Enter an amount greater than zero.' };
  }
  const digits = fractionDigitsFor(currency);
  if (amount.scale > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? 'Enter a whole amount, without cents.'
          : `Enter an amount with at most ${digits} decimal places.`,
    };
  }
  if (!fitsMoneyFormat(amount, currency) || compareDecimal(amount, LARGEST_AMOUNT) > 0) {
    return { ok: false, message: 'Enter an amount of at most 1,000,000.' };
  }
  return { ok: true, amount };
}
