// A product as the "Products" form holds it: typed text for every number, the option/variant
// matrix, and switches. draftFromProduct reads a stored product item; emptyDraft starts a new one.
// product-validate.ts turns a draft into the API's ProductInput or the reasons it cannot be.
import type { MerchandisingContext, ProductImage, ProductItem } from '../../shared/api/commerce';
import { ProductType, type ProductTypeCode } from '../../shared/codes/product-types';
import { DEFAULT_MERCHANDISING } from '../../shared/products/product-input';
import type { BillingUnit } from '../../shared/products/types';
import { formatMinorInput, minorFromWire } from './money-input';
import {
  blankVariant,
  newVariantKey,
  optionsFromVariants,
  type VariantDraft,
  type VariantMatrix,
} from './variant-matrix';

export interface SubscriptionDraft {
  readonly enabled: boolean;
  readonly unit: BillingUnit;
  /** Every `value` units, typed. */
  readonly value: string;
  /** Number of charges, typed; 0 = renews indefinitely. */
  readonly cycles: string;
}

export interface ProductDraft {
  /** The server's id; undefined for a product not stored yet. */
  readonly id?: string;
  readonly name: string;
  readonly description: string;
  readonly productType: ProductTypeCode;
  readonly matrix: VariantMatrix;
  readonly images: readonly ProductImage[];
  /** Comma-separated, as typed. */
  readonly tags: string;
  readonly categories: string;
  readonly subscription: SubscriptionDraft;
  readonly additionalFieldsFormId: string;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
  readonly merchandising: MerchandisingContext;
}

export const PRODUCT_TYPE_CHOICES: ReadonlyArray<{ code: ProductTypeCode; label: string }> = [
  { code: ProductType.physical, label: 'Physical' },
  { code: ProductType.digital, label: 'Digital' },
  { code: ProductType.service, label: 'Service' },
  { code: ProductType.giftCard, label: 'Gift card' },
];

export const BILLING_UNITS: ReadonlyArray<{ unit: BillingUnit; label: string }> = [
  { unit: 'WEEK', label: 'Weeks' },
  { unit: 'MONTH', label: 'Months' },
  { unit: 'YEAR', label: 'Years' },
];

const NO_SUBSCRIPTION: SubscriptionDraft = {
  enabled: false,
  unit: 'MONTH',
  value: '1',
  cycles: '0',
};

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    description: '',
    productType: ProductType.physical,
    matrix: { options: [], variants: [blankVariant()] },
    images: [],
    tags: '',
    categories: '',
    subscription: NO_SUBSCRIPTION,
    additionalFieldsFormId: '',
    useCustomAddButtonText: false,
    customAddButtonText: '',
    merchandising: DEFAULT_MERCHANDISING,
  };
}

const moneyText = (value: string | undefined) => {
  const minor = minorFromWire(value);
  return minor === undefined ? '' : formatMinorInput(minor);
};

export function draftFromProduct(product: ProductItem): ProductDraft {
  const content = product.structuredContent;
  const variants: VariantDraft[] = content.variants.map((variant) => ({
    key: newVariantKey(),
    id: variant.id,
    sku: variant.sku,
    attributes: { ...variant.attributes },
    price: moneyText(variant.priceMoney.value),
    salePrice: moneyText(variant.salePriceMoney.value),
    onSale: variant.onSale,
    unlimited: variant.unlimited,
    qtyInStock: String(variant.qtyInStock),
    imageFileId: variant.imageFileId,
  }));
  const plan = content.subscriptionPlan;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    productType: content.productType,
    matrix: {
      options: optionsFromVariants(content.variants, content.variantOptionOrdering),
      variants: variants.length > 0 ? variants : [blankVariant()],
    },
    images: product.images,
    tags: product.tags.join(', '),
    categories: product.categories.join(', '),
    subscription:
      content.isSubscribable && plan
        ? {
            enabled: true,
            unit: plan.billingPeriod.unit,
            value: String(plan.billingPeriod.value),
            cycles: String(plan.numBillingCycles),
          }
        : NO_SUBSCRIPTION,
    additionalFieldsFormId: content.additionalFieldsFormId ?? '',
    useCustomAddButtonText: content.useCustomAddButtonText,
    customAddButtonText: content.customAddButtonText,
    merchandising: { ...DEFAULT_MERCHANDISING, ...product.merchandising },
  };
}
