// Merging a visitor's cart into a site user's cart when the visitor signs in (our rule; the spec
// only says a cart belongs to a visitor or a signed-in user). An entry of the same variant with
// the same additional fields as one in the user's cart adds its quantity there; any other entry
// is appended. Quantities follow the add rule: an entry holds at most 9999, and a variant's
// entries together never hold more than its stock. What does not fit is dropped and counted, so
// signing in never fails for a cart that was valid when it was filled.
import { QUANTITY_MAX } from '../products/quantity';
import type { StockLevel } from '../products/types';

export interface MergeEntry {
  readonly id: string;
  readonly variantId: string;
  /** The entry's additional fields as stored (JSON text), or null. */
  readonly additionalFields: string | null;
  readonly quantity: number;
}

export interface CartMerge {
  /** Entries of the user's cart whose quantity grows: the new quantity. */
  readonly increase: readonly { readonly id: string; readonly quantity: number }[];
  /** Visitor entries copied into the user's cart, in order, with the quantity that fits. */
  readonly append: readonly { readonly id: string; readonly quantity: number }[];
  /** Units of the visitor's cart that did not fit (limit or stock). */
  readonly dropped: number;
}

/**
 * @param stock the variant's stock level; undefined when the variant no longer exists (its
 * entries are dropped).
 */
export function mergeCarts(
  target: readonly MergeEntry[],
  incoming: readonly MergeEntry[],
  stock: (variantId: string) => StockLevel | undefined,
): CartMerge {
  const quantities = new Map(target.map((entry) => [entry.id, entry.quantity]));
  const inCart = new Map<string, number>();
  for (const entry of target) {
    inCart.set(entry.variantId, (inCart.get(entry.variantId) ?? 0) + entry.quantity);
  }
  const increase = new Map<string, number>();
  const append: { id: string; quantity: number }[] = [];
  let dropped = 0;
  for (const entry of incoming) {
    const level = stock(entry.variantId);
    const held = inCart.get(entry.variantId) ?? 0;
    const stockRoom =
      level === undefined
        ? 0
        : level.unlimited === true
          ? Number.POSITIVE_INFINITY
          : Math.max(0, (level.qtyInStock ?? 0) - held);
    const same = target.find(
      (candidate) =>
        candidate.variantId === entry.variantId &&
        candidate.additionalFields === entry.additionalFields,
    );
    // Every entry of the target has its quantity in the map.
    const current = same ? (quantities.get(same.id) as number) : 0;
    const fits = Math.max(0, Math.min(entry.quantity, QUANTITY_MAX - current, stockRoom));
    dropped += entry.quantity - fits;
    if (fits === 0) continue;
    inCart.set(entry.variantId, held + fits);
    if (same) {
      quantities.set(same.id, current + fits);
      increase.set(same.id, current + fits);
    } else {
      append.push({ id: entry.id, quantity: fits });
    }
  }
  return {
    increase: [...increase].map(([id, quantity]) => ({ id, quantity })),
    append,
    dropped,
  };
}
