// Parsing a Cookie header (`name=value; other=value`) into a map, without any DOM or Node API.

/** Cookies by name, as read from a Cookie header. */
export type Cookies = ReadonlyMap<string, string>;

/**
 * Reads a Cookie header or `document.cookie` string. Names and values are trimmed, a value in
 * double quotes loses its quotes, and percent-encoding is decoded (a value whose encoding is
 * broken is kept as written). When a name repeats, the first one wins, as browsers send the most
 * specific cookie first. Pairs without `=` or with an empty name are ignored.
 */
export function parseCookies(header: string): Cookies {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(unquote(pair.slice(eq + 1).trim())));
  }
  return cookies;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
