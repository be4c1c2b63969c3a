// Reading money values: spec storefront.md §3 "Money: value and currency, or decimalValue and
// currencyCode" and §9 "order value comes from decimalValue, else value"; minor units are
// divided by 100; default currency USD.

import { DEFAULT_CURRENCY, normalizeCurrencyCode } from './currencies';
import { type Decimal, fromMinorUnits, parseDecimal, ZERO } from './decimal';

/** Money as the API and templates carry it (either naming). */
export interface MoneyLike {
  readonly value?: string | number | null;
  readonly currency?: string | null;
  readonly decimalValue?: string | number | null;
  readonly currencyCode?: string | null;
}

/** A parsed amount in a currency. */
export interface MoneyAmount {
  readonly amount: Decimal;
  readonly currency: string;
}

function present<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The amount and currency of a money value: decimalValue when present, else value; currencyCode
 * when present, else currency, else USD. A missing or non-numeric amount reads as zero (the
 * reference formats "A" as $0.00).
 */
export function readMoney(money: MoneyLike | null | undefined): MoneyAmount {
  const raw = present(money?.decimalValue) ? money.decimalValue : money?.value;
  const code = present(money?.currencyCode) ? money.currencyCode : money?.currency;
  return {
    amount: parseDecimal(raw) ?? ZERO,
    currency: present(code) ? normalizeCurrencyCode(code) : DEFAULT_CURRENCY,
  };
}

/** A minor-unit count ("cents" fields) as money: the count divided by 100. */
export function moneyFromMinorUnits(minor: number | bigint, currency?: string): MoneyAmount {
  return { amount: fromMinorUnits(minor), currency: normalizeCurrencyCode(currency) };
}
