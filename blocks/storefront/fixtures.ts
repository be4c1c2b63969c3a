// Sample carts and products for the storefront's tests (not shipped: only tests import it).

import { CART_WITHOUT_EXTRAS, type CartEntry, type ShoppingCart } from '../../shared/api/commerce';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-defaults';
import { siteWords, storefrontStrings } from '../../shared/i18n/storefront-strings';
import type { StorefrontContextValue } from './context';

export { product, variant } from '../../shared/products/fixtures';

const usd = (value: string) => ({ value, currency: 'USD' });
const usdCents = (cents: number) => usd((cents / 100).toFixed(2));

export function cartEntry(
  itemId: string,
  sku: string,
  quantity: number,
  priceCents = 1000,
  attributes: Readonly<Record<string, string>> = {},
): CartEntry {
  return {
    id: `${itemId}-${sku}`,
    itemId,
    chosenVariant: { id: `v-${sku}`, sku, attributes },
    quantity,
    title: 'Item',
    productType: 1,
    purchasePriceCents: priceCents,
    purchasePriceMoney: usdCents(priceCents),
    subTotal: usdCents(priceCents * quantity),
    additionalFields: null,
    imageUrl: null,
  };
}

export function sampleCart(
  entries: readonly CartEntry[],
  extra: Partial<ShoppingCart> = {},
): ShoppingCart {
  const totalQuantity = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const cents = entries.reduce((sum, entry) => sum + entry.purchasePriceCents * entry.quantity, 0);
  return {
    id: 'cart-1',
    websiteId: 'site-1',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    ...CART_WITHOUT_EXTRAS,
    subtotalCents: cents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: cents,
    subtotal: usdCents(cents),
    grandTotal: usdCents(cents),
    totalQuantity,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: totalQuantity > 0,
    ...extra,
  };
}

/** The storefront context of a page in `language`, with the store's defaults. */
export function storefrontIn(language: string): StorefrontContextValue {
  return {
    store: DEFAULT_STORE_SETTINGS,
    useCLDRMoneyFormat: false,
    productsPath: null,
    language,
    strings: storefrontStrings(language),
    words: siteWords(language),
  };
}
