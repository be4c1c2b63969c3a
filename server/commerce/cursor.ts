// Opaque page cursors: the sort key of the last row seen, as base64url JSON. A cursor that does
// not decode to a list of strings reads as "from the start" (null).
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): string[] | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}
