// The owner's product, as POST/PUT /api/commerce/products send it (shared/api/commerce
// ProductInput), checked and normalised. Every refusal names the field as a dotted path
// ("structuredContent.variants.1.sku") with the reason; nothing is stored unless all is well.
// The server and the editor's inventory panel call the same check.
//
// Rules from the spec and issue 9: product types 1-4; tags at most 50 characters, categories at
// most 25 (shared/limits); only physical and service products are subscribable, and only they
// offer back-in-stock sign-up; gift-card denominations are variants; digital products have one
// variant. Our limits where the spec is silent: names 1-200 characters, descriptions 10,000,
// at most 100 variants, 20 images, 50 tags and 50 categories; SKUs 1-64 letters, digits, dots,
// dashes or underscores; stock a whole number 0-1,000,000; a product with several variants
// names its options, every variant has a value for each and no two variants the same values.

import type { MerchandisingContext, ProductImage, SubscriptionPlanItem } from '../api/commerce';
import {
  ProductType,
  type ProductTypeCode,
  SUBSCRIBABLE_PRODUCT_TYPES,
} from '../codes/product-types';
import { isSitePath } from '../content/site-path';
import { SLUG_PATTERN } from '../document/schema';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../limits';
import { hasControlCharacter } from '../mail/header';
import { slugify } from '../store/url-id';
import { FieldError, flag, id, isObj, list, type Obj, text, wholeNumber } from './input-fields';
import type { BillingUnit } from './types';
import { checkVariants, type VariantDraft } from './variant-input';

export type { VariantDraft } from './variant-input';

export const PRODUCT_LIMITS = {
  name: 200,
  description: 10_000,
  images: 20,
  tags: 50,
  categories: 50,
  customAddButtonText: 100,
  scarcityText: 200,
  soldOutText: 100,
} as const;

export interface ProductDraft {
  readonly name: string;
  /** Empty when the owner gave none: the store makes one from the name. */
  readonly slug: string;
  readonly description: string;
  readonly images: readonly ProductImage[];
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly productType: ProductTypeCode;
  readonly variantOptionOrdering: readonly string[];
  readonly variants: readonly VariantDraft[];
  readonly isSubscribable: boolean;
  readonly subscriptionPlan: SubscriptionPlanItem | null;
  readonly additionalFieldsFormId: string | null;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
  readonly merchandising: MerchandisingContext;
}

export type ProductCheck =
  | { readonly ok: true; readonly product: ProductDraft }
  | { readonly ok: false; readonly field: string; readonly message: string };

export const DEFAULT_MERCHANDISING: MerchandisingContext = {
  customSoldOutText: '',
  scarcityEnabled: false,
  scarcityText: 'Only {qty} left in stock',
  scarcityShownByDefault: false,
  restockNotificationsEnabled: false,
  restockSuccessText: '',
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
};

function names(value: unknown, field: string, maxCount: number, maxLength: number): string[] {
  const seen = new Set<string>();
  return list(value, field, maxCount).map((entry, index) => {
    const name = text(entry, `${field}.${index}`, maxLength);
    if (name === '') throw new FieldError(`${field}.${index}`, 'must not be empty');
    if (seen.has(name.toLowerCase())) throw new FieldError(`${field}.${index}`, 'is listed twice');
    seen.add(name.toLowerCase());
    return name;
  });
}

function images(value: unknown): ProductImage[] {
  return list(value, 'images', PRODUCT_LIMITS.images).map((entry, index) => {
    const field = `images.${index}`;
    if (!isObj(entry)) throw new FieldError(field, 'must be an image { fileId, url, alt }');
    const url = text(entry.url, `${field}.url`, 2000);
    if (!isSitePath(url)) {
      throw new FieldError(`${field}.url`, 'must be an address on this site, starting with /');
    }
    return {
      fileId: id(entry.fileId, `${field}.fileId`),
      url,
      alt: text(entry.alt, `${field}.alt`, 250, ''),
    };
  });
}

const UNITS: readonly BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];

function subscriptionPlan(value: unknown, field: string): SubscriptionPlanItem {
  if (!isObj(value) || !isObj(value.billingPeriod)) {
    throw new FieldError(field, 'must have a billing period { value, unit }');
  }
  const unit = value.billingPeriod.unit;
  if (typeof unit !== 'string' || !UNITS.includes(unit as BillingUnit)) {
    throw new FieldError(`${field}.billingPeriod.unit`, 'must be WEEK, MONTH or YEAR');
  }
  return {
    billingPeriod: {
      value: wholeNumber(value.billingPeriod.value, `${field}.billingPeriod.value`, 1, 52),
      unit: unit as BillingUnit,
    },
    numBillingCycles: wholeNumber(
      value.numBillingCycles ?? 0,
      `${field}.numBillingCycles`,
      0,
      1000,
    ),
  };
}

