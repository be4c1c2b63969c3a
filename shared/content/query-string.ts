// Parsing a whole query string without URLSearchParams (not in the shared libraries):
// spec §9 "Query-string parsing caps at 1000 keys by default". Pairs past the cap are ignored
// (0 means no cap); "+" reads as a space; percent-encoding is decoded when it decodes cleanly;
// a repeated key collects its values in order; a key without "=" has the value "".

import { QUERY_STRING_MAX_KEYS } from '../limits';

export type QueryValues = Readonly<Record<string, string | readonly string[]>>;

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export function parseQueryString(search: string, maxKeys = QUERY_STRING_MAX_KEYS): QueryValues {
  const result: Record<string, string | string[]> = Object.create(null);
  const text = search.startsWith('?') ? search.slice(1) : search;
  const pairs = text === '' ? [] : text.split('&');
  const kept = maxKeys > 0 ? pairs.slice(0, maxKeys) : pairs;
  for (const pair of kept) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else if (typeof previous === 'string') result[key] = [previous, value];
    else previous.push(value);
  }
  return result;
}
