import { describe, expect, it } from 'vitest';
import { decimalToString } from './decimal';
import { type MoneyLike, moneyFromMinorUnits, readMoney } from './money';

describe('readMoney', () => {
  it.each<[MoneyLike | null | undefined, string, string]>([
    [{ value: '100', currency: 'EUR' }, '100.00', 'EUR'],
    [{ decimalValue: '12.5', currencyCode: 'GBP' }, '12.50', 'GBP'],
    // decimalValue wins over value; currencyCode over currency (spec §9 "decimalValue, else value").
    [{ decimalValue: '3', value: '4', currencyCode: 'SEK', currency: 'NOK' }, '3.00', 'SEK'],
    [{ decimalValue: '', value: '4' }, '4.00', 'USD'],
    [{ decimalValue: null, value: 7.25 }, '7.25', 'USD'],
    [{ value: '.50' }, '0.50', 'USD'],
    [{ value: 'A' }, '0.00', 'USD'],
    [{ value: '1', currency: 'jpy' }, '1.00', 'JPY'],
    [{}, '0.00', 'USD'],
    [null, '0.00', 'USD'],
    [undefined, '0.00', 'USD'],
  ])('%j reads as %s %s', (money, amount, currency) => {
    const read = readMoney(money);
    expect(decimalToString(read.amount, 2)).toBe(amount);
    expect(read.currency).toBe(currency);
  });
});

describe('moneyFromMinorUnits', () => {
  it.each([
    [12345, undefined, '123.45', 'USD'],
    [500, 'JPY', '5.00', 'JPY'],
    [-99, 'eur', '-0.99', 'EUR'],
  ])('%i minor units in %s is %s %s', (minor, currency, amount, code) => {
    const money = moneyFromMinorUnits(minor, currency);
    expect(decimalToString(money.amount, 2)).toBe(amount);
    expect(money.currency).toBe(code);
  });
});
