import { describe, expect, it } from 'vitest';
import { type Decimal, parseDecimal } from './decimal';
import {
  DECIMAL_SEPARATOR,
  fitsMoneyFormat,
  formatAmount,
  formatDecimal,
  formatMoney,
  formatMoneyAmount,
  GROUPING_SEPARATOR,
  MAX_INTEGER_DIGITS,
  type MoneyFormatOptions,
} from './format';
import { moneyFromMinorUnits } from './money';

const d = (text: string): Decimal => parseDecimal(text) as Decimal;

describe('storefront money format', () => {
  it('uses a grouping comma, a decimal dot and at most 15 integer places (spec §9)', () => {
    expect(GROUPING_SEPARATOR).toBe(',');
    expect(DECIMAL_SEPARATOR).toBe('.');
    expect(MAX_INTEGER_DIGITS).toBe(15);
  });

  it.each<[string, string, MoneyFormatOptions, string]>([
    ['1234.5', 'USD', {}, '$1,234.50'],
    ['1234567.891', 'USD', {}, '$1,234,567.89'],
    ['0', 'USD', {}, '$0.00'],
    ['-5', 'USD', {}, '-$5.00'],
    ['1234.5', 'EUR', {}, '€1,234.50'],
    ['99.99', 'GBP', {}, '£99.99'],
    ['1234.5', 'JPY', {}, '¥1,235'],
    ['1234.5', 'SEK', {}, '1,234.50 kr'],
    ['1234.5', 'NOK', {}, '1,234.50 kr'],
    ['1234.5', 'DKK', {}, '1,234.50 kr'],
    ['1234.5', 'CZK', {}, '1,234.50 Kč'],
    ['1234.5', 'PLN', {}, '1,234.50 zł'],
    ['1234.5', 'RUB', {}, '1,234.50 p.'],
    ['-1234.5', 'SEK', {}, '-1,234.50 kr'],
    ['1234.5', 'ILS', {}, '₪ 1,234.50'],
    ['-1', 'ILS', {}, '-₪ 1.00'],
    ['10', 'CHF', {}, 'CHF 10.00'],
    ['10', 'COP', {}, '$10.00'],
    ['10', 'IDR', {}, 'Rp 10.00'],
    ['10', 'XYZ', {}, 'XYZ 10.00'],
    ['1234.5', 'USD', { grouping: false }, '$1234.50'],
    ['1234', 'USD', { trimZeroFractions: true }, '$1,234'],
    ['1234.5', 'USD', { trimZeroFractions: true }, '$1,234.50'],
    ['1234.001', 'USD', { trimZeroFractions: true }, '$1,234'],
    ['12', 'SEK', { trimZeroFractions: true, grouping: false }, '12 kr'],
    ['1234', 'JPY', { trimZeroFractions: true }, '¥1,234'],
    ['999999999999999.99', 'USD', {}, '$999,999,999,999,999.99'],
  ])('%s %s %j is %s', (amount, currency, options, expected) => {
    expect(formatMoneyAmount({ amount: d(amount), currency }, options)).toBe(expected);
  });

  it('formats API money in either naming, defaulting to USD', () => {
    expect(formatMoney({ value: '100', currency: 'EUR' })).toBe('€100.00');
    expect(formatMoney({ decimalValue: '2.5', currencyCode: 'PLN' })).toBe('2.50 zł');
    expect(formatMoney({ value: '100' })).toBe('$100.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney({ value: 'A' })).toBe('$0.00');
  });

  it('formats minor units divided by 100', () => {
    expect(formatMoneyAmount(moneyFromMinorUnits(12345))).toBe('$123.45');
  });

  it('formats plain decimals; non-numeric reads as zero', () => {
    expect(formatDecimal('7.5', 'GBP')).toBe('£7.50');
    expect(formatDecimal('n/a', 'GBP')).toBe('£0.00');
    expect(formatAmount(d('-1234.5'), 'EUR')).toBe('-1,234.50');
  });

  it('refuses amounts beyond 15 integer places instead of clamping', () => {
    expect(fitsMoneyFormat(d('999999999999999.99'), 'USD')).toBe(true);
    expect(fitsMoneyFormat(d('999999999999999.995'), 'USD')).toBe(false);
    expect(fitsMoneyFormat(d('1000000000000000'), 'USD')).toBe(false);
    expect(fitsMoneyFormat(d('-1000000000000000'), 'USD')).toBe(false);
    expect(() => formatMoney({ value: '1000000000000000' })).toThrow(RangeError);
    expect(() => formatDecimal('1e15', 'JPY')).toThrow('money amount exceeds 15 integer places');
  });
});

describe('agreement with Intl.NumberFormat', () => {
  // Where Intl can express the rule (leading symbol, no space, en-US), it must give the same text.
  const intl = (amount: string, currency: string): string =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount as `${number}`);

  it.each([
    ['1234567.891', 'USD'],
    ['-0.5', 'USD'],
    ['1234.5', 'EUR'],
    ['1234.5', 'GBP'],
    ['1234.5', 'JPY'],
    ['1234.5', 'AUD'],
    ['1234.5', 'BRL'],
    ['1234.5', 'INR'],
    ['1234.5', 'PHP'],
    ['1234.5', 'THB'],
  ])('%s %s', (amount, currency) => {
    expect(formatMoneyAmount({ amount: d(amount), currency })).toBe(intl(amount, currency));
  });

  it.each([
    ['SEK', '1,234.50 kr', 'kr 1,234.50'],
    ['ILS', '₪ 1,234.50', '₪1,234.50'],
    ['COP', '$1,234.50', '$1,235'],
  ])('cannot match for %s, so the rule is written out', (currency, ours, theirs) => {
    expect(formatMoneyAmount({ amount: d('1234.5'), currency })).toBe(ours);
    expect(intl('1234.5', currency).replace('\u00a0', ' ')).toBe(theirs);
  });
});
