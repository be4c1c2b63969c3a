// The live Search page (/search?q=, page type 102) over real HTTP: the server's index of the
// published pages and the store's products, rendered into the page's HTML (links, titles,
// excerpts, the query kept in the field), never a draft or a protected page's text, a clear
// "no results" state, a hostile query escaped, and a product added found at once.
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Site } from '../../shared/document/schema';
import { call } from '../collection-test-helpers';
import { DEMO_SITE_ID } from '../seed/demo-site';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';

const live = serverForTests('live-search');

async function searchPage(q: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(`/search?q=${encodeURIComponent(q)}`, live.server.url));
  return { status: response.status, html: await response.text() };
}

/** Saves the draft changed by `change`, and publishes it unless `publish` is false. */
async function edit(change: (site: Site) => void, publish = true): Promise<void> {
  const owner = live.client;
  const current = await owner.request(`/api/sites/${DEMO_SITE_ID}`);
  const { site, revision } = (await current.json()) as { site: Site; revision: number };
  const next = structuredClone(site);
  change(next);
  expect((await owner.saveSite(DEMO_SITE_ID, revision, next)).status).toBe(200);
  if (publish) {
    expect((await owner.send('POST', `/api/sites/${DEMO_SITE_ID}/publish`)).status).toBe(200);
  }
}

const textBlock = (id: string, text: string) => ({
  id,
  type: 2,
  settings: { content: richTextFromPlain(text) },
});

/** The results list's items: each link's address and title, in order. */
function resultLinks(html: string): string[] {
  const list = /<ul class="sb-search-results">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('the live Search page', () => {
  it("renders the published pages' and products' results on the server, never a draft", async () => {
    await edit((site) => {
      site.pages[0]!.sections[0]!.blocks.unshift(textBlock('live-words', 'Hand-cut dovetails'));
    });
    await edit((site) => {
      site.pages[0]!.sections[0]!.blocks.unshift(textBlock('draft-words', 'Unpublished bubinga'));
    }, false);

    const page = await searchPage('dovetails');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<body data-page-type="102">');
    expect(resultLinks(page.html)).toEqual(['/ Home']);
    expect(page.html).toContain('1 result for “dovetails”.');
    expect(page.html).toContain('Hand-cut dovetails');
    expect(page.html).toMatch(/<input[^>]*name="q"[^>]*value="dovetails"/);

    const product = await searchPage('oak side');
    expect(resultLinks(product.html)).toContain('/shop/oak-side-table Oak Side Table');
    expect(product.html).toContain('data-result-kind="product"');

    const draft = await searchPage('bubinga');
    expect(draft.html).not.toContain('Unpublished bubinga');
    expect(resultLinks(draft.html)).toEqual([]);
    expect(draft.html).toContain('No results for “bubinga”.');
    expect(draft.html).toContain('Try fewer or different words.');
  });

  it('keeps a password page’s text out of the results', async () => {
    await edit((site) => {
      site.pages.push({
        ...site.pages[2]!,
        id: 'hidden-page',
        slug: 'hidden-page',
        title: 'Hidden',
        access: { kind: 'password' },
        sections: [{ ...site.pages[0]!.sections[0]!, id: 'hidden-s', blocks: [] }],
      });
      site.pages.at(-1)!.sections[0]!.blocks.push(textBlock('hidden-words', 'Secret mortise'));
    });
    const page = await searchPage('mortise');
    expect(page.html).not.toContain('Secret mortise');
    expect(resultLinks(page.html)).toEqual([]);
  });

  it('finds a product as soon as it is added, without a publish', async () => {
    expect(resultLinks((await searchPage('spokeshave')).html)).toEqual([]);
    const created = await live.client.send('POST', '/api/commerce/products', {
      name: 'Spokeshave',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'SPK-1', priceMoney: { value: '40.00', currency: 'USD' }, qtyInStock: 1 },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(resultLinks((await searchPage('spokeshave')).html)).toEqual([
      '/shop/spokeshave Spokeshave',
    ]);
  });

  it('finds nothing behind the lock screen, on the page and through the API', async () => {
    await edit((site) => {
      site.pages[0]!.sections[0]!.blocks.unshift(textBlock('locked-words', 'Drawbored tenons'));
      site.settings.lockScreen = { enabled: true, message: '' };
    });
    try {
      const page = await searchPage('drawbored');
      expect(page.html).not.toContain('Drawbored tenons');
      expect(resultLinks(page.html)).toEqual([]);
      const api = await fetch(new URL('/api/search?q=drawbored', live.server.url));
      expect(await api.json()).toEqual({ query: 'drawbored', results: [] });
    } finally {
      await edit((site) => {
        site.settings.lockScreen = { enabled: false, message: '' };
      });
    }
    const api = await fetch(new URL('/api/search?q=drawbored', live.server.url));
    expect(((await api.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  it('escapes a hostile query in the field, the status and the title', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = await searchPage(hostile);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).toMatch(/value="&quot;&gt;&lt;script&gt;/);
  });

  it('refuses a query over the limit with 400 and says why, on the page', async () => {
    const page = await searchPage('a'.repeat(1001));
    expect(page.status).toBe(400);
    expect(page.html).toContain('A search can be at most 1000 characters.');
    expect(page.html).toContain('data-page-type="102"');
  });

  it('finds a published post of a listed collection page at once, never a draft', async () => {
    const id = await collectionPage(live.client, 'blog', 'journal');
    await edit(() => undefined);
    const made = await call(live.client, 'POST', itemsPath(id), {
      title: 'Kiln day',
      status: 'Published',
      excerpt: '<p>Firing the <b>celadon</b> glaze.</p>',
      tags: ['pottery'],
    });
    await call(live.client, 'POST', itemsPath(id), { title: 'Celadon secrets', status: 'Draft' });
    const page = await searchPage('celadon');
    expect(resultLinks(page.html)).toEqual(['/journal/kiln-day Kiln day']);
    expect(page.html).toContain('data-result-kind="post"');
    expect(page.html).toContain('Firing the celadon glaze.');
    expect(resultLinks((await searchPage('pottery')).html)).toEqual(['/journal/kiln-day Kiln day']);
    const api = await fetch(new URL('/api/search?q=celadon', live.server.url));
    expect(((await api.json()) as { results: { address: string }[] }).results).toEqual([
      expect.objectContaining({ kind: 'post', address: '/journal/kiln-day' }),
    ]);

    await call(live.client, 'DELETE', `${itemsPath(id)}/${made.body.id}`);
    expect(resultLinks((await searchPage('celadon')).html)).toEqual([]);
  });

  it('shows the form and no status before a query', async () => {
    const page = await searchPage('');
    expect(page.status).toBe(200);
    expect(page.html).toContain('role="search"');
    expect(resultLinks(page.html)).toEqual([]);
    expect(page.html).not.toContain('No results');
  });
});
