// The commerce wire contract, part 2: orders (place one, the owner's list, one order).
// Re-exported by commerce.ts, which holds paths, products and carts.
import type { Money } from './commerce';

// ---------------------------------------------------------------- orders

export interface ShippingAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  /** Region code from shared/addresses where the country has a list, else free text. */
  readonly state: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/** POST CommercePath.orders: the visitor's cart becomes an order (test mode). */
export interface PlaceOrderRequest {
  readonly email: string;
  /** Required unless the cart is purely digital (or gift cards only). */
  readonly shippingAddress?: ShippingAddress | null;
}

export interface OrderItem {
  readonly sku: string;
  readonly productName: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly itemId: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The spec's order fields (storefront.md §3 "Order") plus what the pages show. */
export interface Order {
  readonly id: string;
  readonly purchasedCartId: string;
  readonly testMode: true;
  readonly websiteId: string;
  readonly items: readonly OrderItem[];
  readonly subtotal: Money;
  readonly grandTotal: Money;
  readonly shippingTotal: Money;
  readonly taxTotal: Money;
  readonly email: string;
  readonly shippingAddress: ShippingAddress | null;
  /** ISO 8601. */
  readonly createdOn: string;
  /** The signed-in site user who placed it; null for a visitor. */
  readonly siteUserId: string | null;
}

export interface OrderResponse {
  readonly order: Order;
}

/** GET CommercePath.orders (owner): newest first. */
export interface OrderListResponse {
  readonly orders: readonly Order[];
}

/** Refusals of the order call that the spec does not word (ours). */
export const OrderMessage = {
  emptyCart: 'You have nothing in your shopping cart.',
  emailInvalid: 'Email is invalid',
  addressRequired: 'A shipping address is required.',
  fieldRequired: (label: string) => `${label} is required.`,
  regionInvalid: 'Select a valid state or region.',
  countryInvalid: 'Select a valid country.',
} as const;

/** Refusals of the cart calls that the spec does not word (ours). */
