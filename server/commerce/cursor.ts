// Opaque page cursors: the sort key of the last row seen, as base64url JSON. A cursor that does
// not decode to a list of strings reads as "from the start" (null).
import { parseJson } from '../json-body';

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): string[] | null {
  if (!cursor) return null;
  const parsed = parseJson(Buffer.from(cursor, 'base64url').toString('utf8'));
  return parsed.ok &&
    Array.isArray(parsed.value) &&
    parsed.value.every((part) => typeof part === 'string')
    ? parsed.value
    : null;
}

/**
 * One page from `rows` read with a limit of `size + 1`: the first `size` rows, whether more
 * follow, and then the cursor after the last row shown (`key` gives its sort key).
 */
export function cursorPage<R>(
  rows: readonly R[],
  size: number,
  key: (row: R) => readonly string[],
): {
  readonly page: readonly R[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
} {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const hasNextPage = rows.length > size;
  return {
    page,
    hasNextPage,
    nextPageCursor: hasNextPage && last !== undefined ? encodeCursor(key(last)) : null,
  };
}
