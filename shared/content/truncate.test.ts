import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['hello world again', 8, 'hello ...'],
    ['hello world again', 12, 'hello world ...'],
    ['helloworld', 5, 'hello...'],
    ['hello\tworld', 8, 'hello\t...'],
    ['hello world', 0, '...'],
    ['hello world', -3, '...'],
    ['', 0, ''],
  ])('%j at %i -> %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it('defaults to 100 characters with an ellipsis', () => {
    const words = 'word '.repeat(30);
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(truncate(words)).toBe(`${'word '.repeat(20)}...`);
  });

  it('takes another ellipsis', () => {
    expect(truncate('hello world', 5, '…')).toBe('hello…');
  });
});
