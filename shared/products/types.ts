// Product shapes as the storefront reads them: spec storefront.md §3 "Product item", "Variant",
// "Subscription plan" and "Store settings". Every field is optional because templates and the
// API hand over partial data; the rule modules decide what a missing field means.

import type { MoneyLike } from '../money/money';

export interface OptionValue {
  readonly optionName?: string;
  readonly value: string;
}

export interface ProductVariant {
  readonly id?: string;
  readonly sku?: string;
  /** Option name to chosen value, e.g. { Size: 'Small', Color: 'Red' }. */
  readonly attributes?: Readonly<Record<string, string>>;
  readonly optionValues?: readonly OptionValue[];
  /** Legacy minor-unit prices (hundredths). */
  readonly price?: number | string;
  readonly salePrice?: number | string;
  readonly priceMoney?: MoneyLike;
  readonly salePriceMoney?: MoneyLike;
  readonly onSale?: boolean;
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
}

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionPlan {
  readonly billingPeriod?: { readonly value?: number; readonly unit?: string };
  /** Number of charges; 0 or absent means it renews indefinitely. */
  readonly numBillingCycles?: number;
}

export interface ProductContent {
  readonly productType?: number;
  readonly variants?: readonly ProductVariant[];
  /** Templates carry this as a boolean or the string "true". */
  readonly isSubscribable?: boolean | string;
  readonly subscriptionPlan?: SubscriptionPlan | null;
  /** Digital products carry their price on the product itself. */
  readonly priceMoney?: MoneyLike;
  readonly salePriceMoney?: MoneyLike;
  readonly onSale?: boolean;
  readonly variantOptionOrdering?: readonly string[];
  readonly useCustomAddButtonText?: boolean;
  readonly customAddButtonText?: string;
}

export interface Product {
  readonly id?: string;
  readonly name?: string;
  readonly structuredContent?: ProductContent;
}

export interface StoreSettings {
  readonly multipleQuantityAllowedForServices?: boolean | null;
  readonly selectedCurrency?: string;
  readonly expressCheckout?: boolean;
}

/** Stock as the inventory call answers it (storefront.md §7). */
export interface StockLevel {
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
}
