// Reads a Cookie header ("a=1; b=2") into a name-to-value map, for the census functions.
// Values are percent-decoded when they decode cleanly; the first occurrence of a name wins.

import type { Cookies } from './cookie-names';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseCookieHeader(header: string): Cookies {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    cookies[name] = decode(value);
  }
  return cookies;
}
