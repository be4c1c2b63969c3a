// Checks a product draft field by field and builds the API's ProductInput. Every refusal names
// the field it belongs to (the same dotted keys the server's 400 `field` uses: "name",
// "variants.1.price", "subscription.value", ...), so the form shows it there; nothing is sent
// unless every field is good. The limits are the server's (shared/products/product-input.ts);
// the finished body also goes through that same check, so the form never sends what the server
// would refuse.
import type {
  MerchandisingContext,
  Money,
  ProductInput,
  VariantInput,
} from '../../shared/api/commerce';
import { ProductType, SUBSCRIBABLE_PRODUCT_TYPES } from '../../shared/codes/product-types';
import { checkProductInput, PRODUCT_LIMITS } from '../../shared/products/product-input';
import { VARIANT_LIMITS } from '../../shared/products/variant-input';
import { checkTagName, type TagType } from '../../shared/store/tags';
import { formatMinorInput, parseMoneyInput } from './money-input';
import type { ProductDraft } from './product-draft';

export const MAX_NAME_LENGTH = PRODUCT_LIMITS.name;
export const MAX_SKU_LENGTH = 64;
const SKU_PATTERN = /^[A-Za-z0-9._-]*$/;
export const MAX_STOCK = VARIANT_LIMITS.stock;
export const MAX_BILLING_VALUE = 52;
export const MAX_BILLING_CYCLES = 1000;
export const MAX_SHORT_TEXT = PRODUCT_LIMITS.customAddButtonText;
export const MAX_DESCRIPTION_LENGTH = PRODUCT_LIMITS.description;

