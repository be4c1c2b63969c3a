import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MINOR } from '../../shared/money/wire';
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

  it('accepts up to the largest price the server takes (1,000,000.00) and no cent more', () => {
    expect(parseMoneyInput('1,000,000.00')).toEqual({ ok: true, minor: MAX_PRICE_MINOR });
    expect(parseMoneyInput('1000000.01')).toEqual({
      ok: false,
      reason: MoneyInputMessage.tooLarge,
    });
  });

  it('still reads a larger stored amount for display', () => {
    expect(minorFromWire('9999999999999.99')).toBe(999999999999999);
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
