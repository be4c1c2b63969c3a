// The commerce wire contract, part 2: orders (place one, the owner's list, one order).
// Re-exported by commerce.ts, which holds paths, products and carts.
import type { Money, SubscriptionPlanItem } from './commerce';

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

/** Who a gift card is for (asked at checkout, shared/cart/gift-card.ts checks it). */
export interface GiftCardRecipient {
  readonly recipientName: string;
  readonly recipientEmail: string;
  /** '' = no message. */
  readonly message: string;
  /** YYYY-MM-DD, not in the past. */
  readonly deliveryDate: string;
}

/** A gift-card entry of the cart and its recipient. */
export interface GiftCardRequest extends GiftCardRecipient {
  readonly entryId: string;
}

/** POST CommercePath.orders: the visitor's cart becomes an order (test mode). */
export interface PlaceOrderRequest {
  readonly email: string;
  /** Required unless the cart is purely digital (or gift cards only). */
  readonly shippingAddress?: ShippingAddress | null;
  /** A subscription's own cart (POST CommercePath.subscriptionCart); else the cookie's cart. */
  readonly cartToken?: string;
  /** One per gift-card entry of the cart, each required. */
  readonly giftCards?: readonly GiftCardRequest[];
}

export interface OrderItem {
  readonly sku: string;
  readonly productName: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly itemId: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** The plan bought, for a subscription; else null. */
  readonly subscriptionPlan: SubscriptionPlanItem | null;
  /** The recipient, for a gift card; else null (and for orders placed before recipients). */
  readonly giftCard: GiftCardRecipient | null;
}

/** The spec's order fields (storefront.md §3 "Order") plus what the pages show. */
export interface Order {
  /** Unguessable: the order-confirmed page's address. */
  readonly id: string;
  /** The store's short number: 1001, 1002, … (shown as #1001, formatOrderNumber). */
  readonly orderNumber: number;
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

/** An order's number as shoppers and owners see it: "#1001". */
export function formatOrderNumber(orderNumber: number): string {
  return `#${orderNumber}`;
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
