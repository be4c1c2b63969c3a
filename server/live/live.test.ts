// The live site over real HTTP: published pages at their addresses, drafts kept from visitors
// until published, the page cache cleared by publishing, 404 and 500 pages, compression and cache
// headers, `lang` and the page type.
import { describe, expect, it } from 'vitest';
import type { Site } from '../../shared/document/schema';
import { serverForTests } from '../test-server';
import { sourceRenderer } from './source-renderer';

const live = serverForTests('live-site');

/** A visitor: no cookies, a browser's Accept-Encoding. */
function visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, live.server.url), {
    headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers },
  });
}

async function draft(): Promise<{ site: Site; revision: number }> {
  return (await (await live.client.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
}

async function saveWithAboutTitle(title: string): Promise<number> {
  const { site, revision } = await draft();
  const pages = site.pages.map((page) => (page.slug === 'about' ? { ...page, title } : page));
  const saved = await live.client.saveSite('demo', revision, { ...site, pages });
  expect(saved.status).toBe(200);
  return ((await saved.json()) as { revision: number }).revision;
}

describe('the live site', () => {
  it.each([
    ['/', 'data-page-type="2"', 'Juniper'],
    ['/about', 'data-page-type="2"', '<title>About'],
    ['/shop', 'data-page-type="1"', '<title>Shop'],
    ['/cart', 'data-page-type="200"', '<title>Cart'],
    ['/checkout', 'data-page-type="201"', '<title>Checkout'],
    ['/order-confirmed/abc', 'data-page-type="202"', '<title>Order confirmed'],
    ['/search?q=oak', 'data-page-type="102"', 'for “oak”'],
    ['/account', 'data-page-type="400"', '<title>Account'],
    ['/subscription?cartToken=x', 'data-page-type="206"', '<title>Subscription'],
    ['/gift-card/abc', 'data-page-type="50"', '<title>Shop'],
  ])('answers %s with the whole page rendered on the server', async (path, type, text) => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en-US"/);
    expect(html).toContain(`<body ${type}>`);
    expect(html).toContain(text);
    expect(html).toContain('--sb-palette-1:');
  });

  it('answers an unknown address with the not-found page in the site’s design and 404', async () => {
    const response = await visit('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-page-type="100"');
    expect(html).toContain('This page is not in the site.');
  });

  it('keeps a draft from visitors until it is published, then shows it', async () => {
    const before = await (await visit('/about')).text();
    const revision = await saveWithAboutTitle('Our workshop draft');
    expect(await (await visit('/about')).text()).toBe(before);
    const published = await live.client.send('POST', '/api/sites/demo/publish');
    expect(published.status).toBe(200);
    const after = await (await visit('/about')).text();
    expect(after).toContain('<title>Our workshop draft · ');
    expect((await draft()).revision).toBe(revision);
  });

  it('compresses HTML, answers no-cache with an ETag, and 304 to a matching If-None-Match', async () => {
    const response = await visit('/');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    // Scripts only from the app; framed only by pages of its own origin.
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const again = await visit('/', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    const gzip = await visit('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await fetch(new URL('/', live.server.url), {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('<!doctype html>');
  });

  it('serves the editor at /config/ and no longer at the site’s root', async () => {
    const root = await visit('/');
    // The site's page, which the editor's policy ('none') would forbid to frame.
    expect(root.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(await root.text()).toContain('<body data-page-type=');
    const redirect = await fetch(new URL('/config', live.server.url), { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/config/');
    expect(live.server.signInUrl).toMatch(/\/config\/\?signin=/);
  });
});

describe('a live page that fails to render', () => {
  const failing = serverForTests('live-site-500', {
    liveRenderer: async () => {
      const real = await sourceRenderer();
      return {
        ...real,
        module: {
          ...real.module,
          renderPage: () => {
            throw new Error('broken block');
          },
        },
      };
    },
    logError: () => undefined,
  });

  it('is the error page in the site’s design with 500', async () => {
    const response = await fetch(new URL('/about', failing.server.url));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('data-page-type="101"');
    expect(html).toContain('--sb-palette-1:');
  });
});
