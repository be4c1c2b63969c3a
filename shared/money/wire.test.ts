import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '../api/commerce';
import { QUANTITY_MAX } from '../products/quantity';
import { MAX_PRICE_MINOR, moneyFromWire, moneyToWire, TOO_LARGE_AMOUNT_PROBLEM } from './wire';

describe('moneyToWire', () => {
  it.each([
    [1999, '19.99'],
    [0, '0.00'],
    [5, '0.05'],
    [100000, '1000.00'],
  ])('%d minor units are %s', (minor, value) => {
    expect(moneyToWire(minor, 'USD')).toEqual({ value, currency: 'USD' });
  });
});

describe('moneyFromWire', () => {
  it.each([
    [{ value: '19.99', currency: 'USD' }, 1999],
    [{ value: '19.9', currency: 'EUR' }, 1990],
    [{ value: '20', currency: 'USD' }, 2000],
    [{ value: 7.5, currency: 'USD' }, 750],
    [{ value: '1.500', currency: 'USD' }, 150],
    [{ value: '0', currency: 'USD' }, 0],
  ])('reads %j as %d', (money, minor) => {
    expect(moneyFromWire(money)).toMatchObject({ ok: true, minor });
  });

  it.each([
    [null, 'must be an object { value, currency }'],
    [{ value: '1.00' }, 'must have a three-letter currency code'],
    [{ value: '1.00', currency: 'usd' }, 'must have a three-letter currency code'],
    [{ value: 'abc', currency: 'USD' }, 'must have a decimal value such as "19.99"'],
    [{ value: true, currency: 'USD' }, 'must have a decimal value such as "19.99"'],
    [{ value: '-1', currency: 'USD' }, 'must not be negative'],
    [{ value: '1.999', currency: 'USD' }, 'must have at most two decimals'],
    [{ value: '1000000.01', currency: 'USD' }, TOO_LARGE_AMOUNT_PROBLEM],
    [{ value: '100000000.00', currency: 'USD' }, TOO_LARGE_AMOUNT_PROBLEM],
    [{ value: '99999999999999999999999999', currency: 'USD' }, TOO_LARGE_AMOUNT_PROBLEM],
    [{ value: 1e21, currency: 'USD' }, TOO_LARGE_AMOUNT_PROBLEM],
  ])('refuses %j', (money, problem) => {
    expect(moneyFromWire(money)).toEqual({ ok: false, problem });
  });

  it('accepts the largest amount', () => {
    expect(moneyFromWire({ value: '1000000.00', currency: 'USD' })).toMatchObject({
      minor: MAX_PRICE_MINOR,
    });
  });

  it('keeps every cart total exact: 1000 lines of 9999 at the largest price are a safe integer', () => {
    const largestTotal = MAX_PRICE_MINOR * QUANTITY_MAX * 2 * MAX_CART_LINES;
    expect(Number.isSafeInteger(largestTotal)).toBe(true);
  });
});
