// Set-Cookie values of the API's own cookies (carts, sessions): Path=/, SameSite=Lax, Secure
// whenever the request came over HTTPS (directly, or through a proxy the server is told to trust
// with TRUST_PROXY=1, which then reads X-Forwarded-Proto); Max-Age when given (none: the cookie
// ends with the browser session).
import type { Context } from 'hono';

export interface CookieOptions {
  /** Seconds; 0 clears the cookie; null makes a browser-session cookie. */
  readonly maxAge: number | null;
  readonly httpOnly: boolean;
}

/** True when the browser reached us over HTTPS. */
export function isSecureRequest(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!c.get('trustProxy')) return false;
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

export function appendCookie(c: Context, name: string, value: string, options: CookieOptions) {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== null) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (isSecureRequest(c)) parts.push('Secure');
  c.header('Set-Cookie', parts.join('; '), { append: true });
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set from the server's options: X-Forwarded-Proto is believed. */
    trustProxy: boolean;
  }
}
