import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('page cursors', () => {
  it('round-trips a key', () => {
    expect(decodeCursor(encodeCursor(['a', 'b:c']))).toEqual(['a', 'b:c']);
  });

  it.each([
    null,
    '',
    '!!!',
    encodeCursor([]).slice(0, 1),
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('[1]').toString('base64url'),
  ])('reads %j as the start', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});
