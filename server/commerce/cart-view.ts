// Stored cart rows to the spec's shopping cart (storefront.md §3), with the totals computed here:
// subtotal = Σ quantity × unit price; no tax, shipping or discounts in test mode, so the grand
// total equals the subtotal. Physical entries require shipping; digital products and gift cards
// are digital; a cart is purely digital when it has entries and all of them are digital.
import { CART_WITHOUT_EXTRAS, type CartEntry, type ShoppingCart } from '../../shared/api/commerce';
import { ProductType, type ProductTypeCode } from '../../shared/codes/product-types';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import { moneyToWire } from '../../shared/money/wire';
import type { CartEntriesTable, CartsTable } from '../storage/database';

const DIGITAL: readonly number[] = [ProductType.digital, ProductType.giftCard];

export function cartEntry(row: CartEntriesTable): CartEntry {
  return {
    id: row.id,
    itemId: row.product_id,
    chosenVariant: {
      id: row.variant_id,
      sku: row.sku,
      attributes: JSON.parse(row.attributes) as Record<string, string>,
    },
    quantity: row.quantity,
    title: row.title,
    productType: row.product_type as ProductTypeCode,
    purchasePriceCents: row.unit_price_minor,
    purchasePriceMoney: moneyToWire(row.unit_price_minor, row.currency),
    subTotal: moneyToWire(row.unit_price_minor * row.quantity, row.currency),
    additionalFields: row.additional_fields,
    imageUrl: row.image_url,
  };
}

/** Fields of a cart that has no row yet (a visitor without a cart). */
export interface CartHeader {
  readonly id: string;
  readonly websiteId: string;
  readonly orderId: string | null;
  readonly created: number;
  readonly isPurchased: boolean;
}

export function cartHeader(row: CartsTable): CartHeader {
  return {
    id: row.id,
    websiteId: row.website_id,
    orderId: row.order_id,
    created: row.created_at,
    isPurchased: row.is_purchased === 1,
  };
}

export function shoppingCart(
  header: CartHeader,
  rows: readonly CartEntriesTable[],
  storeCurrency = DEFAULT_CURRENCY,
): ShoppingCart {
  const entries = rows.map(cartEntry);
  const currency = rows[0]?.currency ?? storeCurrency;
  const subtotalCents = rows.reduce((sum, row) => sum + row.quantity * row.unit_price_minor, 0);
  const digital = entries.filter((entry) => DIGITAL.includes(entry.productType));
  return {
    ...header,
    entries,
    ...CART_WITHOUT_EXTRAS,
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    subtotal: moneyToWire(subtotalCents, currency),
    grandTotal: moneyToWire(subtotalCents, currency),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: digital.length > 0,
    purelyDigital: entries.length > 0 && digital.length === entries.length,
    requiresShipping: entries.some((entry) => entry.productType === ProductType.physical),
  };
}

/** The answer for a visitor without a cart: empty, id ''. */
export function emptyCart(websiteId: string, now: number, currency?: string): ShoppingCart {
  return shoppingCart(
    { id: '', websiteId, orderId: null, created: now, isPurchased: false },
    [],
    currency,
  );
}
