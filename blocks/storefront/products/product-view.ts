// What a product shows for a shopper's current choice: the option lists with their unavailable
// values marked, the resolved variant and its image, the price line, stock-driven marks, and
// which parts (quantity, scarcity, back-in-stock) appear. Pure: it calls the shared rules
// (shared/products/*) and adds only what joins them for one product on screen.
//
// Choices where the spec is silent: a value is "unavailable" when no variant with the other
// chosen values has it, and "sold out" when every such variant is out of stock; both stay
// selectable (a shopper may pick a sold-out variant to sign up for its restock). Scarcity shows
// for the resolved variant when the owner enabled it and the variant has limited stock above 0;
// `{qty}` and `{qtyInStock}` in the owner's text become the units left.

import type {
  ProductImage,
  ProductItem,
  StockResponse,
  VariantItem,
} from '../../../shared/api/commerce';
import { ProductType } from '../../../shared/codes/product-types';
import { ownValue } from '../../../shared/json/keys';
import type { MoneyAmount } from '../../../shared/money/money';
import { effectivePrice, priceDisplay, variantPrice } from '../../../shared/products/prices';
import { isSubscribable, showQuantityInput } from '../../../shared/products/quantity';
import { type DisplayStatus, displayStatus } from '../../../shared/products/status';
import { subscriptionPriceText } from '../../../shared/products/subscription';
import type { StoreSettings } from '../../../shared/products/types';
import {
  findVariant,
  type OptionSelection,
  showVariantSelector,
  variantOptions,
} from '../../../shared/products/variants';

export type ValueState = 'available' | 'sold-out' | 'unavailable';

export interface OptionValueView {
  readonly value: string;
  readonly state: ValueState;
}

export interface OptionView {
  readonly name: string;
  readonly values: readonly OptionValueView[];
}

/** The product with each variant's stock replaced by the inventory call's answer. */
export function withStock(product: ProductItem, stock: StockResponse | null): ProductItem {
  if (stock === null) return product;
  const bySku = new Map(stock.results.map((result) => [result.sku, result]));
  const variants = product.structuredContent.variants.map((variant) => {
    const level = bySku.get(variant.sku);
    return level
      ? { ...variant, unlimited: level.unlimited, qtyInStock: level.qtyInStock }
      : variant;
  });
  return { ...product, structuredContent: { ...product.structuredContent, variants } };
}

export function variantInStock(variant: VariantItem): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Whether stock limits this product type (digital and gift cards are never sold out). */
export function tracksStock(product: ProductItem): boolean {
  const type = product.structuredContent.productType;
  return type === ProductType.physical || type === ProductType.service;
}

/** The options, in the owner's order, each value marked against the other chosen values. */
export function optionViews(product: ProductItem, selection: OptionSelection): OptionView[] {
  if (!showVariantSelector(product)) return [];
  const variants = product.structuredContent.variants;
  const stockMatters = tracksStock(product);
  return variantOptions(product).map((option) => ({
    name: option.name,
    values: option.values.map((value) => {
      const matching = variants.filter(
        (variant) =>
          ownValue(variant.attributes, option.name) === value &&
          Object.entries(selection).every(
            ([name, chosen]) =>
              name === option.name || !chosen || ownValue(variant.attributes, name) === chosen,
          ),
      );
      let state: ValueState = 'available';
      if (matching.length === 0) state = 'unavailable';
      else if (stockMatters && !matching.some(variantInStock)) state = 'sold-out';
      return { value, state };
    }),
  }));
}

/** The variant the choice names (the only one of a single-variant product), if any. */
export function chosenVariant(
  product: ProductItem,
  selection: OptionSelection,
): VariantItem | undefined {
  if (product.structuredContent.productType === ProductType.digital) {
    return product.structuredContent.variants[0];
  }
  return findVariant(product, selection) as VariantItem | undefined;
}

/** The chosen variant's own image, else the product's first image, else none. */
export function shownImage(
  product: ProductItem,
  variant: VariantItem | undefined,
): ProductImage | null {
  const own = variant?.imageFileId
    ? product.images.find((image) => image.fileId === variant.imageFileId)
    : undefined;
  return own ?? product.images[0] ?? null;
}

