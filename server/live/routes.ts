// The live site at the site's root: every address a visitor can see ('/', '/about', '/shop',
// '/shop/<product>', '/cart', '/search?q=', ...) answered with the whole page rendered on the
// server from the PUBLISHED revision (drafts never reach visitors). Pages are cached by address
// until the next publish; HTML is compressed, revalidated (no-cache) and answers 304 to a
// matching If-None-Match. A page that fails to render is the error page (101) with 500; an
// unknown address the not-found page (100) with 404 (docs/live-site.md).
import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ensureCrumbCookie } from '../csrf';
import type { SiteStore } from '../storage/site-store';
import { chooseEncoding, encode, MIN_COMPRESS_BYTES } from './compress';
import { type CachedPage, MemoryPageCache, type PageCache } from './page-cache';
import type { LiveRenderer } from './renderer';

export const NOT_PUBLISHED = 'This site is not published yet.';

export interface LiveDependencies {
  /** Loads the renderer once, at the first visit. */
  readonly renderer: () => Promise<LiveRenderer>;
  readonly cache?: PageCache;
}

/** A site store whose publish also clears the live pages' cache. */
export function clearingOnPublish(store: SiteStore, cache: PageCache): SiteStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'publish') return Reflect.get(target, property, receiver);
      return async (siteId: string, revision: number) => {
        const result = await target.publish(siteId, revision);
        await cache.clear();
        return result;
      };
    },
  });
}

function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

/** The address a request asks for, normalised as the route table does (path and query). */
function addressOf(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

const HTML_TYPE = 'text/html; charset=utf-8';

function answer(c: Context, page: CachedPage): Response {
  // The storefront's writes (add to cart, checkout, forms) need the crumb, as on the editor's pages.
  ensureCrumbCookie(c);
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  if (page.status === 200 && c.req.header('If-None-Match') === page.etag) {
    return c.body(null, 304);
  }
  c.header('Content-Type', HTML_TYPE);
  const bytes = new TextEncoder().encode(page.html);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || bytes.byteLength < MIN_COMPRESS_BYTES) {
    return c.body(bytes, page.status as 200);
  }
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = encode(bytes, encoding);
    page.encoded.set(encoding, encoded);
  }
  c.header('Content-Encoding', encoding);
  return c.body(encoded, page.status as 200);
}

export function liveRoutes(
  store: SiteStore,
  siteId: () => string,
  deps: LiveDependencies,
  logError: (message: string, error: unknown) => void,
): Hono {
  const app = new Hono();
  const cache = deps.cache ?? new MemoryPageCache();
  let renderer: Promise<LiveRenderer> | undefined;
  const loadRenderer = () => {
    renderer ??= deps.renderer().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    });
    return renderer;
  };

  app.get('*', async (c) => {
    const address = addressOf(c);
    const cached = await cache.get(address);
    if (cached) return answer(c, cached);
    const published = await store.published(siteId());
    if (!published) {
      c.header('Cache-Control', 'no-cache');
      return c.text(NOT_PUBLISHED, 404);
    }
    const { module, assets } = await loadRenderer();
    let rendered: { status: number; html: string };
    try {
      rendered = module.renderPage({ site: published.site, address, assets });
    } catch (error) {
      logError(`Rendering ${address} failed:`, error);
      const page = module.renderErrorPage(published.site, assets);
      return answer(c, {
        ...page,
        revision: published.revision,
        etag: etagOf(page.html),
        encoded: new Map(),
      });
    }
    const page: CachedPage = {
      revision: published.revision,
      status: rendered.status,
      html: rendered.html,
      etag: etagOf(rendered.html),
      encoded: new Map(),
    };
    await cache.set(address, page);
    return answer(c, page);
  });
  return app;
}
