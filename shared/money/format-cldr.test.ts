import { describe, expect, it } from 'vitest';
import type { MoneyFormatOptions } from './format';
import { formatMoneyCldr, resolveMoneyLocale } from './format-cldr';
import type { MoneyLike } from './money';
import { formatSiteMoney } from './site-format';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('CLDR money format (useCLDRMoneyFormat on)', () => {
  it.each<[MoneyLike, string | undefined, MoneyFormatOptions, string]>([
    [{ value: '1234.5', currency: 'USD' }, 'en-US', {}, '$1,234.50'],
    [{ value: '1234.5', currency: 'EUR' }, 'de-DE', {}, `1.234,50${NBSP}€`],
    [{ value: '1234.5', currency: 'EUR' }, 'fr-FR', {}, `1${NNBSP}234,50${NBSP}€`],
    [{ value: '1234.5', currency: 'SEK' }, 'sv-SE', {}, `1${NBSP}234,50${NBSP}kr`],
    [{ value: '1234.5', currency: 'AUD' }, 'en-US', {}, 'A$1,234.50'],
    [{ value: '1234.5', currency: 'AUD' }, 'en_AU', {}, '$1,234.50'],
    [{ value: '1234.5', currency: 'JPY' }, 'ja-JP', {}, '￥1,235'],
    // Fraction digits follow the spec table, not CLDR (which gives COP none).
    [{ value: '1234.5', currency: 'COP' }, 'en-US', {}, `COP${NBSP}1,234.50`],
    [{ value: '1234', currency: 'USD' }, 'en-US', { trimZeroFractions: true }, '$1,234'],
    [{ value: '1234.5', currency: 'USD' }, 'en-US', { grouping: false }, '$1234.50'],
    [{ value: '-0.001', currency: 'USD' }, 'en-US', {}, '$0.00'],
    [{ value: '-2', currency: 'USD' }, 'en-US', {}, '-$2.00'],
    [{ value: '0.30000000000000004', currency: 'USD' }, undefined, {}, '$0.30'],
  ])('%j in %s %j is %s', (money, locale, options, expected) => {
    expect(formatMoneyCldr(money, locale, options)).toBe(expected);
  });

  it.each([
    [undefined, 'en-US'],
    [null, 'en-US'],
    ['', 'en-US'],
    ['fr_CA', 'fr-CA'],
    ['not a locale!', 'en-US'],
  ])('resolves locale %j to %s', (locale, expected) => {
    expect(resolveMoneyLocale(locale)).toBe(expected);
  });

  it('refuses amounts beyond 15 integer places like the storefront format', () => {
    expect(() => formatMoneyCldr({ value: '1000000000000000' }, 'en-US')).toThrow(RangeError);
  });
});

describe('formatSiteMoney', () => {
  it.each([
    [{}, '1,234.50 kr'],
    [{ useCLDRMoneyFormat: false, locale: 'sv-SE' }, '1,234.50 kr'],
    [{ useCLDRMoneyFormat: true, locale: 'sv-SE' }, `1${NBSP}234,50${NBSP}kr`],
    [{ useCLDRMoneyFormat: true }, `SEK${NBSP}1,234.50`],
  ])('settings %j give %s', (settings, expected) => {
    expect(formatSiteMoney({ value: '1234.5', currency: 'SEK' }, settings)).toBe(expected);
  });

  it('passes options through', () => {
    expect(formatSiteMoney({ value: '12' }, undefined, { trimZeroFractions: true })).toBe('$12');
  });
});
