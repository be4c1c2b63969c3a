// Reading a list stored in a block's settings item by item: an item that does not fit its schema
// (a hand-edited document) is left out, so one bad entry costs that entry, not the whole list,
// and items past the list's maximum are not shown.
import type { z } from 'zod';

export function readListItems<T>(itemSchema: z.ZodType<T>, stored: unknown, max: number): T[] {
  if (!Array.isArray(stored)) return [];
  const items: T[] = [];
  for (const entry of stored.slice(0, max)) {
    const parsed = itemSchema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

/** The text of an item's field for the panel's list, trimmed; '' when it is not text. */
export function itemText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
