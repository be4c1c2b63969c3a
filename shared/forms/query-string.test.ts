import { describe, expect, it } from 'vitest';
import { QUERY_KEY_LIMIT, queryParam } from './query-string';

describe('queryParam', () => {
  it.each([
    ['?source=ad', 'source', 'ad'],
    ['source=ad', 'source', 'ad'],
    ['?a=1&source=ad&source=b', 'source', 'ad'],
    ['?source', 'source', ''],
    ['?source=', 'source', ''],
    ['?q=hello+world%21', 'q', 'hello world!'],
    ['?my%20key=v', 'my key', 'v'],
    ['?bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['?a=1&&b=2', 'b', '2'],
    ['?a=1', 'source', null],
    ['', 'source', null],
  ] as const)('%j[%s] -> %j', (search, name, value) => {
    expect(queryParam(search, name)).toBe(value);
  });

  it('stops after 1000 keys', () => {
    const keys = Array.from({ length: QUERY_KEY_LIMIT }, (_, i) => `k${i}=1`).join('&');
    expect(QUERY_KEY_LIMIT).toBe(1000);
    expect(queryParam(`?${keys}&late=1`, 'late')).toBeNull();
    expect(queryParam(`?${keys}`, `k${QUERY_KEY_LIMIT - 1}`)).toBe('1');
  });
});
