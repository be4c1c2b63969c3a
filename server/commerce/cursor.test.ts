import { describe, expect, it } from 'vitest';
import { cursorPage, decodeCursor, encodeCursor } from './cursor';

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

describe('cursorPage', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const key = (row: { id: string }) => [row.id];

  it('shows the first rows and a cursor after the last one shown when more follow', () => {
    const { page, hasNextPage, nextPageCursor } = cursorPage(rows, 2, key);
    expect(page).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(hasNextPage).toBe(true);
    expect(decodeCursor(nextPageCursor)).toEqual(['b']);
  });

  it.each([3, 4])('has no next page when %i rows fit', (size) => {
    expect(cursorPage(rows, size, key)).toEqual({
      page: rows,
      hasNextPage: false,
      nextPageCursor: null,
    });
  });
});
