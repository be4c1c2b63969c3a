// The built editor (at /config/) and preview (Vite's dist/) and the seed media, with cache and
// framing headers, compressed when they are text. Paths it has no file for go on to the live site.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import { contentSecurityPolicy, type PageKind } from './csp';
import { ensureCrumbCookie } from './csrf';
import { compressText } from './live/compress';

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
export const FRAME_OPTIONS: Readonly<Record<PageKind, string>> = {
  editor: 'DENY',
  preview: 'SAMEORIGIN',
  site: 'SAMEORIGIN',
};

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

  app.use('*', compressText());
  // The editor at the spec's editor paths: every extension-less path under /config/.
  app.get('/config', (c) => c.redirect('/config/', 301));
  app.get('/config/*', (c) => {
    const rest = below(c, '/config/');
    if (rest === '' || extname(rest) === '') return html(c, ['index.html'], 'editor');
    return c.text('Not found', 404);
  });
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
  // A file Vite copied (a favicon); anything else is an address of the live site.
  app.get('/*', async (c, next) => {
    if (extname(c.req.path) === '' || c.req.path.endsWith('.html')) return next();
    const segments = safeSegments(c.req.path);
    const body = segments && (await readIfFile(join(staticDir, ...segments)));
    if (!body) return next();
    return file(c, staticDir, c.req.path, CacheControl.other);
  });
  return app;
}
