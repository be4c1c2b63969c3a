import { describe, expect, it } from 'vitest';
import { type MergeEntry, mergeCarts } from './merge';

const entry = (
  id: string,
  variantId: string,
  quantity: number,
  additionalFields: string | null = null,
): MergeEntry => ({ id, variantId, quantity, additionalFields });
const unlimited = () => ({ unlimited: true });

describe('mergeCarts', () => {
  it('adds the quantity of the same variant and fields, appends the rest', () => {
    const merge = mergeCarts(
      [entry('u1', 'oak', 2)],
      [entry('v1', 'oak', 3), entry('v2', 'linen', 1)],
      unlimited,
    );
    expect(merge).toEqual({
      increase: [{ id: 'u1', quantity: 5 }],
      append: [{ id: 'v2', quantity: 1 }],
      dropped: 0,
    });
  });

  it('keeps entries with other additional fields apart', () => {
    const merge = mergeCarts(
      [entry('u1', 'board', 1, '{"a":"x"}')],
      [entry('v1', 'board', 1, '{"a":"y"}')],
      unlimited,
    );
    expect(merge.increase).toEqual([]);
    expect(merge.append).toEqual([{ id: 'v1', quantity: 1 }]);
  });

  it('caps an entry at 9999 and counts what was dropped', () => {
    const merge = mergeCarts([entry('u1', 'oak', 9990)], [entry('v1', 'oak', 20)], unlimited);
    expect(merge.increase).toEqual([{ id: 'u1', quantity: 9999 }]);
    expect(merge.dropped).toBe(11);
  });

  it('caps a variant at its stock across every entry of it', () => {
    const stock = (variantId: string) =>
      variantId === 'table' ? { unlimited: false, qtyInStock: 3 } : undefined;
    const merge = mergeCarts(
      [entry('u1', 'table', 2)],
      [entry('v1', 'table', 2), entry('v2', 'table', 1, '{"engrave":"A"}')],
      stock,
    );
    expect(merge).toEqual({ increase: [{ id: 'u1', quantity: 3 }], append: [], dropped: 2 });
  });

  it('drops entries of variants that no longer exist or are sold out', () => {
    const stock = (variantId: string) =>
      variantId === 'gone' ? undefined : variantId === 'bowl' ? { qtyInStock: 0 } : {};
    const merge = mergeCarts(
      [],
      [entry('v1', 'gone', 2), entry('v2', 'bowl', 1), entry('v3', 'no-count', 1)],
      stock,
    );
    expect(merge).toEqual({ increase: [], append: [], dropped: 4 });
  });

  it('adopts everything into an empty cart', () => {
    const merge = mergeCarts([], [entry('v1', 'oak', 2), entry('v2', 'linen', 4)], unlimited);
    expect(merge.append).toEqual([
      { id: 'v1', quantity: 2 },
      { id: 'v2', quantity: 4 },
    ]);
  });
});
