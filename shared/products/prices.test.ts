import { describe, expect, it } from 'vitest';
import { decimalToString } from '../money/decimal';
import { formatMoneyAmount } from '../money/format';
import type { MoneyAmount } from '../money/money';
import {
  effectivePrice,
  fromPrice,
  hasVariedPrices,
  normalPrice,
  type PriceDisplay,
  priceDisplay,
  salePrice,
  variantPrice,
} from './prices';
import type { Product, ProductContent } from './types';

const product = (content: ProductContent): Product => ({ structuredContent: content });
const text = (money: MoneyAmount) => `${decimalToString(money.amount, 2)} ${money.currency}`;

// Mirrors conformance f-from-price-*, f-normal-price-*, f-sale-price-*.
describe('fromPrice, normalPrice, salePrice', () => {
  it.each<[string, ProductContent, string, string, string]>([
    ['no variants', { productType: 1, variants: [] }, '0.00', '0.00', '0.00'],
    [
      'two prices',
      {
        productType: 1,
        variants: [{ priceMoney: { value: '1.00' } }, { priceMoney: { value: '2.00' } }],
      },
      '1.00',
      '2.00',
      '0.00',
    ],
    [
      'sale counts for from price',
      {
        productType: 1,
        variants: [
          { onSale: true, salePriceMoney: { value: '.5' } },
          { priceMoney: { value: '1.00' } },
          { priceMoney: { value: '.75' } },
        ],
      },
      '0.50',
      '1.00',
      '0.50',
    ],
    [
      'lowest of several sales',
      {
        productType: 3,
        variants: [
          { priceMoney: { value: '1.00' } },
          { onSale: true, salePriceMoney: { value: '.50' } },
          { onSale: true, salePriceMoney: { value: '.25' } },
          { onSale: true, salePriceMoney: { value: '.75' } },
        ],
      },
      '0.25',
      '1.00',
      '0.25',
    ],
    ['digital', { productType: 2, priceMoney: { value: '7.50' } }, '7.50', '7.50', '0.00'],
    [
      'digital on sale',
      { productType: 2, onSale: true, priceMoney: { value: '4' }, salePriceMoney: { value: '2' } },
      '4.00',
      '4.00',
      '2.00',
    ],
    ['digital without price', { productType: 2 }, '0.00', '0.00', '0.00'],
    [
      'gift card has no sale price',
      {
        productType: 4,
        variants: [{ priceMoney: { value: '25' } }, { priceMoney: { value: '50' }, onSale: true }],
      },
      '0.00',
      '50.00',
      '0.00',
    ],
    ['unknown type', { productType: -1 }, '0.00', '0.00', '0.00'],
    [
      'legacy minor units when priceMoney is absent',
      { productType: 1, variants: [{ price: 10000 }, { price: '2550' }] },
      '25.50',
      '100.00',
      '0.00',
    ],
  ])('%s', (_, content, from, normal, sale) => {
    const item = product(content);
    expect(decimalToString(fromPrice(item).amount, 2)).toBe(from);
    expect(decimalToString(normalPrice(item).amount, 2)).toBe(normal);
    expect(decimalToString(salePrice(item).amount, 2)).toBe(sale);
  });

  it('keeps the currency of the chosen price', () => {
    const item = product({
      productType: 1,
      variants: [{ priceMoney: { value: '9', currency: 'EUR' } }],
    });
    expect(text(fromPrice(item))).toBe('9.00 EUR');
  });

  it('reads variant prices from money, else minor units, else zero', () => {
    expect(text(variantPrice({ priceMoney: { decimalValue: '3', currencyCode: 'GBP' } }))).toBe(
      '3.00 GBP',
    );
    expect(text(variantPrice({ price: 199 }))).toBe('1.99 USD');
    expect(text(variantPrice({ price: 'x' }))).toBe('0.00 USD');
    expect(text(variantPrice({}))).toBe('0.00 USD');
    expect(text(effectivePrice({ onSale: true, price: 500, salePrice: 250 }))).toBe('2.50 USD');
  });
});

