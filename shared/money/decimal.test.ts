import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  type Decimal,
  decimalParts,
  decimalToString,
  divideDecimal,
  fromMinorUnits,
  parseDecimal,
  roundDecimal,
} from './decimal';

const d = (text: string): Decimal => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`bad test decimal ${text}`);
  return value;
};

describe('parseDecimal', () => {
  it.each([
    ['100', '100.00'],
    ['1.00', '1.00'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['-3.25', '-3.25'],
    ['+4', '4.00'],
    [' 12.5 ', '12.50'],
    ['1e3', '1000.00'],
    ['1.5E-2', '0.02'],
    ['123456789012345.67', '123456789012345.67'],
  ])('reads %j exactly', (input, expected) => {
    expect(decimalToString(d(input), 2)).toBe(expected);
  });

  it.each([
    [0.1, '0.10'],
    [12.345, '12.35'],
    [1e21, '1000000000000000000000.00'],
    [-0.5, '-0.50'],
  ])('reads the number %d through its shortest text', (input, expected) => {
    expect(decimalToString(parseDecimal(input) as Decimal, 2)).toBe(expected);
  });

  it.each(['', 'A', '.', '-', '1.2.3', '1,000', '1e', '1e401', null, undefined, {}, Number.NaN])(
    'refuses %j',
    (input) => {
      expect(parseDecimal(input)).toBeUndefined();
    },
  );

  it('refuses infinite numbers', () => {
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('rounding is half away from zero', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.004', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['0.125', 2, '0.13'],
    ['-0.001', 2, '0.00'],
    ['7', 3, '7.000'],
  ])('%s to %i digits is %s', (input, digits, expected) => {
    expect(decimalToString(roundDecimal(d(input), digits), digits)).toBe(expected);
  });

  it('0.1 + 0.2 style inputs stay exact', () => {
    expect(decimalToString(d('0.30000000000000004'), 2)).toBe('0.30');
  });
});

describe('compareDecimal', () => {
  it.each([
    ['1', '1.00', 0],
    ['0.5', '.50', 0],
    ['0.75', '1', -1],
    ['10', '9.99', 1],
    ['-1', '0', -1],
  ])('%s vs %s is %i', (a, b, expected) => {
    expect(compareDecimal(d(a), d(b))).toBe(expected);
  });
});

describe('divideDecimal', () => {
  it.each([
    ['100', 4, 2, '25.00'],
    ['100', 3, 2, '33.33'],
    ['200', 3, 2, '66.67'],
    ['0.10', 4, 2, '0.03'],
    ['-10', 4, 2, '-2.50'],
    ['1000', 3, 0, '333'],
  ])('%s / %i to %i digits is %s', (value, divisor, digits, expected) => {
    expect(decimalToString(divideDecimal(d(value), divisor, digits), digits)).toBe(expected);
  });

  it.each([0, -2, 1.5])('refuses divisor %d', (divisor) => {
    expect(() => divideDecimal(d('1'), divisor, 2)).toThrow(RangeError);
  });
});

describe('fromMinorUnits divides by 100', () => {
  it.each([
    [12345, '123.45'],
    [5, '0.05'],
    [-250, '-2.50'],
    [10n, '0.10'],
    [99.6, '1.00'],
    [Number.NaN, '0.00'],
  ])('%s minor units is %s', (minor, expected) => {
    expect(decimalToString(fromMinorUnits(minor), 2)).toBe(expected);
  });
});

describe('decimalParts', () => {
  it('splits sign, integer and fraction and never shows a negative zero', () => {
    expect(decimalParts(d('-1234.5'), 2)).toEqual({
      negative: true,
      integer: '1234',
      fraction: '50',
    });
    expect(decimalParts(d('-0.004'), 2)).toEqual({ negative: false, integer: '0', fraction: '00' });
    expect(decimalParts(d('0.4'), 0)).toEqual({ negative: false, integer: '0', fraction: '' });
    expect(decimalToString(d('12'), 0)).toBe('12');
  });
});