function merchandising(value: unknown, type: ProductTypeCode): MerchandisingContext {
  if (value !== undefined && value !== null && !isObj(value)) {
    throw new FieldError('merchandising', 'must be an object');
  }
  const m: Obj = value ?? {};
  const d = DEFAULT_MERCHANDISING;
  const restock = flag(
    m.restockNotificationsEnabled,
    'merchandising.restockNotificationsEnabled',
    false,
  );
  if (restock && !SUBSCRIBABLE_PRODUCT_TYPES.includes(type)) {
    throw new FieldError(
      'merchandising.restockNotificationsEnabled',
      'is only for physical and service products',
    );
  }
  return {
    customSoldOutText: text(
      m.customSoldOutText,
      'merchandising.customSoldOutText',
      PRODUCT_LIMITS.soldOutText,
      '',
    ),
    scarcityEnabled: flag(m.scarcityEnabled, 'merchandising.scarcityEnabled', d.scarcityEnabled),
    scarcityText: text(
      m.scarcityText,
      'merchandising.scarcityText',
      PRODUCT_LIMITS.scarcityText,
      d.scarcityText,
    ),
    scarcityShownByDefault: flag(
      m.scarcityShownByDefault,
      'merchandising.scarcityShownByDefault',
      false,
    ),
    restockNotificationsEnabled: restock,
    restockSuccessText: text(
      m.restockSuccessText,
      'merchandising.restockSuccessText',
      PRODUCT_LIMITS.soldOutText,
      '',
    ),
    mailingListSignUpEnabled: flag(
      m.mailingListSignUpEnabled,
      'merchandising.mailingListSignUpEnabled',
      false,
    ),
    mailingListOptInByDefault: flag(
      m.mailingListOptInByDefault,
      'merchandising.mailingListOptInByDefault',
      false,
    ),
  };
}

const TYPES: readonly number[] = Object.values(ProductType).filter(
  (code) => code !== ProductType.paywall,
);

function productType(value: unknown): ProductTypeCode {
  if (typeof value !== 'number' || !TYPES.includes(value)) {
    throw new FieldError(
      'structuredContent.productType',
      'must be 1 (physical), 2 (digital), 3 (service) or 4 (gift card)',
    );
  }
  return value as ProductTypeCode;
}

function check(input: unknown, currency: string): ProductDraft {
  if (!isObj(input)) throw new FieldError('product', 'must be an object');
  const name = text(input.name, 'name', PRODUCT_LIMITS.name);
  if (name === '') throw new FieldError('name', 'must not be empty');
  // The name goes into the subject of back-in-stock emails: one line, no control characters.
  if (hasControlCharacter(name)) throw new FieldError('name', 'must be one line of text');
  const slug = text(input.slug, 'slug', 100, '');
  if (slug !== '' && !SLUG_PATTERN.test(slug)) {
    throw new FieldError('slug', 'must be lower-case words joined by dashes, such as "oak-stool"');
  }
  const content = input.structuredContent;
  if (!isObj(content)) throw new FieldError('structuredContent', 'must be an object');
  const type = productType(content.productType);
  const subscribable = flag(content.isSubscribable, 'structuredContent.isSubscribable', false);
  if (subscribable && !SUBSCRIBABLE_PRODUCT_TYPES.includes(type)) {
    throw new FieldError(
      'structuredContent.isSubscribable',
      'is only for physical and service products',
    );
  }
  const { ordering, variants } = checkVariants(content, type, currency);
  const formId = content.additionalFieldsFormId;
  return {
    name,
    slug: slug === '' ? slugify(name) : slug,
    description: text(input.description, 'description', PRODUCT_LIMITS.description, ''),
    images: images(input.images),
    tags: names(input.tags, 'tags', PRODUCT_LIMITS.tags, MAX_TAG_LENGTH),
    categories: names(
      input.categories,
      'categories',
      PRODUCT_LIMITS.categories,
      MAX_CATEGORY_LENGTH,
    ),
    productType: type,
    variantOptionOrdering: ordering,
    variants,
    isSubscribable: subscribable,
    subscriptionPlan: subscribable
      ? subscriptionPlan(content.subscriptionPlan, 'structuredContent.subscriptionPlan')
      : null,
    additionalFieldsFormId:
      formId === undefined || formId === null || formId === ''
        ? null
        : id(formId, 'structuredContent.additionalFieldsFormId'),
    useCustomAddButtonText: flag(
      content.useCustomAddButtonText,
      'structuredContent.useCustomAddButtonText',
      false,
    ),
    customAddButtonText: text(
      content.customAddButtonText,
      'structuredContent.customAddButtonText',
      PRODUCT_LIMITS.customAddButtonText,
      '',
    ),
    merchandising: merchandising(input.merchandising, type),
  };
}

/** Checks a product body against the store's currency (every price must be in it). */
export function checkProductInput(input: unknown, currency: string): ProductCheck {
  try {
    return { ok: true, product: check(input, currency) };
  } catch (error) {
    if (error instanceof FieldError)
      return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
