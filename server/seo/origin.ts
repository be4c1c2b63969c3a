// The origin visitors reached us at ("https://shop.example"), for absolute addresses in the
// head tags, the sitemap and robots.txt: the request's host, over HTTPS when the request was
// (directly, or through a trusted proxy: server/cookie-header.ts).
import type { Context } from 'hono';
import { isSecureRequest } from '../cookie-header';

export function requestOrigin(c: Context): string {
  const { host } = new URL(c.req.url);
  return `${isSecureRequest(c) ? 'https' : 'http'}://${host}`;
}
