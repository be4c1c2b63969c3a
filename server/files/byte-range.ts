// A request's `Range` header against a file of `size` bytes (RFC 9110 §14): one range of bytes,
// `bytes=start-end`, `bytes=start-` or `bytes=-suffix`, answered with 206 and that part. Audio
// and video players ask for parts (Safari plays nothing without them; every player seeks by
// them). Several ranges, another unit or a header we cannot read is answered with the whole file,
// as the RFC allows; a range that starts past the end is refused (416).

export type ByteRange =
  | { readonly kind: 'whole' }
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : ONE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) {
    return { kind: 'whole' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

/** The `Content-Range` of a part, or of a refusal (no part, only the size). */
export function contentRange(range: ByteRange, size: number): string | undefined {
  if (range.kind === 'part') return `bytes ${range.start}-${range.end}/${size}`;
  if (range.kind === 'unsatisfiable') return `bytes */${size}`;
  return undefined;
}
