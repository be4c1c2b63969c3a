// schema.org `Product` data for a product page (https://schema.org/Product): name, description,
// images, SKU, and an offer with the price a shopper pays, the currency and availability (sold
// out by the storefront's own rule, shared/products/status.ts). Variants at different prices
// give an AggregateOffer from the lowest to the highest price.
import type { ProductItem } from '../api/commerce';
import { fractionDigitsFor } from '../money/currencies';
import { compareDecimal, decimalToString } from '../money/decimal';
import type { MoneyAmount } from '../money/money';
import { effectivePrice, fromPrice, hasVariedPrices } from '../products/prices';
import { isSoldOut, variantsOf } from '../products/status';

export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

const amount = (money: MoneyAmount) =>
  decimalToString(money.amount, fractionDigitsFor(money.currency));

function highestPrice(product: ProductItem): MoneyAmount {
  return variantsOf(product)
    .map(effectivePrice)
    .reduce((best, price) => (compareDecimal(price.amount, best.amount) > 0 ? price : best));
}

export interface ProductDataInput {
  readonly product: ProductItem;
  /** The product page's absolute address. */
  readonly url: string;
  /** Its images' absolute addresses (the unsafe ones already dropped). */
  readonly images: readonly string[];
  readonly description?: string;
}

/** The JSON-LD object; serialise it with jsonForScript. */
export function productData({ product, url, images, description }: ProductDataInput) {
  const low = fromPrice(product);
  const availability = isSoldOut(product) ? OUT_OF_STOCK : IN_STOCK;
  const offers = hasVariedPrices(product)
    ? {
        '@type': 'AggregateOffer',
        lowPrice: amount(low),
        highPrice: amount(highestPrice(product)),
        offerCount: variantsOf(product).length,
        priceCurrency: low.currency,
        availability,
        url,
      }
    : { '@type': 'Offer', price: amount(low), priceCurrency: low.currency, availability, url };
  const sku = product.structuredContent.variants[0]?.sku;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(sku ? { sku } : {}),
    url,
    offers,
  };
}
