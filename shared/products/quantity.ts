// Quantity rules: spec storefront.md §5 "Quantity input: whole number, minimum 1, maximum 9999,
// step 1, default 1. Shown only for physical products, or service products when multiple
// quantity for services is allowed, and only when not a subscription and total stock is above 1."
// Messages: 'Quantity must be a number.' and 'Quantity must be a whole number.'
//
// Out of range: the spec gives the bounds (§5, §9 "Quantity: 1 to 9999") but no message, so a
// whole number below 1 (0, negatives) or above 9999 is reported as `clamped` with the nearest
// bound, and what the shopper asked for is refused with QUANTITY_OUT_OF_RANGE_MESSAGE (the
// server's words for the same refusal): never bought silently as another quantity while the
// field still shows what was typed (checkQuantity). Blank input is not a number.

import { ProductType } from '../codes/product-types';
import { totalStock } from './status';
import type { Product, StoreSettings } from './types';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;

export const QUANTITY_NOT_A_NUMBER_MESSAGE = 'Quantity must be a number.';
export const QUANTITY_NOT_WHOLE_MESSAGE = 'Quantity must be a whole number.';
export const QUANTITY_OUT_OF_RANGE_MESSAGE = `Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`;

export type QuantityResult =
  | { readonly ok: true; readonly quantity: number; readonly clamped: boolean }
  | { readonly ok: false; readonly message: string };

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseQuantity(input: string | number | null | undefined): QuantityResult {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (!NUMBER_PATTERN.test(text)) return { ok: false, message: QUANTITY_NOT_A_NUMBER_MESSAGE };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, message: QUANTITY_NOT_WHOLE_MESSAGE };
  const quantity = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value));
  return { ok: true, quantity, clamped: quantity !== value };
}

/** A quantity a shopper typed: the number to buy, or the message that refuses it. */
export function checkQuantity(
  input: string | number | null | undefined,
):
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly message: string } {
  const parsed = parseQuantity(input);
  if (!parsed.ok) return parsed;
  if (parsed.clamped) return { ok: false, message: QUANTITY_OUT_OF_RANGE_MESSAGE };
  return { ok: true, quantity: parsed.quantity };
}

/** Store setting; absent or null means allowed (spec §3 "default true when absent"). */
export function isMultipleQuantityAllowedForServices(
  settings: StoreSettings | null | undefined,
): boolean {
  const value = settings?.multipleQuantityAllowedForServices;
  return value === undefined || value === null ? true : value;
}

/** Templates carry isSubscribable as a boolean or the string "true". */
export function isSubscribable(product: Product): boolean {
  const value = product.structuredContent?.isSubscribable;
  return value === true || value === 'true';
}

/** Whether the quantity input is shown. Unlimited stock counts as above 1. */
export function showQuantityInput(
  product: Product,
  settings: StoreSettings | null | undefined,
): boolean {
  const type = product.structuredContent?.productType;
  const typeAllows =
    type === ProductType.physical ||
    (type === ProductType.service && isMultipleQuantityAllowedForServices(settings));
  return typeAllows && !isSubscribable(product) && totalStock(product) > 1;
}
