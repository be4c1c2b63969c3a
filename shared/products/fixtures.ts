// Sample products for tests across the project (not shipped: only tests import it): the
// storefront's, and the search-engine modules' (shared/seo).
import type { ProductItem, VariantItem } from '../api/commerce';

const usd = (value: string) => ({ value, currency: 'USD' });

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
