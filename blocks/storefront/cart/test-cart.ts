// Sample carts, entries and products for the cart's tests (only tests import it).
import type { CartEntry, ProductItem, ShoppingCart } from '../../../shared/api/commerce';

const usd = (cents: number) => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

export function entry(
  id: string,
  quantity: number,
  priceCents = 1250,
  title = `Item ${id}`,
): CartEntry {
  return {
    id,
    itemId: `p-${id}`,
    chosenVariant: { id: `v-${id}`, sku: `SKU-${id}`, attributes: { Size: 'Small' } },
    quantity,
    title,
    productType: 1,
    purchasePriceCents: priceCents,
    purchasePriceMoney: usd(priceCents),
    subTotal: usd(priceCents * quantity),
    additionalFields: null,
    imageUrl: null,
  };
}

export function cart(
  entries: readonly CartEntry[],
  extra: Partial<ShoppingCart> = {},
): ShoppingCart {
  const cents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  return {
    id: 'cart-1',
    websiteId: 'site-1',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: cents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: cents,
    subtotal: usd(cents),
    grandTotal: usd(cents),
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: entries.length > 0,
    ...extra,
  };
}

export function product(id: string, name: string): ProductItem {
  return { id, name } as unknown as ProductItem; // only id and name are read by the cart
}
