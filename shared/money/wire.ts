// Money on the commerce wire, `{ value: "19.99", currency: "USD" }`, to and from the integer
// minor units the server stores (spec: "money minor units are divided by 100", so a value has at
// most two decimals in every currency).
import type { Money } from '../api/commerce';
import { decimalToString, fromMinorUnits, parseDecimal } from './decimal';

/**
 * The largest price or amount we take, in minor units: 100,000,000, which is 1,000,000.00 in a
 * two-decimal currency (our limit). Why this size: a cart line is at most QUANTITY_MAX (9999)
 * units, so at most 9999 × 10^8 ≈ 10^12; a cart holds at most MAX_CART_LINES (500) lines when
 * adding and 1000 after a sign-in merges two carts, so a total is at most about 10^15, below
 * Number.MAX_SAFE_INTEGER (2^53 − 1 ≈ 9.007 × 10^15): every total stays an exact integer.
 */
export const MAX_PRICE_MINOR = 100_000_000;

/** The refusal for an amount over MAX_PRICE_MINOR. */
export const TOO_LARGE_AMOUNT_PROBLEM = 'must be at most 1,000,000.00';

export function moneyToWire(minor: number, currency: string): Money {
  return { value: decimalToString(fromMinorUnits(minor), 2), currency };
}

export type WireMoneyResult =
  | { readonly ok: true; readonly minor: number; readonly currency: string }
  | { readonly ok: false; readonly problem: string };

const CURRENCY = /^[A-Z]{3}$/;

/** Reads a wire money value: a decimal (string or number) of at most two decimals, 0 or more. */
export function moneyFromWire(money: unknown): WireMoneyResult {
  if (typeof money !== 'object' || money === null) {
    return { ok: false, problem: 'must be an object { value, currency }' };
  }
  const { value, currency } = money as Record<string, unknown>;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    return { ok: false, problem: 'must have a three-letter currency code' };
  }
  const decimal =
    typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : undefined;
  if (!decimal) return { ok: false, problem: 'must have a decimal value such as "19.99"' };
  if (decimal.coefficient < 0n) return { ok: false, problem: 'must not be negative' };
  const shift = 2 - decimal.scale;
  if (shift < 0 && decimal.coefficient % 10n ** BigInt(-shift) !== 0n) {
    return { ok: false, problem: 'must have at most two decimals' };
  }
  const minor =
    shift >= 0
      ? decimal.coefficient * 10n ** BigInt(shift)
      : decimal.coefficient / 10n ** BigInt(-shift);
  if (minor > BigInt(MAX_PRICE_MINOR)) return { ok: false, problem: TOO_LARGE_AMOUNT_PROBLEM };
  return { ok: true, minor: Number(minor), currency };
}
