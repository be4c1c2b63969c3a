// One add to cart, after the shopper's choice passed the checks: read the stock again (spec
// storefront.md §7: enough when unlimited or above what this cart already holds), then add, or
// for a subscription ask for its cart token; then say where the shopper goes next (§4 "After
// adding": express checkout to checkout, a subscription to its page with the cart token, a gift
// card to its page). A refusal rejects with the StorefrontApiError the add-to-cart rules read.
// A product with an additional-fields form asks for its answers first (the lightbox); closing it
// rejects with AddCancelled, which the button takes as "back to idle", not as a failure.
import {
  type AddToCartResponse,
  CommercePath,
  type ProductItem,
  type ShoppingCart,
  type StockResponse,
  type SubscriptionCartResponse,
  type VariantItem,
} from '../../../shared/api/commerce';
import { ProductType } from '../../../shared/codes/product-types';
import { isSubscribable } from '../../../shared/products/quantity';
import { hasEnoughStock, NOT_ENOUGH_STOCK_MESSAGE } from '../../../shared/products/stock';
import { StorefrontApiError } from '../api';
import { quantityInCart } from '../cart-store';

/** Our own simple pages (the cart issue builds checkout). */
export const StorefrontPath = {
  checkout: '/checkout',
  subscription: (cartToken: string) => `/subscription?cartToken=${encodeURIComponent(cartToken)}`,
  giftCard: (itemId: string) => `/gift-card/${encodeURIComponent(itemId)}`,
} as const;

export interface AddDeps {
  readonly loadStock: (itemId: string) => Promise<StockResponse>;
  readonly post: <T>(path: string, body: unknown) => Promise<T>;
  readonly cart: ShoppingCart | null;
  readonly expressCheckout: boolean;
  /** The answers to the product's form as a JSON string, or null when the shopper closed it. */
  readonly askAnswers: (formId: string) => Promise<string | null>;
}

/** The shopper closed the product's form: nothing was added. */
export class AddCancelled extends Error {
  constructor() {
    super('The form was closed.');
    this.name = 'AddCancelled';
  }
}

export interface AddOutcome {
  /** The cart after the add (null for a subscription, whose token names a cart of its own). */
  readonly cart: ShoppingCart | null;
  /** Where to go next, or null to stay. */
  readonly next: string | null;
}

export async function addToCart(
  product: ProductItem,
  variant: VariantItem,
  quantity: number,
  deps: AddDeps,
): Promise<AddOutcome> {
  const tracked =
    product.structuredContent.productType === ProductType.physical ||
    product.structuredContent.productType === ProductType.service;
  if (tracked) {
    const stock = await deps.loadStock(product.id);
    const level = stock.results.find((result) => result.sku === variant.sku);
    const inCart = quantityInCart(deps.cart, product.id, variant.sku);
    if (!level || !hasEnoughStock(level, inCart, quantity)) {
      throw new StorefrontApiError(400, { message: NOT_ENOUGH_STOCK_MESSAGE });
    }
  }
  if (isSubscribable(product)) {
    const { cartToken } = await deps.post<SubscriptionCartResponse>(CommercePath.subscriptionCart, {
      itemId: product.id,
      sku: variant.sku,
      qty: quantity,
    });
    return { cart: null, next: StorefrontPath.subscription(cartToken) };
  }
  const formId = product.structuredContent.additionalFieldsFormId;
  const additionalFields = formId ? await deps.askAnswers(formId) : null;
  if (formId && additionalFields === null) throw new AddCancelled();
  const answer = await deps.post<AddToCartResponse>(CommercePath.cartEntries, {
    itemId: product.id,
    sku: variant.sku,
    quantity,
    additionalFields,
  });
  let next: string | null = null;
  if (product.structuredContent.productType === ProductType.giftCard) {
    next = StorefrontPath.giftCard(product.id);
  } else if (deps.expressCheckout) {
    next = StorefrontPath.checkout;
  }
  return { cart: answer.shoppingCart, next };
}
