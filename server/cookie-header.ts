// Set-Cookie values of the API's own cookies (carts, site-user sessions): Path=/, SameSite=Lax,
// Secure over HTTPS; Max-Age when given (none: the cookie ends with the browser session).
import type { Context } from 'hono';

export interface CookieOptions {
  /** Seconds; 0 clears the cookie; null makes a browser-session cookie. */
  readonly maxAge: number | null;
  readonly httpOnly: boolean;
}

export function appendCookie(c: Context, name: string, value: string, options: CookieOptions) {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== null) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (new URL(c.req.url).protocol === 'https:') parts.push('Secure');
  c.header('Set-Cookie', parts.join('; '), { append: true });
}
