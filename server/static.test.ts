import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { contentSecurityPolicy } from './csp';
import { SEED_MEDIA_DIR } from './server';
import { CacheControl, contentType, NOT_BUILT_MESSAGE, safeSegments } from './static';
import type { FileStore } from './storage/file-store';
import type { SiteStore } from './storage/site-store';
import { tempDir, unusedOwners } from './test-helpers';

const unusedStore = {} as SiteStore;
const unusedFiles = {} as FileStore;

describe('safeSegments', () => {
  it.each([
    ['index-abc123.js', ['index-abc123.js']],
    ['/fonts/a.woff2', ['fonts', 'a.woff2']],
    ['', undefined],
    ['../secret', undefined],
    ['a/../b', undefined],
    ['..%2fsecret', undefined],
    ['.env', undefined],
    ['a..b.js', undefined],
    ['a\\b', undefined],
  ])('%j -> %j', (path, segments) => {
    expect(safeSegments(path)).toEqual(segments);
  });
});

describe('contentType', () => {
  it.each([
    ['a.js', 'text/javascript; charset=utf-8'],
    ['A.CSS', 'text/css; charset=utf-8'],
    ['x.svg', 'image/svg+xml'],
    ['x.bin', 'application/octet-stream'],
  ])('%s -> %s', (path, type) => {
    expect(contentType(path)).toBe(type);
  });
});

describe('static files', () => {
  const dir = tempDir('dist');
  const dist = join(dir.path, 'dist');
  const app = createApp({
    store: unusedStore,
    files: unusedFiles,
    dataDir: '/nonexistent',
    staticDir: dist,
    mediaDir: SEED_MEDIA_DIR,
    ...unusedOwners(),
  });

  beforeAll(() => {
    mkdirSync(join(dist, 'preview'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<title>Editor</title>');
    writeFileSync(join(dist, 'preview', 'index.html'), '<title>Preview</title>');
    writeFileSync(join(dist, 'assets', 'editor-Ab12.js'), 'export {}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  });
  afterAll(() => dir.remove());

  it.each([
    ['/config/', 'Editor', contentSecurityPolicy('editor'), 'DENY'],
    ['/config/pages', 'Editor', contentSecurityPolicy('editor'), 'DENY'],
    ['/preview/', 'Preview', contentSecurityPolicy('preview'), 'SAMEORIGIN'],
    ['/preview/cart', 'Preview', contentSecurityPolicy('preview'), 'SAMEORIGIN'],
    ['/preview/index.html', 'Preview', contentSecurityPolicy('preview'), 'SAMEORIGIN'],
  ])('%s is the %s page with framing rules', async (path, title, csp, xfo) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`<title>${title}</title>`);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CacheControl.html);
    expect(response.headers.get('Content-Security-Policy')).toBe(csp);
    expect(response.headers.get('X-Frame-Options')).toBe(xfo);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Set-Cookie')).toMatch(/^crumb=.+; Path=\/; SameSite=Strict$/);
  });

  it('does not replace a valid crumb the browser already has, only a made-up one', async () => {
    const first = await app.request('/config/');
    const crumb = /^crumb=([^;]+)/.exec(first.headers.get('Set-Cookie') ?? '')?.[1];
    const kept = await app.request('/config/', { headers: { Cookie: `crumb=${crumb}` } });
    expect(kept.headers.get('Set-Cookie')).toBeNull();
    const madeUp = await app.request('/config/', {
      headers: { Cookie: `crumb=${'a'.repeat(65)}` },
    });
    expect(madeUp.headers.get('Set-Cookie')).toMatch(/^crumb=/);
  });

  it.each([
    ['/assets/editor-Ab12.js', 'text/javascript; charset=utf-8', CacheControl.immutable],
    ['/media/bowls.svg', 'image/svg+xml', CacheControl.immutable],
    ['/robots.txt', 'text/plain; charset=utf-8', CacheControl.other],
  ])('%s is served with %s and %s', async (path, type, cache) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(cache);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it.each([
    '/assets/missing.js',
    '/media/missing.svg',
    '/media/../static.ts',
    '/assets/..%2Findex.html',
    '/assets/..%5Cindex.html',
    '/nothing-here',
  ])('%s is 404', async (path) => {
    expect((await app.request(path)).status).toBe(404);
  });

  it('redirects /preview to /preview/', async () => {
    const response = await app.request('/preview');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/preview/');
  });
});

describe('before the app is built', () => {
  const app = createApp({
    store: unusedStore,
    files: unusedFiles,
    dataDir: '/nonexistent',
    staticDir: '/nonexistent/dist',
    mediaDir: SEED_MEDIA_DIR,
    ...unusedOwners(),
  });

  it.each(['/config/', '/preview/'])('%s answers 503 with how to build', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
  });

  it('still serves the seed media', async () => {
    expect((await app.request('/media/storefront.svg')).status).toBe(200);
  });
});
