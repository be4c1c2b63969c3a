// The built editor and preview (Vite's dist/) and the seed media, with cache and framing headers.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import { contentSecurityPolicy, type PageKind } from './csp';
import { ensureCrumbCookie } from './csrf';

export interface StaticOptions {
  /** Vite's output folder: index.html, preview/index.html, assets/. */
  readonly staticDir: string;
  /** Where /media/<name> files come from. */
  readonly mediaDir: string;
}

export const NOT_BUILT_MESSAGE = 'The app is not built yet: run npm start';

export const CacheControl = {
  /** Content-hashed file names never change content. */
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  /** Unhashed files Vite copies from public/. */
  other: 'public, max-age=3600',
} as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export function contentType(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** The URL path below a mount point as safe file path segments; undefined when unsafe. */
export function safeSegments(urlPath: string): string[] | undefined {
  const segments = urlPath.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return undefined;
  return segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
    ? segments
    : undefined;
}

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** X-Frame-Options for browsers without CSP frame-ancestors (csp.ts says the same). */
const FRAME_OPTIONS: Readonly<Record<PageKind, string>> = { editor: 'DENY', preview: 'SAMEORIGIN' };

export function staticRoutes({ staticDir, mediaDir }: StaticOptions): Hono {
  const app = new Hono();

  const html = async (c: Context, file: string[], kind: PageKind) => {
    const body = await readIfFile(join(staticDir, ...file));
    if (!body) {
      c.header('Retry-After', '10');
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    }
    ensureCrumbCookie(c);
    c.header('Content-Security-Policy', contentSecurityPolicy(kind));
    c.header('X-Frame-Options', FRAME_OPTIONS[kind]);
    c.header('Cache-Control', CacheControl.html);
    c.header('Content-Type', CONTENT_TYPES['.html']);
    return c.body(new Uint8Array(body));
  };

  const file = async (c: Context, root: string, urlPath: string, cache: string) => {
    const segments = safeSegments(urlPath);
    const body = segments && (await readIfFile(join(root, ...segments)));
    if (!body) return c.text('Not found', 404);
    c.header('Cache-Control', cache);
    c.header('Content-Type', contentType(urlPath));
    if (urlPath.endsWith('.svg')) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return c.body(new Uint8Array(body));
  };

  const below = (c: Context, prefix: string) => c.req.path.slice(prefix.length);

  app.get('/', (c) => html(c, ['index.html'], 'editor'));
  app.get('/index.html', (c) => html(c, ['index.html'], 'editor'));
  app.get('/preview', (c) => c.redirect('/preview/', 301));
  // The frame routes inside itself (/preview/cart, product pages): every extension-less path
  // under /preview/ is the preview app.
  app.get('/preview/*', (c) => {
    const rest = below(c, '/preview/');
    if (rest === '' || rest === 'index.html' || extname(rest) === '') {
      return html(c, ['preview', 'index.html'], 'preview');
    }
    return file(c, join(staticDir, 'preview'), rest, CacheControl.other);
  });
  app.get('/assets/*', (c) =>
    file(c, join(staticDir, 'assets'), below(c, '/assets/'), CacheControl.immutable),
  );
  app.get('/media/*', (c) => file(c, mediaDir, below(c, '/media/'), CacheControl.immutable));
  app.get('/*', (c) => file(c, staticDir, c.req.path, CacheControl.other));
  return app;
}
