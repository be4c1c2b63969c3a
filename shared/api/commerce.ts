// The commerce wire contract (issues 9 and 10): paths, request and response bodies of the
// storefront calls (spec storefront.md §7, site-and-editor.md restock calls), the owner's
// catalogue and orders. Money travels as `{ value: "19.99", currency: "USD" }` (a decimal
// string); the server stores and computes integer minor units. Every refusal answers
// `{ message }` (a sentence to show as sent); every write needs the crumb (CRUMB_HEADER).
//
// Our choices where the spec gives no path: change quantity is PUT and remove is DELETE on
// `/api/commerce/shopping-cart/entries/{entryId}`; the restock outbox is GET
// `/api/site-users/account/notifications/restock/outbox`; one order is GET
// `/api/commerce/orders/{orderId}` (the visitor who placed it, by the cart cookie).

import type { ProductTypeCode } from '../codes/product-types';
import { QUANTITY_OUT_OF_RANGE_MESSAGE } from '../products/quantity';
import type {
  BillingUnit,
  OptionValue,
  Product,
  ProductContent,
  ProductVariant,
  StoreSettings,
} from '../products/types';

export * from './commerce-orders';
export * from './commerce-restock';

// ---------------------------------------------------------------- paths

const RESTOCK = '/api/site-users/account/notifications/restock';
const ENTRIES = '/api/commerce/shopping-cart/entries';

export const CommercePath = {
  /** GET ?itemId= → StockResponse */
  stock: '/api/commerce/inventory/stock/',
  /** GET ?mock=&timecode=&calculateSubtotal= → ShoppingCart */
  cart: '/api/commerce/shopping-cart',
  /** POST AddToCartRequest → AddToCartResponse */
  cartEntries: ENTRIES,
  /** PUT ChangeQuantityRequest → UpdateEntryResponse; DELETE → CartResponse */
  cartEntry: (entryId: string) => `${ENTRIES}/${encodeURIComponent(entryId)}`,
  /** PUT UpdateAdditionalFieldsRequest → UpdateEntryResponse */
  cartEntryAdditionalFields: (entryId: string) =>
    `${ENTRIES}/${encodeURIComponent(entryId)}/additionalFields`,
  /** POST SubscriptionCartRequest → SubscriptionCartResponse */
  subscriptionCart: '/api/3/commerce/cart/subscription',
  /** POST RestockSignUpRequest → RestockSignUpResponse; GET ?productId=&variantId=&cursor= → RestockSignUpPage */
  restock: RESTOCK,
  /** GET ?cursor= → RestockGroupPage */
  restockGroups: `${RESTOCK}/groups`,
  /** POST RestockSendRequest → RestockSendResponse */
  restockSend: `${RESTOCK}/send`,
  /** POST RestockSendAllRequest → RestockSendResponse */
  restockSendAll: `${RESTOCK}/send/all`,
  /** GET ?cursor= → OutboxPage (our own: what "sending" recorded) */
  restockOutbox: `${RESTOCK}/outbox`,
  /** GET → ProductListResponse; POST ProductInput → ProductResponse (201) */
  products: '/api/commerce/products',
  /** GET → ProductResponse; PUT ProductInput → ProductResponse; DELETE → 204 */
  product: (productId: string) => `/api/commerce/products/${encodeURIComponent(productId)}`,
  /** POST PlaceOrderRequest → OrderResponse (201); GET (owner) → OrderListResponse */
  orders: '/api/commerce/orders',
  /** GET → OrderResponse: the owner, or the visitor whose purchased cart it was */
  order: (orderId: string) => `/api/commerce/orders/${encodeURIComponent(orderId)}`,
} as const;

/** The visitor's cart id (httpOnly) and the spec's `hasCart` flag (shared/cart/load-policy). */
export { CART_COOKIE, HAS_CART_COOKIE } from '../cart/load-policy';

/**
 * Query parameters of GET CommercePath.cart (storefront.md §7). `mock=true` answers a sample
 * cart built from the catalogue without reading or creating the visitor's (the editor's
 * preview); `timecode` is a cache-buster and ignored; totals are always computed on the server,
 * and `calculateSubtotal=false` is accepted and changes nothing.
 */
export const CartQuery = {
  mock: 'mock',
  timecode: 'timecode',
  calculateSubtotal: 'calculateSubtotal',
} as const;

// ---------------------------------------------------------------- money, errors

/** Money on the wire: a decimal string in the currency's fraction digits. */
export interface Money {
  readonly value: string;
  readonly currency: string;
}

/** Every refusal (400, 403 crumb, 404, 409, 429): the sentence to show. */
export interface CommerceErrorResponse {
  readonly message: string;
  /** Present on a 403 crumb failure, as for the site API. */
  readonly crumbFail?: true;
  /** On an owner catalogue 400: the refused field as a dotted path, e.g. "variants.1.sku". */
  readonly field?: string;
}

