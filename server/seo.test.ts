// Search engines and sharing on a running server (docs/seo.md): sitemap.xml and robots.txt list
// only what is published, the favicon, permanent redirects after a slug changes, and the
// visitor search over the published pages and the products.
import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../shared/api/commerce';
import type { SearchResponse } from '../shared/api/search';
import type { SiteResponse } from '../shared/api/sites';
import { richTextFromPlain } from '../shared/content/rich-text/plain';
import type { Site } from '../shared/document/schema';
import { DEMO_SITE_ID } from './seed/demo-site';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const running = serverForTests('seo');

async function current(owner: TestClient): Promise<SiteResponse> {
  return (await (await owner.request(`/api/sites/${DEMO_SITE_ID}`)).json()) as SiteResponse;
}

/** Saves the draft changed by `change`; publishes it too unless `publish` is false. */
async function edit(change: (site: Site) => void, publish = true): Promise<void> {
  const owner = running.client;
  const { site, revision } = await current(owner);
  const next = structuredClone(site);
  change(next);
  expect((await owner.saveSite(DEMO_SITE_ID, revision, next)).status).toBe(200);
  if (publish) {
    const published = await owner.send('POST', `/api/sites/${DEMO_SITE_ID}/publish`);
    expect(published.status).toBe(200);
  }
}

const visitor = () => new TestClient(running.server.url).start();
const rename = (from: string, to: string) => (site: Site) => {
  site.pages.find((page) => page.slug === from)!.slug = to;
};

async function searchFor(q: string): Promise<SearchResponse> {
  const response = await (await visitor()).request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

describe('sitemap.xml and robots.txt', () => {
  it('lists the published pages and products at absolute addresses, never a draft', async () => {
    await edit((site) => {
      site.pages.push({ ...site.pages[2]!, id: 'draft-page', slug: 'secret-draft', sections: [] });
    }, false);
    const response = await (await visitor()).request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const origin = new URL(running.server.url).origin;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 4)).toEqual([
      `${origin}/`,
      `${origin}/shop`,
      `${origin}/about`,
      `${origin}/contact`,
    ]);
    expect(locs).toContain(`${origin}/shop/oak-side-table`);
    expect(xml).not.toContain('secret-draft');
    expect(xml).toMatch(/<loc>[^<]+\/about<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  });

  it('robots.txt allows everything and names the sitemap', async () => {
    const response = await (await visitor()).request('/robots.txt');
    const origin = new URL(running.server.url).origin;
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });
});

describe('the favicon', () => {
  it("is an SVG of the site's initials until the owner sets one, then /favicon.ico leads there", async () => {
    const client = await visitor();
    const svg = await client.request('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('>JO</text>');
    const ico = await client.request('/favicon.ico', { redirect: 'manual' });
    expect(ico.status).toBe(302);
    expect(ico.headers.get('location')).toBe('/favicon.svg');
    await edit((site) => {
      site.settings.favicon = { fileId: 'f1', url: '/files/f1/mark.png' };
    });
    const owned = await client.request('/favicon.ico', { redirect: 'manual' });
    expect(owned.headers.get('location')).toBe('/files/f1/mark.png');
    await edit((site) => {
      delete site.settings.favicon;
    });
  });
});

describe('slug redirects', () => {
  const get = async (path: string) => (await visitor()).request(path, { redirect: 'manual' });

  it('answers an old address with a permanent redirect to the new one, chains collapsed', async () => {
    await edit(rename('about', 'story'));
    const once = await get('/about?from=mail');
    expect(once.status).toBe(301);
    expect(once.headers.get('location')).toBe('/story?from=mail');
    await edit(rename('story', 'our-story'));
    expect((await get('/about')).headers.get('location')).toBe('/our-story');
    expect((await get('/story')).headers.get('location')).toBe('/our-story');
    expect((await get('/our-story')).status).not.toBe(301);
  });

  it('does not redirect before a publish, nor an address a new page has taken', async () => {
    await edit(rename('contact', 'write-to-us'), false);
    expect((await get('/contact')).status).not.toBe(301);
    await edit((site) => {
      site.pages.push({ ...site.pages[2]!, id: 'new-about', slug: 'about', sections: [] });
    });
    expect((await get('/about')).status).not.toBe(301);
    expect((await get('/story')).headers.get('location')).toBe('/our-story');
  });

  it('never redirects the app’s own paths', async () => {
    await edit(rename('shop', 'preview'));
    expect((await get('/preview')).headers.get('location')).toBe('/preview/');
    expect((await get('/shop')).headers.get('location')).toBe('/preview');
    await edit(rename('preview', 'shop'));
  });
});

describe('GET /api/search', () => {
  it('finds published text and products, never a draft', async () => {
    await edit((site) => {
      const home = site.pages[0]!;
      home.sections[0]!.blocks.unshift({
        id: 'published-words',
        type: 2,
        settings: { content: richTextFromPlain('Quarter-sawn marquetry') },
      });
    });
    await edit((site) => {
      site.pages[0]!.sections[0]!.blocks.unshift({
        id: 'draft-words',
        type: 2,
        settings: { content: richTextFromPlain('Unpublished zebrawood') },
      });
    }, false);
    const found = await searchFor('MARQUETRY');
    expect(found.results).toEqual([
      expect.objectContaining({ kind: 'page', title: 'Home', address: '/', id: 'home' }),
    ]);
    expect(found.results[0]!.excerpt).toContain('Quarter-sawn marquetry');
    expect((await searchFor('zebrawood')).results).toEqual([]);
    const table = (await searchFor('side table')).results[0];
    expect(table).toMatchObject({ kind: 'product', address: '/shop/oak-side-table' });
  });

  it('finds a product as soon as it is added', async () => {
    expect((await searchFor('bandsaw')).results).toEqual([]);
    const created = await running.client.send('POST', '/api/commerce/products', {
      name: 'Bandsaw box',
      tags: ['walnut'],
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'BOX-1', priceMoney: { value: '30.00', currency: 'USD' }, qtyInStock: 2 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: ProductItem };
    expect((await searchFor('bandsaw')).results).toEqual([
      expect.objectContaining({ kind: 'product', id: product.id, title: 'Bandsaw box' }),
    ]);
  });

  it.each(['', '   ', '<script>alert(1)</script>', '.*', "' OR 1=1 --", '%', '\u0000', '🪵'])(
    'answers %j with 200 and nothing found',
    async (q) => {
      const body = await searchFor(q);
      expect(body).toEqual({ query: q, results: [] });
    },
  );

  it('answers a missing query with no results, and refuses a huge one', async () => {
    const client = await visitor();
    expect(await (await client.request('/api/search')).json()).toEqual({ query: '', results: [] });
    const huge = await client.request(`/api/search?q=${'a'.repeat(1001)}`);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({ error: 'A search can be at most 1000 characters.' });
  });
});