export const DraftMessage = {
  nameEmpty: 'Enter a product name.',
  nameLong: `A product name has at most ${MAX_NAME_LENGTH} characters.`,
  descriptionLong: `A description has at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  skuLong: `A SKU has at most ${MAX_SKU_LENGTH} characters.`,
  skuCharacters: 'A SKU uses only letters, digits, dots, dashes and underscores.',
  tooManyVariants: `A product has at most ${VARIANT_LIMITS.variants} variants; remove some values.`,
  skuDuplicate: 'Another variant has this SKU.',
  saleNotLower: 'A sale price must be lower than the price.',
  stockNotWhole: 'Enter the stock as a whole number, like 12.',
  stockTooLarge: `Stock is at most ${MAX_STOCK.toLocaleString('en-US')}.`,
  optionNoValues: (name: string) => `Add at least one value to the option ${name}.`,
  digitalOptions: 'A digital product has no options.',
  giftCardPrice: 'A gift card denomination needs an amount above zero.',
  subscriptionType: 'Only physical and service products can be subscriptions.',
  billingValue: `Bill every 1 to ${MAX_BILLING_VALUE} periods.`,
  billingCycles: `Enter 0 (renews indefinitely) or a number of charges up to ${MAX_BILLING_CYCLES}.`,
  buttonTextEmpty: 'Enter the button text, or turn custom text off.',
  shortTextLong: `Use at most ${MAX_SHORT_TEXT} characters.`,
  scarcityLong: `The scarcity text has at most ${MAX_NAME_LENGTH} characters.`,
  restockType: 'Back-in-stock sign-up is offered only for physical and service products.',
  tagEmpty: (type: TagType) => `Remove the empty ${type} between the commas.`,
  tagLong: (type: TagType, max: number) => `Each ${type} has at most ${max} characters.`,
} as const;

export type FieldErrors = Readonly<Record<string, string>>;

export type DraftCheck =
  | { readonly ok: true; readonly input: ProductInput }
  | { readonly ok: false; readonly errors: FieldErrors };

const WHOLE = /^\d+$/;

function wholeIn(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** Splits "a, b ,c" into names, checking each against the tag rules (duplicates dropped). */
function checkNames(type: TagType, text: string): { names: string[]; error?: string } {
  const names: string[] = [];
  if (text.trim() === '') return { names };
  for (const part of text.split(',')) {
    const checked = checkTagName(type, part, names);
    if (checked.ok) names.push(checked.name);
    else if (checked.reason === 'empty') return { names, error: DraftMessage.tagEmpty(type) };
    else if (checked.reason === 'too-long') {
      return { names, error: DraftMessage.tagLong(type, checked.maxLength) };
    }
  }
  return { names };
}

function checkShort(text: string): string | undefined {
  return text.trim().length > MAX_SHORT_TEXT ? DraftMessage.shortTextLong : undefined;
}

/** Checks every field; on success the body for POST or PUT /api/commerce/products. */
export function validateDraft(draft: ProductDraft, currency: string): DraftCheck {
  const errors: Record<string, string> = {};
  const money = (minor: number): Money => ({ value: formatMinorInput(minor), currency });
  const type = draft.productType;

  const name = draft.name.trim();
  if (name === '') errors.name = DraftMessage.nameEmpty;
  else if (name.length > MAX_NAME_LENGTH) errors.name = DraftMessage.nameLong;
  if (draft.description.length > MAX_DESCRIPTION_LENGTH) {
    errors.description = DraftMessage.descriptionLong;
  }

  const { options, variants } = draft.matrix;
  const empty = options.find((option) => option.values.length === 0);
  if (type === ProductType.digital && options.length > 0)
    errors.options = DraftMessage.digitalOptions;
  else if (empty) errors.options = DraftMessage.optionNoValues(empty.name);
  else if (variants.length > VARIANT_LIMITS.variants) errors.options = DraftMessage.tooManyVariants;

  const skus = new Set<string>();
  const inputs: VariantInput[] = variants.map((variant, index) => {
    const at = (field: string) => `variants.${index}.${field}`;
    const sku = variant.sku.trim();
    if (sku.length > MAX_SKU_LENGTH) errors[at('sku')] = DraftMessage.skuLong;
    else if (!SKU_PATTERN.test(sku)) errors[at('sku')] = DraftMessage.skuCharacters;
    else if (sku !== '' && skus.has(sku.toLowerCase()))
      errors[at('sku')] = DraftMessage.skuDuplicate;
    skus.add(sku.toLowerCase());

    const price = parseMoneyInput(variant.price);
    if (!price.ok) errors[at('price')] = price.reason;
    else if (type === ProductType.giftCard && price.minor === 0) {
      errors[at('price')] = DraftMessage.giftCardPrice;
    }
    const saleText = variant.salePrice.trim();
    const sale =
      saleText === '' && !variant.onSale
        ? { ok: true as const, minor: 0 }
        : parseMoneyInput(saleText);
    if (!sale.ok) errors[at('salePrice')] = sale.reason;
    else if (variant.onSale && price.ok && sale.minor >= price.minor) {
      errors[at('salePrice')] = DraftMessage.saleNotLower;
    }

    let qtyInStock = 0;
    if (!variant.unlimited) {
      const trimmed = variant.qtyInStock.trim();
      const qty = wholeIn(trimmed, 0, MAX_STOCK);
      if (qty !== undefined) qtyInStock = qty;
      else if (WHOLE.test(trimmed)) errors[at('qtyInStock')] = DraftMessage.stockTooLarge;
      else errors[at('qtyInStock')] = DraftMessage.stockNotWhole;
    }
    return {
      ...(variant.id ? { id: variant.id } : {}),
      ...(sku === '' ? {} : { sku }),
      attributes: variant.attributes,
      priceMoney: money(price.ok ? price.minor : 0),
      salePriceMoney: money(sale.ok ? sale.minor : 0),
      onSale: variant.onSale,
      unlimited: variant.unlimited,
      qtyInStock,
      // An image removed from the product is no longer the variant's.
      imageFileId: draft.images.some((image) => image.fileId === variant.imageFileId)
        ? variant.imageFileId
        : null,
    };
  });

  const subscribable = SUBSCRIBABLE_PRODUCT_TYPES.includes(type);
  const { subscription } = draft;
  let plan: ProductInput['structuredContent']['subscriptionPlan'] = null;
  if (subscription.enabled) {
    if (!subscribable) errors['subscription.enabled'] = DraftMessage.subscriptionType;
    const value = wholeIn(subscription.value, 1, MAX_BILLING_VALUE);
    const cycles = wholeIn(subscription.cycles, 0, MAX_BILLING_CYCLES);
    if (value === undefined) errors['subscription.value'] = DraftMessage.billingValue;
    if (cycles === undefined) errors['subscription.cycles'] = DraftMessage.billingCycles;
    plan = {
      billingPeriod: { value: value ?? 1, unit: subscription.unit },
      numBillingCycles: cycles ?? 0,
    };
  }

  const buttonText = draft.customAddButtonText.trim();
  if (draft.useCustomAddButtonText && buttonText === '') {
    errors.customAddButtonText = DraftMessage.buttonTextEmpty;
  } else if (checkShort(buttonText)) errors.customAddButtonText = DraftMessage.shortTextLong;

  const merchandising: MerchandisingContext = {
    ...draft.merchandising,
    customSoldOutText: draft.merchandising.customSoldOutText.trim(),
    scarcityText: draft.merchandising.scarcityText.trim(),
    restockSuccessText: draft.merchandising.restockSuccessText.trim(),
  };
  const soldOut = checkShort(merchandising.customSoldOutText);
  if (soldOut) errors['merchandising.customSoldOutText'] = soldOut;
  const success = checkShort(merchandising.restockSuccessText);
  if (success) errors['merchandising.restockSuccessText'] = success;
  if (merchandising.scarcityText.length > MAX_NAME_LENGTH) {
    errors['merchandising.scarcityText'] = DraftMessage.scarcityLong;
  }
  if (merchandising.restockNotificationsEnabled && !subscribable) {
    errors['merchandising.restockNotificationsEnabled'] = DraftMessage.restockType;
  }

  const tags = checkNames('tag', draft.tags);
  if (tags.error) errors.tags = tags.error;
  const categories = checkNames('category', draft.categories);
  if (categories.error) errors.categories = categories.error;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const formId = draft.additionalFieldsFormId.trim();
  const input: ProductInput = {
    name,
    description: draft.description,
    images: draft.images,
    tags: tags.names,
    categories: categories.names,
    structuredContent: {
      productType: type,
      variants: inputs,
      variantOptionOrdering: options.map((option) => option.name),
      isSubscribable: subscription.enabled,
      subscriptionPlan: plan,
      additionalFieldsFormId: formId === '' ? null : formId,
      useCustomAddButtonText: draft.useCustomAddButtonText,
      customAddButtonText: buttonText,
    },
    merchandising,
  };
  const server = checkProductInput(input, currency);
  if (!server.ok) return { ok: false, errors: { [draftFieldOf(server.field)]: server.message } };
  return { ok: true, input };
}

/**
 * The form field a server's 400 `field` names: "structuredContent." is dropped and the money
 * fields map to the price inputs ("variants.1.priceMoney.value" -> "variants.1.price"). Unknown
 * or missing fields give "form" (shown above the buttons).
 */
export function draftFieldOf(serverField: string | undefined): string {
  if (!serverField) return 'form';
  const path = serverField
    .replace(/^structuredContent\./, '')
    .replace(/\.priceMoney(\..*)?$/, '.price')
    .replace(/\.salePriceMoney(\..*)?$/, '.salePrice')
    .replace(/^subscriptionPlan\.billingPeriod(\..*)?$/, 'subscription.value')
    .replace(/^subscriptionPlan\.numBillingCycles$/, 'subscription.cycles')
    .replace(/^variantOptionOrdering(\..*)?$/, 'options')
    .replace(/^(tags|categories)\.\d+$/, '$1');
  return path;
}
