import { describe, expect, it } from 'vitest';
import { formatTick, formatValue, NOT_A_NUMBER, readCell } from './numbers';

describe('readCell', () => {
  it.each([
    ['12', false, 12],
    ['  7.25 ', false, 7.25],
    ['1,234.5', false, 1234.5],
    ['1,234,567', false, 1234567],
    ['12%', false, 12],
    ['-3', false, -3],
    ['−3', false, -3],
    ['+4', false, 4],
    ['(45)', false, -45],
    ['$1,200', false, 1200],
    ['€ 9', false, 9],
    ['12.', false, 12],
    ['.5', false, 0.5],
    ['', false, null],
    ['   ', false, null],
    ['1.234,5', true, 1234.5],
    ['12,5', true, 12.5],
    ['1 234,5', true, 1234.5],
    ['7', true, 7],
  ])('reads %j (decimal comma %s) as %j', (text, decimalComma, value) => {
    expect(readCell(text, decimalComma)).toEqual({ ok: true, value });
  });

  it.each([['abc'], ['12abc'], ['1,23'], ['1.2.3'], ['--1'], ['%'], ['1e5x'], ['1.234,5']])(
    'refuses %j',
    (text) => {
      expect(readCell(text)).toEqual({ ok: false, message: NOT_A_NUMBER });
    },
  );
});

describe('number labels', () => {
  it.each([
    [1234.567, '1,234.57'],
    [-5, '-5'],
    [0, '0'],
  ])('formats value %d as %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });

  it.each([
    [2500, '2,500'],
    [12000, '12K'],
    [1500000, '1.5M'],
    [-20000, '-20K'],
  ])('formats tick %d as %s', (value, text) => {
    expect(formatTick(value)).toBe(text);
  });
});
