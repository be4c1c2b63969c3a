import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal';

describe('jsonEqual', () => {
  it.each([
    [1, 1, true],
    ['a', 'a', true],
    [null, null, true],
    [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }, true],
    [[], [], true],
    [1, '1', false],
    [null, {}, false],
    [{}, [], false],
    [[1, 2], [1], false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: undefined }, { a: 1, c: undefined }, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
  ])('%j vs %j -> %j', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
    expect(jsonEqual(b, a)).toBe(expected);
  });
});