export type PriceLine =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly price: string }
  | { readonly kind: 'from'; readonly price: string }
  | { readonly kind: 'sale'; readonly price: string; readonly original: string }
  /** A subscription: the whole sentence ("$20.00 every month for 1 year", or 'Unavailable'). */
  | { readonly kind: 'subscription'; readonly text: string };

/**
 * The price shown: the chosen variant's (its sale price beside the original when on sale, never
 * for gift cards), else the product's price display (a "from" price when variant prices differ).
 */
export function priceLine(
  product: ProductItem,
  variant: VariantItem | undefined,
  format: (money: MoneyAmount) => string,
): PriceLine {
  const content = product.structuredContent;
  const display = priceDisplay(product);
  if (isSubscribable(product)) {
    const from = !variant && display.kind === 'from';
    const money = variant ? effectivePrice(variant) : 'price' in display ? display.price : null;
    if (money === null) return { kind: 'none' };
    return {
      kind: 'subscription',
      text: subscriptionPriceText(format(money), content.subscriptionPlan, { from }),
    };
  }
  const typed = content.productType !== ProductType.digital;
  if (variant && typed && content.variants.length > 1) {
    if (variant.onSale && content.productType !== ProductType.giftCard) {
      return {
        kind: 'sale',
        price: format(effectivePrice(variant)),
        original: format(variantPrice(variant)),
      };
    }
    return { kind: 'single', price: format(variantPrice(variant)) };
  }
  switch (display.kind) {
    case 'none':
      return display;
    case 'sale':
      return { kind: 'sale', price: format(display.price), original: format(display.original) };
    default:
      return { kind: display.kind, price: format(display.price) };
  }
}

/** The sold-out / sale mark: the product's status, or "sold out" for a chosen sold-out variant. */
export function statusMark(product: ProductItem, variant: VariantItem | undefined): DisplayStatus {
  if (variant && tracksStock(product) && !variantInStock(variant)) return 'sold-out';
  return displayStatus(product);
}

/** Whether the add button shows 'Sold Out' (or the owner's text) and is disabled. */
export function addSoldOut(product: ProductItem, variant: VariantItem | undefined): boolean {
  return statusMark(product, variant) === 'sold-out';
}

/**
 * The add button's state with the owner's sold-out text ("Back soon") in place of the machine's
 * 'Sold Out', on a card and on the product's own page alike.
 */
export function soldOutLabel<State extends { readonly text: string }>(
  state: State,
  soldOut: boolean,
  customSoldOutText: string,
): State {
  return soldOut && customSoldOutText !== '' ? { ...state, text: customSoldOutText } : state;
}

export function showsQuantity(product: ProductItem, settings: StoreSettings): boolean {
  return showQuantityInput(product, settings);
}

/** The scarcity sentence for the chosen variant, or null. */
export function scarcityText(
  product: ProductItem,
  variant: VariantItem | undefined,
): string | null {
  const merchandising = product.merchandising;
  if (!merchandising.scarcityEnabled || !variant || !tracksStock(product)) return null;
  if (variant.unlimited || variant.qtyInStock <= 0) return null;
  const text =
    merchandising.scarcityText.trim() === '' ? 'Only {qty} left' : merchandising.scarcityText;
  return text
    .replaceAll('{qtyInStock}', String(variant.qtyInStock))
    .replaceAll('{qty}', String(variant.qtyInStock));
}

/** The back-in-stock form shows for a chosen sold-out variant of a physical or service product. */
export function showRestock(product: ProductItem, variant: VariantItem | undefined): boolean {
  return (
    product.merchandising.restockNotificationsEnabled &&
    variant !== undefined &&
    tracksStock(product) &&
    !variantInStock(variant)
  );
}

/** The selection that names a variant: its attributes (a single-variant product needs none). */
export function selectionOf(variant: VariantItem): OptionSelection {
  return { ...variant.attributes };
}
