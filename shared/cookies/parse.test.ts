import { describe, expect, it } from 'vitest';
import { parseCookies } from './parse';

describe('parseCookies', () => {
  it.each([
    ['', []],
    ['hasCart=true', [['hasCart', 'true']]],
    [
      ' a = 1 ;b=2;  c=3 ',
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ],
    ],
    ['a=1; a=2', [['a', '1']]],
    ['flag; =orphan; b=2', [['b', '2']]],
    ['q="quoted value"', [['q', 'quoted value']]],
    ['q="', [['q', '"']]],
    ['enc=%7B%22a%22%3A1%7D', [['enc', '{"a":1}']]],
    ['broken=%E0%A4%A', [['broken', '%E0%A4%A']]],
    ['eq=a=b', [['eq', 'a=b']]],
    ['empty=', [['empty', '']]],
  ] as const)('%j', (header, expected) => {
    expect([...parseCookies(header)]).toEqual(expected);
  });

  it('treats __proto__ as an ordinary name', () => {
    expect(parseCookies('__proto__=x').get('__proto__')).toBe('x');
  });
});
