import { describe, expect, it } from 'vitest';
import { formatMinorInput, MoneyInputMessage, minorFromWire, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['19.99', 1999],
    ['19.9', 1990],
    ['19', 1900],
    ['19.', 1900],
    ['.5', 50],
    ['0', 0],
    ['0.00', 0],
    ['  7.05 ', 705],
    ['$1,299.50', 129950],
    ['007.10', 710],
    ['-0', 0],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', MoneyInputMessage.empty],
    ['   ', MoneyInputMessage.empty],
    ['abc', MoneyInputMessage.notANumber],
    ['1.2.3', MoneyInputMessage.notANumber],
    ['1e3', MoneyInputMessage.notANumber],
    ['12,5', MoneyInputMessage.notANumber],
    ['-1.00', MoneyInputMessage.negative],
    ['19.999', MoneyInputMessage.tooManyDecimals],
    ['12345678901234', MoneyInputMessage.tooLarge],
  ])('refuses %j: %s', (text, reason) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, reason });
  });

  it('keeps the largest accepted amount exact', () => {
    expect(parseMoneyInput('9999999999999.99')).toEqual({ ok: true, minor: 999999999999999 });
  });
});

describe('formatMinorInput and minorFromWire', () => {
  it.each([
    [1999, '19.99'],
    [500, '5.00'],
    [7, '0.07'],
    [0, '0.00'],
  ])('%i reads back as %s', (minor, text) => {
    expect(formatMinorInput(minor)).toBe(text);
    expect(minorFromWire(text)).toBe(minor);
  });

  it('gives undefined for a missing or bad wire value', () => {
    expect(minorFromWire(undefined)).toBeUndefined();
    expect(minorFromWire(null)).toBeUndefined();
    expect(minorFromWire('x')).toBeUndefined();
    expect(minorFromWire(12.5)).toBe(1250);
  });
});