// ---------------------------------------------------------------- store settings

/** Installment teaser thresholds; the teaser shows when min < price <= max. */
export interface InstallmentSettings {
  readonly enabled: boolean;
  readonly minimum: Money;
  readonly maximum: Money;
  readonly count: number;
}

/** `settings.store` in the site document (migration v3-store-settings). */
export interface StoreSettingsDocument {
  /** ISO 4217, default USD; every price of the store is in this currency. */
  readonly currency: string;
  readonly expressCheckout: boolean;
  readonly multipleQuantityAllowedForServices: boolean;
  readonly installments: InstallmentSettings;
}

/** Defaults we chose: installments on, over $1.00 and up to $2,000.00, in 4 payments. */
export const DEFAULT_INSTALLMENT_MINIMUM_MINOR = 100;
export const DEFAULT_INSTALLMENT_MAXIMUM_MINOR = 200_000;

/** The spec's store settings view of the document's (for shared/products rules). */
export function storeSettingsView(store: StoreSettingsDocument): StoreSettings {
  return {
    selectedCurrency: store.currency,
    expressCheckout: store.expressCheckout,
    multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
  };
}

// ---------------------------------------------------------------- products

export interface ProductImage {
  /** The file manager's file id. */
  readonly fileId: string;
  readonly url: string;
  readonly alt: string;
}

export interface VariantItem extends ProductVariant {
  readonly id: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly optionValues: readonly OptionValue[];
  readonly priceMoney: Money;
  readonly salePriceMoney: Money;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  /** One of the product's image file ids, shown when this variant is chosen; or null. */
  readonly imageFileId: string | null;
}

export interface SubscriptionPlanItem {
  readonly billingPeriod: { readonly value: number; readonly unit: BillingUnit };
  /** 0 = renews indefinitely. */
  readonly numBillingCycles: number;
}

/** The spec's product merchandising context (storefront.md §3). */
export interface MerchandisingContext {
  /** '' = the default 'sold out' text. */
  readonly customSoldOutText: string;
  readonly scarcityEnabled: boolean;
  /** Shown when stock is low; `{qty}` is replaced by the units left. */
  readonly scarcityText: string;
  readonly scarcityShownByDefault: boolean;
  /** Back-in-stock sign-up shown on sold-out variants (physical and service only). */
  readonly restockNotificationsEnabled: boolean;
  /** '' = 'Signed up!'. */
  readonly restockSuccessText: string;
  readonly mailingListSignUpEnabled: boolean;
  readonly mailingListOptInByDefault: boolean;
}

export interface ProductItemContent extends ProductContent {
  readonly productType: ProductTypeCode;
  readonly variants: readonly VariantItem[];
  readonly variantOptionOrdering: readonly string[];
  readonly isSubscribable: boolean;
  readonly subscriptionPlan: SubscriptionPlanItem | null;
  /** The first variant's prices (digital products carry their price here, §3). */
  readonly priceMoney: Money;
  readonly salePriceMoney: Money;
  readonly onSale: boolean;
  readonly additionalFieldsFormId: string | null;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
}

/** The spec's product item (storefront.md §3 "Product item"), as every product call answers. */
export interface ProductItem extends Product {
  readonly id: string;
  readonly collectionId: string;
  /** Record type code 11 (store-item). */
  readonly recordType: number;
  readonly name: string;
  readonly slug: string;
  /** Plain text; the storefront escapes it. */
  readonly description: string;
  readonly images: readonly ProductImage[];
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly structuredContent: ProductItemContent;
  readonly merchandising: MerchandisingContext;
  /** ISO 8601. */
  readonly createdOn: string;
  readonly updatedOn: string;
}

/** A variant as the owner sends it: the server makes missing ids and fills defaults. */
export interface VariantInput {
  readonly id?: string;
  readonly sku?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly priceMoney: Money;
  readonly salePriceMoney?: Money;
  readonly onSale?: boolean;
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
  readonly imageFileId?: string | null;
}

/** POST/PUT body of the owner's catalogue: the product item without the server's fields. */
export interface ProductInput {
  readonly name: string;
  readonly slug?: string;
  readonly description?: string;
  readonly images?: readonly ProductImage[];
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
  readonly structuredContent: {
    readonly productType: ProductTypeCode;
    readonly variants: readonly VariantInput[];
    readonly variantOptionOrdering?: readonly string[];
    readonly isSubscribable?: boolean;
    readonly subscriptionPlan?: SubscriptionPlanItem | null;
    readonly additionalFieldsFormId?: string | null;
    readonly useCustomAddButtonText?: boolean;
    readonly customAddButtonText?: string;
  };
  readonly merchandising?: Partial<MerchandisingContext>;
}

/** GET CommercePath.products: every product of the store's collection, in catalogue order. */
export interface ProductListResponse {
  readonly products: readonly ProductItem[];
}

