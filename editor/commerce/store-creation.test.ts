import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './store-creation';

/** A server that holds stores by URL id; `stolen` ids are taken by someone else at POST time. */
function server(existing: string[] = [], stolen: string[] = []) {
  const urlIds = new Set(existing);
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if ((init?.method ?? 'GET') === 'GET') {
      return Response.json({ collections: [...urlIds].map((urlId) => ({ urlId })) });
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    posts.push({ path, body });
    if (path.endsWith('/categories'))
      return Response.json({ id: 'root', ...body }, { status: 201 });
    const urlId = String(body.urlId);
    if (urlIds.has(urlId) || stolen.includes(urlId)) {
      return Response.json(
        { error: 'Another page or store of the site has this URL id.' },
        { status: 409 },
      );
    }
    urlIds.add(urlId);
    return Response.json({ id: `c-${urlId}`, websiteId: 'demo', ...body }, { status: 201 });
  };
  vi.stubGlobal('fetch', fetch);
  return { posts };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { websiteId: 'demo', description: '', usedSlugs: ['home', 'about'] };

describe('createStore', () => {
  it("posts the product collection, then its root category, as the spec's two calls", async () => {
    const { posts } = server();
    const made = await createStore({ ...request, title: 'Market Stall' });
    expect(made.ok).toBe(true);
    expect(posts).toEqual([
      {
        path: '/api/content-service/product/1.1/websites/demo/products',
        body: {
          navigationTitle: 'Market Stall',
          title: 'Market Stall',
          urlId: 'market-stall',
          description: '',
          enabled: true,
        },
      },
      {
        path: '/api/content-service/product/1.1/websites/demo/products/c-market-stall/categories',
        body: {
          displayName: 'Market Stall',
          parentCategoryId: null,
          type: 'ROOT',
          pageRendering: 'LIST_VIEW',
          displayIndex: 1,
        },
      },
    ]);
  });

  it('takes the fallback title under 3 characters and -1, -2 past pages and stores', async () => {
    server(['store']);
    const made = await createStore({ ...request, title: 'ab', usedSlugs: ['store-1'] });
    expect(made.ok && made.collection.urlId).toBe('store-2');
  });

  it('makes the URL id again once when another request took it meanwhile', async () => {
    const { posts } = server([], ['shop']);
    const made = await createStore({ ...request, title: 'Shop' });
    expect(made.ok && made.collection.urlId).toBe('shop-1');
    expect(posts.map((post) => post.body.urlId).filter(Boolean)).toEqual(['shop', 'shop-1']);
  });

  it("answers the server's refusal, or ours when the server was not reached", async () => {
    server([], ['shop', 'shop-1']);
    const refused = await createStore({ ...request, title: 'Shop' });
    expect(refused).toEqual({
      ok: false,
      message: 'Another page or store of the site has this URL id.',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const offline = await createStore({ ...request, title: 'Shop' });
    expect(offline).toEqual({ ok: false, message: 'Unable to add the store. Try again.' });
  });
});
