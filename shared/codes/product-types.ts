// Product type codes: spec storefront.md §3 "Product types" and site-and-editor.md §3
// ("Product types (template layer)"). Paywall (5) appears in only one enumeration of the
// reference; it is listed so the code is recognised, but no storefront rule treats it as
// purchasable (see shared/products/status.ts: unknown and paywall types count as sold out).

export const ProductType = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

export const PRODUCT_TYPE_NAMES: Readonly<Record<ProductTypeCode, string>> = {
  1: 'physical',
  2: 'digital',
  3: 'service',
  4: 'gift card',
  5: 'paywall',
};

export const PRODUCT_TYPE_CODES: readonly ProductTypeCode[] = Object.values(ProductType);

/** Product types a merchant may make subscribable (storefront.md §6). */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly ProductTypeCode[] = [
  ProductType.physical,
  ProductType.service,
];

export function isProductTypeCode(code: unknown): code is ProductTypeCode {
  return typeof code === 'number' && Object.hasOwn(PRODUCT_TYPE_NAMES, code);
}
