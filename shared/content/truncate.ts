// Truncating text: spec §9 "default truncate length 100 with ellipsis". As the reference engine
// does, a text longer than the limit is cut after the last whitespace within the limit (or at
// the limit when there is none) and "..." is appended; a negative limit counts as 0.

import { DEFAULT_TRUNCATE_LENGTH } from '../limits';

export const ELLIPSIS = '...';

const WHITESPACE = new Set([' ', '\n', '\t', '\u000b', '\r', '\f']);

export function truncate(
  text: string,
  limit = DEFAULT_TRUNCATE_LENGTH,
  ellipsis = ELLIPSIS,
): string {
  const max = Math.max(0, Math.floor(limit));
  if (text.length <= max) return text;
  let end = max;
  for (let i = max - 1; i >= 0; i--) {
    if (WHITESPACE.has(text.charAt(i))) {
      end = i + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
}
