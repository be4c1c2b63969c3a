// The storefront's shopping events as the visitor-metrics tracker receives them (spec
// site-and-editor.md §3 "Add-to-cart tracking event", storefront.md §7 "Shopping analytics"),
// sent through RecordEvent (docs/analytics.md lists who sends each). `checkout` is ours: the
// report's funnel needs the step between the cart and the order.
import { PRODUCT_TYPE_NAMES, type ProductTypeCode } from '../codes/product-types';

export const ShoppingEventName = {
  viewProduct: 'commerce_view_product',
  viewListing: 'commerce_view_listing',
  addToCart: 'commerce_add_to_cart',
  viewCart: 'commerce_view_cart',
  removeFromCart: 'commerce_remove_from_cart',
  relatedDisplay: 'commerce_related_display',
  relatedClick: 'commerce_related_click',
  relatedAdd: 'commerce_related_add',
  checkout: 'commerce_checkout',
  purchase: 'commerce_purchase',
} as const;

/** The product fields every product event carries (as the add-to-cart tracking event's). */
export interface TrackedProduct {
  readonly item_id: string;
  readonly item_title: string;
}

/** A product as the events other than add to cart name it. */
export function trackedProduct(product: {
  readonly id: string;
  readonly name: string;
}): TrackedProduct {
  return { item_id: product.id, item_title: product.name };
}

/** Where the product was added from: a listing, its own page, an add-on, a product block. */
export type ProductPageKind = 'plp' | 'pdp' | 'add-on' | 'product_block';

export interface AddToCartTrackingEvent {
  readonly website_id: string;
  readonly page_id: string;
  readonly cart_id: string;
  readonly product_page: ProductPageKind;
  readonly product: {
    readonly item_id: string;
    readonly item_type: string;
    readonly item_title: string;
    readonly item_collection_id: string;
    readonly item_collection_name: string;
  };
}

export interface AddToCartInput {
  readonly cart: { readonly id: string; readonly websiteId: string };
  /** The page the add happened on: its path (the live page carries no page id). */
  readonly pageId: string;
  readonly productPage: ProductPageKind;
  readonly product: {
    readonly id: string;
    readonly name: string;
    readonly collectionId: string;
    readonly structuredContent: { readonly productType: ProductTypeCode };
  };
  /** The products page's title, '' when not known. */
  readonly collectionName: string;
}

export function addToCartTrackingEvent(input: AddToCartInput): AddToCartTrackingEvent {
  return {
    website_id: input.cart.websiteId,
    page_id: input.pageId,
    cart_id: input.cart.id,
    product_page: input.productPage,
    product: {
      item_id: input.product.id,
      item_type: PRODUCT_TYPE_NAMES[input.product.structuredContent.productType],
      item_title: input.product.name,
      item_collection_id: input.product.collectionId,
      item_collection_name: input.collectionName,
    },
  };
}