export interface ProductResponse {
  readonly product: ProductItem;
}

/** GET CommercePath.stock?itemId= (storefront.md §7). */
export interface StockResponse {
  readonly results: readonly {
    readonly sku: string;
    readonly unlimited: boolean;
    readonly qtyInStock: number;
  }[];
}

// ---------------------------------------------------------------- cart

export interface CartEntry {
  readonly id: string;
  readonly itemId: string;
  readonly chosenVariant: {
    readonly id: string;
    readonly sku: string;
    readonly attributes: Readonly<Record<string, string>>;
  };
  readonly quantity: number;
  /** The product's name when added. */
  readonly title: string;
  readonly productType: ProductTypeCode;
  /** Unit price paid (the sale price when on sale), in minor units. */
  readonly purchasePriceCents: number;
  readonly purchasePriceMoney: Money;
  /** quantity × purchase price. */
  readonly subTotal: Money;
  /** The additional-fields form answers as the JSON string the storefront sent; null = none. */
  readonly additionalFields: string | null;
  readonly imageUrl: string | null;
}

/** The cart fields we keep empty (no shipping, tax rules or coupons yet), for every cart built. */
export const CART_WITHOUT_EXTRAS = {
  shippingOptions: [],
  selectedShippingOption: null,
  shippingLocation: null,
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
} as const satisfies Partial<ShoppingCart>;

/** The spec's shopping cart (storefront.md §3); totals are computed on the server. */
export interface ShoppingCart {
  readonly id: string;
  readonly websiteId: string;
  /** The order made from it once purchased, else null. */
  readonly orderId: string | null;
  /** Milliseconds since the epoch. */
  readonly created: number;
  readonly isPurchased: boolean;
  readonly entries: readonly CartEntry[];
  readonly shippingOptions: readonly never[];
  readonly selectedShippingOption: null;
  readonly shippingLocation: null;
  readonly applicableTaxRules: readonly never[];
  readonly coupons: readonly never[];
  readonly validCoupons: readonly never[];
  readonly invalidCoupons: readonly never[];
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly subtotal: Money;
  readonly grandTotal: Money;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

/** GET CommercePath.cart answers the cart itself; an empty cart (id '') when the visitor has none. */
export type CartResponse = ShoppingCart;

/** POST CommercePath.cartEntries (storefront.md §7). */
export interface AddToCartRequest {
  readonly itemId: string;
  readonly sku: string;
  /** Whole number 1-9999; a string is read as typed. */
  readonly quantity: number | string;
  /** The additional-fields form answers as a JSON string, or null. */
  readonly additionalFields?: string | null;
}

export interface AddToCartResponse {
  readonly shoppingCart: ShoppingCart;
  /** The entry the add created or grew. */
  readonly newlyAdded: CartEntry;
}

/** PUT CommercePath.cartEntry(entryId). */
export interface ChangeQuantityRequest {
  readonly quantity: number | string;
}

/** PUT CommercePath.cartEntryAdditionalFields(entryId) (storefront.md §7). */
export interface UpdateAdditionalFieldsRequest {
  readonly itemId: string;
  readonly sku: string;
  readonly additionalFields: string | null;
}

export interface UpdateEntryResponse {
  readonly shoppingCart: ShoppingCart;
  readonly updatedEntry: CartEntry;
}

/** POST CommercePath.subscriptionCart (storefront.md §7). */
export interface SubscriptionCartRequest {
  readonly itemId: string;
  readonly sku: string;
  readonly qty?: number | string;
  readonly additionalFields?: string | null;
  readonly subscriptionOptionId?: string;
}

/** The token names a one-entry cart of its own; the subscription page reads it with ?cartToken=. */
export interface SubscriptionCartResponse {
  readonly cartToken: string;
}

// Too many adds (entries and subscription carts), per cart and per network address, answer 429
// `{message: RATE_LIMITED_MESSAGE}` with Retry-After; the numbers are the server's
// (docs/limits.md).

/** A cart holds at most this many lines (entries) when adding (our limit; see MAX_PRICE_MINOR). */
export const MAX_CART_LINES = 500;

export const CommerceMessage = {
  productNotFound: 'That product does not exist.',
  entryNotFound: 'That item is not in your shopping cart.',
  cartNotFound: 'Your shopping cart could not be found.',
  orderNotFound: 'That order does not exist.',
  quantityOutOfRange: QUANTITY_OUT_OF_RANGE_MESSAGE,
  badRequest: 'The request is not valid.',
  badAdditionalFields: 'The form answers are not valid.',
  tooManyProducts: 'A collection holds at most 200 products.',
  tooManyLines: `A shopping cart holds at most ${MAX_CART_LINES} different items.`,
  notSubscribable: 'This product is not a subscription.',
  restockNotOffered: 'Back-in-stock sign-up is not offered for this item.',
} as const;
