import { describe, expect, it } from 'vitest';
import { idsOf } from './ids';

const node = (id: string) => ({ id });

describe('idsOf', () => {
  it('keeps the previous array while the ids stay the same and in order', () => {
    const previous = ['a', 'b'];
    expect(idsOf([node('a'), node('b')], previous)).toBe(previous);
  });

  it.each([
    ['reordered', ['b', 'a']],
    ['one added', ['a', 'b', 'c']],
    ['one removed', ['a']],
    ['one replaced', ['a', 'x']],
  ])('lists the new ids when %s', (_name, ids) => {
    const previous = ['a', 'b'];
    const next = idsOf(ids.map(node), previous);
    expect(next).toEqual(ids);
    expect(next).not.toBe(previous);
  });

  it('starts from an empty list', () => {
    const empty: string[] = [];
    expect(idsOf([], empty)).toBe(empty);
    expect(idsOf([node('a')], empty)).toEqual(['a']);
  });
});
