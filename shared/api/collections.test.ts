import { describe, expect, it } from 'vitest';
import { termRefusal } from './collections';

describe('termRefusal', () => {
  it.each([
    ['tag', 'empty', 'A tag needs a name.'],
    ['category', 'too-long', 'A category has at most 25 characters.'],
    ['tag', 'too-long', 'A tag has at most 50 characters.'],
    ['tag', 'duplicate', 'This tag already exists.'],
    ['category', 'missing', 'There is no such category.'],
  ] as const)('a %s refused as %s reads "%s"', (tagType, reason, sentence) => {
    expect(termRefusal(tagType, reason)).toBe(sentence);
  });
});
