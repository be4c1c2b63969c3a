// Stored rows to the spec's product item (shared/api/commerce ProductItem), and a draft to the
// details column. Pure: the Kysely store reads rows and hands them here.
import type {
  MerchandisingContext,
  ProductImage,
  ProductItem,
  VariantItem,
} from '../../shared/api/commerce';
import type { ProductTypeCode } from '../../shared/codes/product-types';
import { RecordType } from '../../shared/codes/record-types';
import { ownValue } from '../../shared/json/keys';
import { moneyToWire } from '../../shared/money/wire';
import type { ProductDraft } from '../../shared/products/product-input';
import type { ProductsTable, ProductVariantsTable } from '../storage/database';

/** What the `details` JSON column holds. */
export interface ProductDetails {
  readonly description: string;
  readonly images: readonly ProductImage[];
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly variantOptionOrdering: readonly string[];
  readonly isSubscribable: boolean;
  readonly subscriptionPlan: ProductItem['structuredContent']['subscriptionPlan'];
  readonly additionalFieldsFormId: string | null;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
  readonly merchandising: MerchandisingContext;
}

export function detailsOf(draft: ProductDraft): ProductDetails {
  return {
    description: draft.description,
    images: draft.images,
    tags: draft.tags,
    categories: draft.categories,
    variantOptionOrdering: draft.variantOptionOrdering,
    isSubscribable: draft.isSubscribable,
    subscriptionPlan: draft.subscriptionPlan,
    additionalFieldsFormId: draft.additionalFieldsFormId,
    useCustomAddButtonText: draft.useCustomAddButtonText,
    customAddButtonText: draft.customAddButtonText,
    merchandising: draft.merchandising,
  };
}

export function variantItem(row: ProductVariantsTable, ordering: readonly string[]): VariantItem {
  const attributes = JSON.parse(row.attributes) as Record<string, string>;
  return {
    id: row.id,
    sku: row.sku,
    attributes,
    optionValues: ordering
      .filter((name) => ownValue(attributes, name) !== undefined)
      .map((name) => ({ optionName: name, value: ownValue(attributes, name) ?? '' })),
    priceMoney: moneyToWire(row.price_minor, row.currency),
    salePriceMoney: moneyToWire(row.sale_price_minor, row.currency),
    onSale: row.on_sale === 1,
    unlimited: row.unlimited === 1,
    qtyInStock: row.qty_in_stock,
    imageFileId: row.image_file_id,
  };
}

/** The product item; `variants` in the product's order. */
export function productItem(
  row: ProductsTable,
  variants: readonly ProductVariantsTable[],
  currency: string,
): ProductItem {
  const details = JSON.parse(row.details) as ProductDetails;
  const items = variants.map((variant) => variantItem(variant, details.variantOptionOrdering));
  const first = items[0];
  return {
    id: row.id,
    collectionId: row.collection_id,
    recordType: RecordType.storeItem,
    name: row.name,
    slug: row.slug,
    description: details.description,
    images: details.images,
    tags: details.tags,
    categories: details.categories,
    structuredContent: {
      productType: row.product_type as ProductTypeCode,
      variants: items,
      variantOptionOrdering: details.variantOptionOrdering,
      isSubscribable: details.isSubscribable,
      subscriptionPlan: details.subscriptionPlan,
      priceMoney: first?.priceMoney ?? moneyToWire(0, currency),
      salePriceMoney: first?.salePriceMoney ?? moneyToWire(0, currency),
      onSale: first?.onSale ?? false,
      additionalFieldsFormId: details.additionalFieldsFormId,
      useCustomAddButtonText: details.useCustomAddButtonText,
      customAddButtonText: details.customAddButtonText,
    },
    merchandising: details.merchandising,
    createdOn: row.created_at,
    updatedOn: row.updated_at,
  };
}

/** The image a cart entry shows: the variant's own, else the product's first; or null. */
export function entryImageUrl(details: ProductDetails, imageFileId: string | null): string | null {
  const own = imageFileId
    ? details.images.find((image) => image.fileId === imageFileId)
    : undefined;
  return (own ?? details.images[0])?.url ?? null;
}