// Mirrors conformance util.commerce/has-varied-prices.json.
describe('hasVariedPrices', () => {
  it.each<[string, ProductContent, boolean]>([
    [
      'sale flag differs',
      {
        productType: 1,
        variants: [{ onSale: false }, { onSale: true, price: 200, salePrice: 124 }],
      },
      true,
    ],
    ['price differs', { productType: 3, variants: [{ price: 200 }, { price: 100 }] }, true],
    [
      'sale price differs',
      {
        productType: 1,
        variants: [
          { onSale: true, salePrice: 100 },
          { onSale: true, salePrice: 200 },
        ],
      },
      true,
    ],
    ['digital never', { productType: 2 }, false],
    ['unknown never', { productType: -1 }, false],
    ['same price', { productType: 1, variants: [{ price: 100 }, { price: 100 }] }, false],
    [
      'same sale price',
      {
        productType: 1,
        variants: [
          { onSale: true, salePrice: 100 },
          { onSale: true, salePrice: 100 },
        ],
      },
      false,
    ],
    [
      'money values equal in different notation',
      {
        productType: 1,
        variants: [{ priceMoney: { value: '10' } }, { priceMoney: { value: '10.00' } }],
      },
      false,
    ],
    [
      'same value, other currency',
      {
        productType: 1,
        variants: [
          { priceMoney: { value: '10', currency: 'EUR' } },
          { priceMoney: { value: '10' } },
        ],
      },
      true,
    ],
    [
      'gift card denominations',
      {
        productType: 4,
        variants: [{ priceMoney: { value: '25' } }, { priceMoney: { value: '50' } }],
      },
      true,
    ],
    ['no variants', { productType: 1, variants: [] }, false],
  ])('%s: %s', (_, content, expected) => {
    expect(hasVariedPrices(product(content))).toBe(expected);
  });
});

const shown = (display: PriceDisplay): string => {
  switch (display.kind) {
    case 'none':
      return '';
    case 'from':
      return `from ${formatMoneyAmount(display.price)}`;
    case 'single':
      return formatMoneyAmount(display.price);
    case 'sale':
      return `${formatMoneyAmount(display.price)} was ${formatMoneyAmount(display.original)}`;
  }
};

// Mirrors conformance f-product-price-1..7.
describe('priceDisplay', () => {
  it.each<[string, ProductContent, string]>([
    [
      'varied prices show from the lowest',
      {
        productType: 1,
        variants: [{ priceMoney: { value: '100' } }, { priceMoney: { value: '200' } }],
      },
      'from $100.00',
    ],
    [
      'varied with a sale show from the sale',
      {
        productType: 1,
        variants: [
          { priceMoney: { value: '100' } },
          { onSale: true, salePriceMoney: { value: '50' } },
        ],
      },
      'from $50.00',
    ],
    [
      'single variant on sale',
      {
        productType: 1,
        variants: [
          { onSale: true, salePriceMoney: { value: '50.00' }, priceMoney: { value: '100.00' } },
        ],
      },
      '$50.00 was $100.00',
    ],
    [
      'single variant',
      { productType: 1, variants: [{ priceMoney: { value: '200.00' } }] },
      '$200.00',
    ],
    [
      'same prices show one price',
      {
        productType: 3,
        variants: [{ priceMoney: { value: '20' } }, { priceMoney: { value: '20' } }],
      },
      '$20.00',
    ],
    ['digital', { productType: 2, priceMoney: { value: '200' } }, '$200.00'],
    [
      'digital on sale',
      {
        productType: 2,
        onSale: true,
        priceMoney: { value: '400.00' },
        salePriceMoney: { value: '200.00' },
      },
      '$200.00 was $400.00',
    ],
    [
      'gift card flagged on sale still shows its price',
      { productType: 4, variants: [{ onSale: true, priceMoney: { value: '25' } }] },
      '$25.00',
    ],
    ['no variants', { productType: 1, variants: [] }, '$0.00'],
    ['unknown type shows nothing', { productType: -1 }, ''],
  ])('%s', (_, content, expected) => {
    expect(shown(priceDisplay(product(content)))).toBe(expected);
  });
});
