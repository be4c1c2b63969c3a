// Compressed responses for text (HTML, JavaScript, CSS, JSON, SVG): brotli when the browser
// accepts it, else gzip, else as they are (Node's zlib). Small bodies are sent as they are.
// Built assets (immutable) are compressed once at the highest quality and kept: the live site's
// scripts then go out as small as brotli makes them; other text is compressed per response.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are not worth compressing. */
export const MIN_COMPRESS_BYTES = 1024;

const TEXT_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** The encoding to answer with for an Accept-Encoding header (q=0 refuses one). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** `best`: the highest quality (slow; for bodies compressed once and kept). */
export function encode(
  body: Uint8Array,
  encoding: Encoding,
  best = false,
): Uint8Array<ArrayBuffer> {
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: best ? 9 : 6 });
  return new Uint8Array(encoded);
}

const IMMUTABLE = /\bimmutable\b/;

/** Compresses text responses of the routes below it (skips ones already encoded or streamed). */
export function compressText(): MiddlewareHandler {
  // Immutable assets by path and encoding: a hashed name never changes its content.
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.headers.has('Content-Encoding') || !response.body) return;
    if (!TEXT_TYPE.test(response.headers.get('Content-Type') ?? '')) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(body, response);
      return;
    }
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const immutable = IMMUTABLE.test(response.headers.get('Cache-Control') ?? '');
    const key = `${encoding} ${c.req.path}`;
    let encoded = immutable ? kept.get(key) : undefined;
    if (!encoded) {
      encoded = encode(body, encoding, immutable);
      if (immutable) kept.set(key, encoded);
    }
    c.res = new Response(encoded, { status: response.status, headers });
  };
}
