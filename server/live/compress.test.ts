// Text responses compressed by Accept-Encoding; built assets (immutable) at brotli's highest
// quality, compressed once and kept.

import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressText } from './compress';

const script = Array.from(
  { length: 400 },
  (_, i) => `export const v${i} = "value ${i % 17}";`,
).join('\n');

function app(cache: string): Hono {
  const routes = new Hono();
  routes.use('*', compressText());
  routes.get('/asset.js', (c) => {
    c.header('Cache-Control', cache);
    c.header('Content-Type', 'text/javascript');
    return c.body(script);
  });
  return routes;
}

const asBrotli = { 'Accept-Encoding': 'br' };

describe('compressText', () => {
  it('sends an immutable asset at the highest brotli quality, the same bytes every time', async () => {
    const routes = app('public, max-age=31536000, immutable');
    const first = new Uint8Array(
      await (await routes.request('/asset.js', { headers: asBrotli })).arrayBuffer(),
    );
    const again = new Uint8Array(
      await (await routes.request('/asset.js', { headers: asBrotli })).arrayBuffer(),
    );
    const best = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(first.byteLength).toBe(best.byteLength);
    expect(again).toEqual(first);
    expect(brotliDecompressSync(first).toString()).toBe(script);
  });

  it('compresses other text per response, quickly', async () => {
    const routes = app('no-cache');
    const response = await routes.request('/asset.js', { headers: asBrotli });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(script);
    const gzip = await routes.request('/asset.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });
});
