// Product display status: spec storefront.md §4 "Product display status".
// Physical or service products are sold out when no variant is unlimited or has stock above 0.
// Digital and gift-card products are never sold out; unknown types (including paywall) count
// as sold out. On sale when any variant is on sale (physical/service) or the product itself is
// (digital); gift cards are never on sale. Sold out takes precedence over sale.

import { ProductType } from '../codes/product-types';
import type { Product, ProductVariant } from './types';

export function variantsOf(product: Product): readonly ProductVariant[] {
  return product.structuredContent?.variants ?? [];
}

function hasStock(variant: ProductVariant): boolean {
  return variant.unlimited === true || (variant.qtyInStock ?? 0) > 0;
}

export function isSoldOut(product: Product): boolean {
  switch (product.structuredContent?.productType) {
    case ProductType.physical:
    case ProductType.service:
      return !variantsOf(product).some(hasStock);
    case ProductType.digital:
    case ProductType.giftCard:
      return false;
    default:
      return true;
  }
}

export function isOnSale(product: Product): boolean {
  switch (product.structuredContent?.productType) {
    case ProductType.physical:
    case ProductType.service:
      return variantsOf(product).some((variant) => variant.onSale === true);
    case ProductType.digital:
      return product.structuredContent?.onSale === true;
    default:
      return false;
  }
}

export type DisplayStatus = 'sold-out' | 'sale' | null;

/** The one mark to show on a product: sold out beats sale; null when neither. */
export function displayStatus(product: Product): DisplayStatus {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return null;
}

/**
 * Units left across all variants. Digital and gift-card products, and any product with an
 * unlimited variant, have unlimited stock: Number.POSITIVE_INFINITY.
 */
export function totalStock(product: Product): number {
  const type = product.structuredContent?.productType;
  if (type === ProductType.digital || type === ProductType.giftCard) {
    return Number.POSITIVE_INFINITY;
  }
  let total = 0;
  for (const variant of variantsOf(product)) {
    if (variant.unlimited === true) return Number.POSITIVE_INFINITY;
    total += Math.max(0, variant.qtyInStock ?? 0);
  }
  return total;
}
