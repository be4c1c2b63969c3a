import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?a=1&b=2', { a: '1', b: '2' }],
    ['a=1&&b=2&', { a: '1', b: '2' }],
    ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
    ['flag&x=', { flag: '', x: '' }],
    ['q=red+shoes&city=S%C3%A3o%20Paulo', { q: 'red shoes', city: 'São Paulo' }],
    ['bad=%E0%A4%A&ok=1', { bad: '%E0%A4%A', ok: '1' }],
    ['a%20b=c=d', { 'a b': 'c=d' }],
    ['__proto__=x', { ['__proto__']: 'x' }],
  ])('%j', (search, expected) => {
    expect({ ...parseQueryString(search) }).toEqual(expected);
  });

  it('keeps the first 1000 keys by default', () => {
    const search = Array.from({ length: 1001 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = parseQueryString(search);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.k999).toBe('999');
    expect(parsed.k1000).toBeUndefined();
  });

  it.each([
    [2, { a: '1', b: '2' }],
    [0, { a: '1', b: '2', c: '3' }],
  ])('a cap of %i', (maxKeys, expected) => {
    expect({ ...parseQueryString('a=1&b=2&c=3', maxKeys) }).toEqual(expected);
  });

  it('has no prototype to pollute', () => {
    expect(Object.getPrototypeOf(parseQueryString('__proto__=x'))).toBeNull();
  });
});
