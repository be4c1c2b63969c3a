import { describe, expect, it } from 'vitest';
import { type Decimal, parseDecimal } from '../money/decimal';
import { formatMoneyAmountCldr } from '../money/format-cldr';
import type { MoneyAmount } from '../money/money';
import {
  DEFAULT_INSTALLMENT_MODAL_LOCALE,
  DEFAULT_INSTALLMENTS,
  INSTALLMENT_LOCALES,
  type InstallmentRange,
  installmentBrand,
  installmentModalLocale,
  installmentRange,
  installmentShopper,
  installmentText,
  isInstallmentEligibleCart,
} from './installments';

const usd = (value: string, currency = 'USD'): MoneyAmount => ({
  amount: parseDecimal(value) as Decimal,
  currency,
});
const MIN = usd('35');
const MAX = usd('1000');

describe('installment constants (spec §9)', () => {
  it('defaults to 4 payments and en_US', () => {
    expect(DEFAULT_INSTALLMENTS).toBe(4);
    expect(DEFAULT_INSTALLMENT_MODAL_LOCALE).toBe('en_US');
  });

  it('supports US en; CA en and fr; AU en; NZ en; GB en', () => {
    expect(INSTALLMENT_LOCALES).toEqual({
      US: ['en'],
      CA: ['en', 'fr'],
      AU: ['en'],
      NZ: ['en'],
      GB: ['en'],
    });
  });
});

describe('brand and modal locale', () => {
  it.each([
    ['US', 'Afterpay'],
    ['CA', 'Afterpay'],
    ['AU', 'Afterpay'],
    ['NZ', 'Afterpay'],
    ['GB', 'Clearpay'],
    ['gb', 'Clearpay'],
    [undefined, 'Afterpay'],
  ])('%s uses %s', (country, brand) => {
    expect(installmentBrand(country)).toBe(brand);
  });

  it.each([
    ['en', 'US', 'en_US'],
    ['en-US', 'US', 'en_US'],
    ['fr', 'CA', 'fr_CA'],
    ['fr_CA', 'ca', 'fr_CA'],
    ['en', 'CA', 'en_CA'],
    ['en', 'AU', 'en_AU'],
    ['en', 'NZ', 'en_NZ'],
    ['en', 'GB', 'en_GB'],
    ['fr', 'US', 'en_US'],
    ['de', 'DE', 'en_US'],
    [undefined, undefined, 'en_US'],
    ['', 'CA', 'en_US'],
  ])('%s in %s -> %s', (language, country, expected) => {
    expect(installmentModalLocale(language, country)).toBe(expected);
  });
});

describe('eligibility: only all-physical carts', () => {
  it.each<[{ productType?: number }[], boolean]>([
    [[{ productType: 1 }], true],
    [[{ productType: 1 }, { productType: 1 }], true],
    [[{ productType: 1 }, { productType: 2 }], false],
    [[{ productType: 3 }], false],
    [[{ productType: 4 }], false],
    [[{}], false],
    [[], false],
  ])('%j -> %s', (items, expected) => {
    expect(isInstallmentEligibleCart(items)).toBe(expected);
  });
});

describe('range: above the minimum and not above the maximum', () => {
  it.each<[string, InstallmentRange]>([
    ['35', 'below-minimum'],
    ['10', 'below-minimum'],
    ['35.01', 'in-range'],
    ['1000', 'in-range'],
    ['1000.01', 'above-maximum'],
  ])('%s -> %s', (price, expected) => {
    expect(installmentRange(usd(price), MIN, MAX)).toBe(expected);
  });
});

describe('installmentText', () => {
  it.each<[string, { installments?: number; oneLine?: boolean }, string]>([
    ['100', {}, '4 interest-free payments of $25.00'],
    ['100', { oneLine: true }, 'or 4 interest-free payments of $25.00 with'],
    ['100', { installments: 3 }, '3 interest-free payments of $33.33'],
    ['99.99', {}, '4 interest-free payments of $25.00'],
    ['1000', {}, '4 interest-free payments of $250.00'],
    ['1500', {}, 'available for orders up to $1,000.00'],
    ['1500', { oneLine: true }, 'available for orders up to $1,000.00'],
    ['35', {}, 'available for orders over $35.00'],
    ['20', {}, 'available for orders over $35.00'],
  ])('%s %j -> %s', (price, options, expected) => {
    expect(installmentText({ price: usd(price), min: MIN, max: MAX, ...options })).toBe(expected);
  });

  it('writes amounts with the given formatter', () => {
    const format = (money: MoneyAmount) => formatMoneyAmountCldr(money, 'en-US');
    expect(
      installmentText({
        price: usd('2000', 'AUD'),
        min: usd('1', 'AUD'),
        max: usd('2000', 'AUD'),
        format,
      }),
    ).toBe('4 interest-free payments of A$500.00');
  });
});

describe('the page’s shopper', () => {
  it.each([
    ['fr-CA', 'fr', 'CA', 'fr_CA'],
    ['en-GB', 'en', 'GB', 'en_GB'],
    ['en-AU', 'en', 'AU', 'en_AU'],
    ['fr-FR', 'fr', 'FR', 'en_US'],
    ['de-DE', 'de', 'DE', 'en_US'],
  ])('a page in %s speaks to %s in %s (modal %s)', (page, language, country, modal) => {
    expect(installmentShopper(page)).toEqual({ language, country });
    expect(installmentModalLocale(language, country)).toBe(modal);
  });

  it('writes the teaser in French for French shoppers, in the spec’s English otherwise', () => {
    const format = (money: MoneyAmount) => formatMoneyAmountCldr(money, 'fr-CA');
    const teaser = (price: string, language: string) =>
      installmentText({ price: usd(price), min: MIN, max: MAX, oneLine: true, format, language })
        // Intl writes no-break spaces in French amounts.
        .replace(/[\u00a0\u202f]/g, ' ');
    expect(teaser('100', 'fr')).toBe('ou 4 versements sans intérêts de 25,00 $ US avec');
    expect(teaser('1500', 'fr')).toBe('disponible pour les commandes jusqu’à 1 000,00 $ US');
    expect(teaser('20', 'fr')).toBe('disponible pour les commandes de plus de 35,00 $ US');
    expect(teaser('100', 'de')).toBe('or 4 interest-free payments of 25,00 $ US with');
  });
});
