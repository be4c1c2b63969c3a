import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookie-header';

describe('parseCookieHeader', () => {
  it.each([
    ['', {}],
    ['ss_cvr=abc|1|2|3|4', { ss_cvr: 'abc|1|2|3|4' }],
    ['a=1; b=2', { a: '1', b: '2' }],
    ['a=1;b=2;  c = 3 ', { a: '1', b: '2', c: '3' }],
    ['a=1; a=2', { a: '1' }],
    ['a="quoted"', { a: 'quoted' }],
    ['a=%7C%20x', { a: '| x' }],
    ['a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['novalue; =x; b=', { b: '' }],
    [' =x; c=1', { c: '1' }],
    ['a=b=c', { a: 'b=c' }],
  ])('%j', (header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected);
  });
});
