// The variants of an owner's product (see product-input.ts for the rules and limits). Prices are
// read from wire money into minor units; every price must be in the store's currency.
import { ProductType, type ProductTypeCode } from '../codes/product-types';
import { nameRecord, ownValue } from '../json/keys';
import { moneyFromWire } from '../money/wire';
import { FieldError, flag, id, isObj, list, type Obj, text, wholeNumber } from './input-fields';

export const VARIANT_LIMITS = {
  variants: 100,
  options: 6,
  optionName: 50,
  optionValue: 100,
  stock: 1_000_000,
} as const;

export interface VariantDraft {
  /** The id to keep on an update; absent for a new variant. */
  readonly id: string | null;
  /** Empty when the owner gave none: the store makes one. */
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceMinor: number;
  readonly salePriceMinor: number;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly imageFileId: string | null;
}

const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

function price(value: unknown, field: string, currency: string): number {
  const money = moneyFromWire(value);
  if (!money.ok) throw new FieldError(field, money.problem);
  if (money.currency !== currency) {
    throw new FieldError(field, `must be in the store's currency, ${currency}`);
  }
  return money.minor;
}

function optionOrdering(content: Obj, variants: readonly unknown[]): string[] {
  const field = 'structuredContent.variantOptionOrdering';
  const given = list(content.variantOptionOrdering, field, VARIANT_LIMITS.options);
  const first = variants[0];
  const source =
    given.length > 0
      ? given
      : isObj(first) && isObj(first.attributes)
        ? Object.keys(first.attributes)
        : [];
  const seen = new Set<string>();
  return source.map((entry, index) => {
    const name = text(entry, `${field}.${index}`, VARIANT_LIMITS.optionName);
    if (name === '' || seen.has(name))
      throw new FieldError(`${field}.${index}`, 'must be a new option name');
    seen.add(name);
    return name;
  });
}

function attributes(
  value: unknown,
  field: string,
  ordering: readonly string[],
): Record<string, string> {
  if (value !== undefined && value !== null && !isObj(value)) {
    throw new FieldError(field, 'must map option names to values');
  }
  const given: Obj = value ?? {};
  for (const name of Object.keys(given)) {
    if (!ordering.includes(name))
      throw new FieldError(`${field}.${name}`, 'is not one of the options');
  }
  const result = nameRecord<string>();
  for (const name of ordering) {
    const chosen = text(ownValue(given, name), `${field}.${name}`, VARIANT_LIMITS.optionValue, '');
    if (chosen === '') throw new FieldError(`${field}.${name}`, 'needs a value');
    result[name] = chosen;
  }
  return result;
}

function variant(
  value: unknown,
  field: string,
  ordering: readonly string[],
  currency: string,
): VariantDraft {
  if (!isObj(value)) throw new FieldError(field, 'must be an object');
  const sku = text(value.sku, `${field}.sku`, 64, '');
  if (sku !== '' && !SKU_PATTERN.test(sku)) {
    throw new FieldError(
      `${field}.sku`,
      'must be 1-64 letters, digits, dots, dashes or underscores',
    );
  }
  const priceMinor = price(value.priceMoney, `${field}.priceMoney`, currency);
  const onSale = flag(value.onSale, `${field}.onSale`, false);
  const salePriceMinor =
    value.salePriceMoney === undefined || value.salePriceMoney === null
      ? 0
      : price(value.salePriceMoney, `${field}.salePriceMoney`, currency);
  if (onSale && (salePriceMinor >= priceMinor || salePriceMinor <= 0)) {
    throw new FieldError(
      `${field}.salePriceMoney`,
      'must be above zero and below the price when on sale',
    );
  }
  const unlimited = flag(value.unlimited, `${field}.unlimited`, false);
  const stock = value.qtyInStock ?? 0;
  const image = value.imageFileId;
  return {
    id: value.id === undefined || value.id === null ? null : id(value.id, `${field}.id`),
    sku,
    attributes: attributes(value.attributes, `${field}.attributes`, ordering),
    priceMinor,
    salePriceMinor,
    onSale,
    unlimited,
    qtyInStock: wholeNumber(stock, `${field}.qtyInStock`, 0, VARIANT_LIMITS.stock),
    imageFileId: image === undefined || image === null ? null : id(image, `${field}.imageFileId`),
  };
}

/** Checks the variants and their option names; digital products have exactly one variant. */
export function checkVariants(
  content: Obj,
  type: ProductTypeCode,
  currency: string,
): { ordering: readonly string[]; variants: readonly VariantDraft[] } {
  const field = 'structuredContent.variants';
  const given = list(content.variants, field, VARIANT_LIMITS.variants);
  if (given.length === 0) throw new FieldError(field, 'needs at least one variant');
  if (type === ProductType.digital && given.length > 1) {
    throw new FieldError(field, 'a digital product has exactly one variant');
  }
  const ordering = optionOrdering(content, given);
  if (given.length > 1 && ordering.length === 0) {
    throw new FieldError(
      'structuredContent.variantOptionOrdering',
      'needs an option when there are several variants',
    );
  }
  const variants = given.map((entry, index) =>
    variant(entry, `${field}.${index}`, ordering, currency),
  );
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  variants.forEach((entry, index) => {
    const key = JSON.stringify(ordering.map((name) => ownValue(entry.attributes, name)));
    if (combinations.has(key)) {
      throw new FieldError(`${field}.${index}.attributes`, 'repeat the values of another variant');
    }
    combinations.add(key);
    if (entry.sku !== '' && skus.has(entry.sku.toLowerCase())) {
      throw new FieldError(`${field}.${index}.sku`, 'is used by another variant');
    }
    if (entry.sku !== '') skus.add(entry.sku.toLowerCase());
    if (entry.id !== null && ids.has(entry.id))
      throw new FieldError(`${field}.${index}.id`, 'is listed twice');
    if (entry.id !== null) ids.add(entry.id);
  });
  return { ordering, variants };
}
