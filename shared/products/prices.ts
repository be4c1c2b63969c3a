// Product prices as the storefront shows them: spec storefront.md §3 (variant price, salePrice,
// priceMoney, salePriceMoney, onSale) and the "from" price when variant prices differ.
// A variant's price is its priceMoney; without one, its legacy minor-unit `price` divided by 100;
// without either, zero. The same goes for sale prices.

import { ProductType } from '../codes/product-types';
import { DEFAULT_CURRENCY } from '../money/currencies';
import { compareDecimal, parseDecimal } from '../money/decimal';
import { type MoneyAmount, type MoneyLike, readMoney } from '../money/money';
import { variantsOf } from './status';
import type { Product, ProductVariant } from './types';

const ZERO_MONEY: MoneyAmount = readMoney(undefined);

function moneyOrMinor(
  money: MoneyLike | undefined,
  minor: number | string | undefined,
): MoneyAmount {
  if (money) return readMoney(money);
  const parsed = parseDecimal(minor);
  if (!parsed) return ZERO_MONEY;
  // Legacy minor units are hundredths: move the decimal point two places left.
  return {
    amount: { coefficient: parsed.coefficient, scale: parsed.scale + 2 },
    currency: DEFAULT_CURRENCY,
  };
}

export function variantPrice(variant: ProductVariant): MoneyAmount {
  return moneyOrMinor(variant.priceMoney, variant.price);
}

export function variantSalePrice(variant: ProductVariant): MoneyAmount {
  return moneyOrMinor(variant.salePriceMoney, variant.salePrice);
}

/** What the shopper pays for a variant: its sale price when on sale, else its price. */
export function effectivePrice(variant: ProductVariant): MoneyAmount {
  return variant.onSale === true ? variantSalePrice(variant) : variantPrice(variant);
}

function pick(
  prices: readonly MoneyAmount[],
  better: (candidate: MoneyAmount, best: MoneyAmount) => boolean,
): MoneyAmount {
  let best: MoneyAmount | undefined;
  for (const price of prices) if (!best || better(price, best)) best = price;
  return best ?? ZERO_MONEY;
}

const lower = (a: MoneyAmount, b: MoneyAmount) => compareDecimal(a.amount, b.amount) < 0;
const higher = (a: MoneyAmount, b: MoneyAmount) => compareDecimal(a.amount, b.amount) > 0;

function hasVariantPrices(type: number | undefined): boolean {
  return (
    type === ProductType.physical || type === ProductType.service || type === ProductType.giftCard
  );
}

/** The lowest price a shopper can pay: the cheapest effective variant price, or a digital product's price. */
export function fromPrice(product: Product): MoneyAmount {
  const content = product.structuredContent;
  if (hasVariantPrices(content?.productType))
    return pick(variantsOf(product).map(effectivePrice), lower);
  if (content?.productType === ProductType.digital) return readMoney(content.priceMoney);
  return ZERO_MONEY;
}

/** The highest regular (not sale) price, or a digital product's price. */
export function normalPrice(product: Product): MoneyAmount {
  const content = product.structuredContent;
  if (hasVariantPrices(content?.productType))
    return pick(variantsOf(product).map(variantPrice), higher);
  if (content?.productType === ProductType.digital) return readMoney(content.priceMoney);
  return ZERO_MONEY;
}

/** The lowest sale price among on-sale variants (physical, service) or a digital product's sale price; gift cards have none (zero). */
export function salePrice(product: Product): MoneyAmount {
  const content = product.structuredContent;
  const type = content?.productType;
  if (type === ProductType.physical || type === ProductType.service) {
    const onSale = variantsOf(product).filter((variant) => variant.onSale === true);
    return pick(onSale.map(variantSalePrice), lower);
  }
  if (type === ProductType.digital) return readMoney(content?.salePriceMoney);
  return ZERO_MONEY;
}

function samePrice(a: MoneyAmount, b: MoneyAmount): boolean {
  return a.currency === b.currency && compareDecimal(a.amount, b.amount) === 0;
}

/** Whether variants differ in sale flag, price, or (when on sale) sale price. Never for digital. */
export function hasVariedPrices(product: Product): boolean {
  if (!hasVariantPrices(product.structuredContent?.productType)) return false;
  const [first, ...rest] = variantsOf(product);
  if (!first) return false;
  const firstOnSale = first.onSale === true;
  return rest.some(
    (variant) =>
      (variant.onSale === true) !== firstOnSale ||
      !samePrice(variantPrice(variant), variantPrice(first)) ||
      (firstOnSale && !samePrice(variantSalePrice(variant), variantSalePrice(first))),
  );
}

export type PriceDisplay =
  | { readonly kind: 'none' }
  | { readonly kind: 'from'; readonly price: MoneyAmount }
  | { readonly kind: 'single'; readonly price: MoneyAmount }
  | { readonly kind: 'sale'; readonly price: MoneyAmount; readonly original: MoneyAmount };

/**
 * How to show a product's price: "from" the lowest effective price when variant prices differ;
 * a sale price with the original when the (only or shared) price is on sale; else the price.
 * Unknown product types show nothing.
 */
export function priceDisplay(product: Product): PriceDisplay {
  const content = product.structuredContent;
  const type = content?.productType;
  if (type === ProductType.digital) {
    if (content?.onSale === true) {
      return { kind: 'sale', price: salePrice(product), original: normalPrice(product) };
    }
    return { kind: 'single', price: normalPrice(product) };
  }
  if (!hasVariantPrices(type)) return { kind: 'none' };
  if (hasVariedPrices(product)) return { kind: 'from', price: fromPrice(product) };
  const [first] = variantsOf(product);
  if (first?.onSale === true && type !== ProductType.giftCard) {
    return { kind: 'sale', price: variantSalePrice(first), original: variantPrice(first) };
  }
  return { kind: 'single', price: first ? variantPrice(first) : ZERO_MONEY };
}
