import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it.each([
    [1, 1, true],
    ['a', 'b', false],
    [null, null, true],
    [null, {}, false],
    [[1, { a: [2] }], [1, { a: [2] }], true],
    [[1, 2], [1, 2, 3], false],
    [[], {}, false],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: undefined }, { b: undefined }, false],
    [{ root: { children: [{ text: 'x' }] } }, { root: { children: [{ text: 'y' }] } }, false],
  ])('%j and %j -> %s', (a, b, expected) => {
    expect(sameJson(a, b)).toBe(expected);
  });
});
