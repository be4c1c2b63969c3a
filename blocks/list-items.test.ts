import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemText, readListItems } from './list-items';

const item = z.object({ id: z.string(), name: z.string().min(1) });

describe('readListItems', () => {
  it('keeps the items that fit, in order, and leaves out the rest', () => {
    const stored = [{ id: 'a', name: 'A' }, { id: 'b', name: '' }, 'x', { id: 'c', name: 'C' }];
    expect(readListItems(item, stored, 10).map((entry) => entry.id)).toEqual(['a', 'c']);
  });

  it('reads nothing from a value that is not a list, and stops at the maximum', () => {
    expect(readListItems(item, { id: 'a' }, 10)).toEqual([]);
    const many = Array.from({ length: 5 }, (_, i) => ({ id: `i${i}`, name: 'N' }));
    expect(readListItems(item, many, 3)).toHaveLength(3);
  });

  it.each([
    ['  Coffee ', 'Coffee'],
    [7, ''],
    [undefined, ''],
  ])('itemText(%j) is %j', (value, text) => {
    expect(itemText(value)).toBe(text);
  });
});
