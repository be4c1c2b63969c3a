import { expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

it('forgets the oldest entries past its limit, a key set again counting as new', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
  expect([...map]).toEqual([
    ['a', 3],
    ['c', 4],
  ]);
});
