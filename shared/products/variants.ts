// Variant options, lookup and descriptor: spec storefront.md §3 "Variant: ... attributes (map of
// option name to value) ... optionValues" and §5 "Variant selector: shown only when there is more
// than one variant; never for digital."

import { ProductType } from '../codes/product-types';
import { ownValue } from '../json/keys';
import { variantsOf } from './status';
import type { Product, ProductVariant } from './types';

export interface VariantOption {
  readonly name: string;
  /** Values in the order the variants first use them. */
  readonly values: readonly string[];
}

/** Option names in the product's variantOptionOrdering; without one, in first-seen order. */
function optionNames(product: Product): readonly string[] {
  const ordering = product.structuredContent?.variantOptionOrdering;
  if (ordering && ordering.length > 0) return ordering;
  const names: string[] = [];
  for (const variant of variantsOf(product)) {
    for (const name of Object.keys(variant.attributes ?? {})) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/**
 * The options a shopper chooses from. A product with one variant (or none) has no options.
 * Attribute names outside the ordering are ignored, as the reference does.
 */
export function variantOptions(product: Product): readonly VariantOption[] {
  const variants = variantsOf(product);
  if (variants.length <= 1) return [];
  return optionNames(product).map((name) => {
    const values: string[] = [];
    for (const variant of variants) {
      const value = ownValue(variant.attributes ?? {}, name);
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
}

export function showVariantSelector(product: Product): boolean {
  return (
    product.structuredContent?.productType !== ProductType.digital && variantsOf(product).length > 1
  );
}

/** Option name to chosen value; an empty string or missing key means "not chosen". */
export type OptionSelection = Readonly<Record<string, string | undefined>>;

/** Names of options without a chosen value, in option order. */
export function missingOptions(product: Product, selection: OptionSelection): readonly string[] {
  return variantOptions(product)
    .map((option) => option.name)
    .filter((name) => !ownValue(selection, name));
}

/**
 * The variant whose attributes match every chosen option, or undefined when an option is not
 * chosen or no variant has that combination. A product with exactly one variant always resolves to it.
 */
export function findVariant(
  product: Product,
  selection: OptionSelection,
): ProductVariant | undefined {
  const variants = variantsOf(product);
  if (variants.length === 1) return variants[0];
  const options = variantOptions(product);
  const chosen = (name: string) => ownValue(selection, name);
  if (options.length === 0 || options.some((option) => !chosen(option.name))) return undefined;
  return variants.find((variant) =>
    options.every(
      (option) => ownValue(variant.attributes ?? {}, option.name) === chosen(option.name),
    ),
  );
}

/** "Small / Red": the variant's option values joined with " / ". */
export function variantDescriptor(variant: ProductVariant): string {
  return (variant.optionValues ?? []).map((option) => option.value).join(' / ');
}
