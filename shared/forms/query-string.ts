// Reading one parameter from a page query string without DOM or Node APIs (URLSearchParams is
// neither in the shared libraries). Spec site-and-editor.md §9: "Query-string parsing caps at 1000
// keys by default."

export const QUERY_KEY_LIMIT = 1000;

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The first value of `name` in `search` ('?a=1&b=2' or 'a=1&b=2'), or null when absent among the
 * first 1000 keys. A key without '=' has the value ''.
 */
export function queryParam(search: string, name: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&').slice(0, QUERY_KEY_LIMIT);
  for (const pair of pairs) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (key === name) return eq < 0 ? '' : decode(pair.slice(eq + 1));
  }
  return null;
}
