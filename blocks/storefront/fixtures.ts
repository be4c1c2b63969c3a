// Sample carts and products for the storefront's tests (not shipped: only tests import it).

import {
  CART_WITHOUT_EXTRAS,
  type CartEntry,
  type ProductItem,
  type ShoppingCart,
  type VariantItem,
} from '../../shared/api/commerce';

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

export function variant(
  sku: string,
  attributes: Readonly<Record<string, string>>,
  price: string,
  extra: Partial<VariantItem> = {},
): VariantItem {
  return {
    id: `v-${sku}`,
    sku,
    attributes,
    optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
    priceMoney: usd(price),
    salePriceMoney: usd('0.00'),
    onSale: false,
    unlimited: false,
    qtyInStock: 5,
    imageFileId: null,
    ...extra,
  };
}

export function product(
  id: string,
  variants: readonly VariantItem[],
  content: Partial<ProductItem['structuredContent']> = {},
  extra: Partial<ProductItem> = {},
): ProductItem {
  const first = variants[0];
  return {
    id,
    collectionId: 'store',
    recordType: 11,
    name: `Product ${id}`,
    slug: `product-${id}`,
    description: '',
    images: [],
    tags: [],
    categories: [],
    structuredContent: {
      productType: 1,
      variants,
      variantOptionOrdering: Object.keys(first?.attributes ?? {}),
      isSubscribable: false,
      subscriptionPlan: null,
      priceMoney: first?.priceMoney ?? usd('0.00'),
      salePriceMoney: first?.salePriceMoney ?? usd('0.00'),
      onSale: false,
      additionalFieldsFormId: null,
      useCustomAddButtonText: false,
      customAddButtonText: '',
      ...content,
    },
    merchandising: {
      customSoldOutText: '',
      scarcityEnabled: false,
      scarcityText: '',
      scarcityShownByDefault: false,
      restockNotificationsEnabled: false,
      restockSuccessText: '',
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
    },
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-01T00:00:00Z',
    ...extra,
  };
}
