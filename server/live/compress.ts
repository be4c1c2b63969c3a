// Compressed responses for text (HTML, JavaScript, CSS, JSON, SVG): brotli when the browser
// accepts it, else gzip, else as they are (Node's zlib). Small bodies are sent as they are.
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

export function encode(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: 6 });
  return new Uint8Array(encoded);
}

/** Compresses text responses of the routes below it (skips ones already encoded or streamed). */
export function compressText(): MiddlewareHandler {
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
    c.res = new Response(encode(body, encoding), { status: response.status, headers });
  };
}
