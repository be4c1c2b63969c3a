import { describe, expect, it } from 'vitest';
import { amountLabel, DONATION_CURRENCIES, readCustomAmount } from './amounts';

describe('donation amounts', () => {
  it.each([
    [25, 'USD', '$25'],
    [1000, 'USD', '$1,000'],
    [50, 'SEK', '50 kr'],
    [5000, 'JPY', '¥5,000'],
    [20, 'ILS', '₪ 20'],
  ] as const)('%d %s reads %s', (amount, currency, expected) => {
    expect(amountLabel(amount, currency)).toBe(expected);
  });

  it('offers the shared currency table alphabetically, USD included', () => {
    expect(DONATION_CURRENCIES).toContain('USD');
    expect(DONATION_CURRENCIES).toContain('JPY');
    expect([...DONATION_CURRENCIES].sort()).toEqual(DONATION_CURRENCIES);
  });

  it.each([
    ['30', 'USD', '$30'],
    [' 12.5 ', 'USD', '$12.50'],
    ['1,250', 'USD', '$1,250'],
    ['700', 'JPY', '¥700'],
    ['1000000', 'USD', '$1,000,000'],
  ] as const)('accepts %j in %s as %s', (text, currency, shown) => {
    const result = readCustomAmount(text, currency);
    expect(result.ok && amountLabel(result.amount, currency)).toBe(shown);
  });

  it.each([
    ['', 'USD', 'Enter an amount or choose one above.'],
    ['   ', 'USD', 'Enter an amount or choose one above.'],
    ['ten', 'USD', 'Enter the amount as a number, such as 30.'],
    ['-5', 'USD', 'Enter the amount as a number, such as 30.'],
    ['1e3', 'USD', 'Enter the amount as a number, such as 30.'],
    ['0', 'USD', 'Enter an amount greater than zero.'],
    ['0.00', 'USD', 'Enter an amount greater than zero.'],
    ['12.345', 'USD', 'Enter an amount with at most 2 decimal places.'],
    ['12.5', 'JPY', 'Enter a whole amount, without cents.'],
    ['1'.repeat(16), 'USD', 'Enter an amount of at most 1,000,000.'],
    ['1000000.01', 'USD', 'Enter an amount of at most 1,000,000.'],
    ['1000001', 'JPY', 'Enter an amount of at most 1,000,000.'],
  ] as const)('refuses %j in %s: %s', (text, currency, message) => {
    expect(readCustomAmount(text, currency)).toEqual({ ok: false, message });
  });
});
