// Shared by the Kysely commerce store's parts: random ids, refusals that roll a transaction
// back, and the stock rule's "unlimited".
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ProductType } from '../../shared/codes/product-types';
import type { Refusal, Result } from './commerce-store';
import type { Database, ProductVariantsTable } from './database';

export const newId = (): string => randomBytes(16).toString('base64url');

/** Thrown inside a transaction to roll it back; answered as a Refusal. */
export class Refused extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function refusing<T extends object>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { kind: 'ok', ...(await work()) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const refusal: Refusal = { kind: 'refused', status: error.status, message: error.message };
    return error.field === undefined ? refusal : { ...refusal, field: error.field };
  }
}

export type Trx = Transaction<Database>;

/** Variants with their product's type (what the stock rule needs), to narrow with `where`. */
export function variantsWithType(trx: Trx) {
  return trx
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .selectAll('product_variants')
    .select('products.product_type');
}

/** Digital products and gift cards are never out of stock (shared/products/status). */
export function effectivelyUnlimited(productType: number, variant: ProductVariantsTable): boolean {
  return (
    variant.unlimited === 1 ||
    productType === ProductType.digital ||
    productType === ProductType.giftCard
  );
}
