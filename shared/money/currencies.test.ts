import { describe, expect, it } from 'vitest';
import {
  currencyInfo,
  DEFAULT_CURRENCY,
  fractionDigitsFor,
  normalizeCurrencyCode,
  TRAILING_SYMBOLS,
  TWO_FRACTION_DIGIT_CURRENCIES,
} from './currencies';

// Spec storefront.md §9, verbatim order.
const SPEC_TWO_DIGITS =
  'EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB, PLN, THB, MYR, ARS, BRL, COP, IDR, INR, ZAR';

describe('currency table', () => {
  it('lists exactly the spec two-fraction-digit currencies', () => {
    expect(TWO_FRACTION_DIGIT_CURRENCIES.join(', ')).toBe(SPEC_TWO_DIGITS);
  });

  it.each(SPEC_TWO_DIGITS.split(', '))('%s has 2 fraction digits', (code) => {
    expect(fractionDigitsFor(code)).toBe(2);
  });

  it.each([
    ['JPY', 0],
    ['jpy', 0],
    ['XYZ', 2],
    ['KRW', 2],
    [undefined, 2],
  ])('%s has %i fraction digits', (code, digits) => {
    expect(fractionDigitsFor(code)).toBe(digits);
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it.each([
    ['usd', 'USD'],
    [' eur ', 'EUR'],
    ['', 'USD'],
    ['dollars', 'USD'],
    ['U1D', 'USD'],
    [null, 'USD'],
    [42, 'USD'],
  ])('normalizes %j to %s', (code, expected) => {
    expect(normalizeCurrencyCode(code)).toBe(expected);
  });
});

describe('symbols', () => {
  it('trails kr, Kč, zł and p. (spec §9)', () => {
    expect(TRAILING_SYMBOLS).toEqual(['kr', 'Kč', 'zł', 'p.']);
  });

  it.each([
    ['USD', '$', 'leading', false],
    ['EUR', '€', 'leading', false],
    ['GBP', '£', 'leading', false],
    ['JPY', '¥', 'leading', false],
    ['SEK', 'kr', 'trailing', true],
    ['NOK', 'kr', 'trailing', true],
    ['DKK', 'kr', 'trailing', true],
    ['CZK', 'Kč', 'trailing', true],
    ['PLN', 'zł', 'trailing', true],
    ['RUB', 'p.', 'trailing', true],
    ['ILS', '₪', 'leading', true],
    ['CHF', 'CHF', 'leading', true],
    ['MYR', 'RM', 'leading', true],
    ['ZAR', 'R', 'leading', true],
    ['BRL', 'R$', 'leading', false],
    ['XYZ', 'XYZ', 'leading', true],
  ])('%s is %s, %s, spaced %s', (code, symbol, position, spaced) => {
    expect(currencyInfo(code)).toMatchObject({ code, symbol, position, spaced });
  });

  // Every symbol is CLDR's English narrow symbol, except RUB which the spec writes "p.".
  const narrowSymbol = (code: string): string =>
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value ?? '';

  it.each([...TWO_FRACTION_DIGIT_CURRENCIES.filter((code) => code !== 'RUB'), 'JPY', 'XYZ'])(
    '%s matches the Intl narrow symbol',
    (code) => {
      expect(currencyInfo(code).symbol).toBe(narrowSymbol(code));
    },
  );

  it('RUB deliberately differs from Intl', () => {
    expect(narrowSymbol('RUB')).toBe('₽');
    expect(currencyInfo('RUB').symbol).toBe('p.');
  });
});
