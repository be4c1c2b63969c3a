import { describe, expect, it } from 'vitest';
import { itemIdSchema, requiredTextSchema, textSchema } from './text-setting';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text settings', () => {
  it('accepts text up to the limit and refuses longer text or another type', () => {
    const title = textSchema('A title', 5);
    expect(title.safeParse('').success).toBe(true);
    expect(title.safeParse('12345').success).toBe(true);
    expect(message(title.safeParse('123456'))).toBe('A title can be at most 5 characters.');
    expect(message(title.safeParse(7))).toBe('A title must be text.');
  });

  it('refuses blank required text with the given message', () => {
    const label = requiredTextSchema('A label', 10, 'Enter a label.');
    expect(message(label.safeParse('  '))).toBe('Enter a label.');
    expect(label.safeParse('Shop').success).toBe(true);
  });

  it('refuses an empty item id', () => {
    expect(itemIdSchema.safeParse('').success).toBe(false);
    expect(itemIdSchema.safeParse('a1').success).toBe(true);
  });
});
