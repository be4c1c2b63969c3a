// A live products page through the owner's saved product-list template: rendered on the server
// with the collection and its products as JSON (each product's price, add-to-cart and quick-view
// markup), the island carrying the output for the browser; a template scoped to another page,
// switched off or with errors leaves the built-in list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTemplate, TemplateInput } from '../../shared/templates/stored';
import { LIST_TEMPLATE } from '../../test/fixtures/templates';
import { type Shopper, type ShopServer, startShop } from '../commerce-test-helpers';
import { livePage } from './live-test-helpers';

let shop: ShopServer;
let owner: Shopper;
beforeAll(async () => {
  shop = await startShop('live-templated-list');
  owner = await shop.owner();
});
afterAll(() => shop.close());

async function save(source: string, input: Partial<TemplateInput> = {}) {
  return owner.json<{ template: StoredTemplate; errors: { message: string; line: number }[] }>(
    'PUT',
    '/api/templates/product-list',
    { name: 'List', kind: 'product-list', scope: { type: 'site' }, source, ...input },
  );
}

const page = (path: string) => livePage(shop.server.url, path);

/** The page's HTML without its islands' data. */
const shown = async (path: string) =>
  (await page(path)).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');

describe('a live products page through a saved list template', () => {
  it('lists every product through the template, on the server, instead of the built-in list', async () => {
    const saved = await save(LIST_TEMPLATE);
    expect(saved.body.errors).toEqual([]);
    const html = await shown('/shop');
    const count = (html.match(/<article class="owner-item"/g) ?? []).length;
    expect(count).toBeGreaterThan(1);
    expect(html).toContain('<h1 class="owner-list">Shop</h1>');
    expect(html).toContain(`<p class="owner-count">${count} products</p>`);
    expect(html).toContain('<a href="/shop/oak-side-table">Oak Side Table</a>');
    expect(html).toMatch(
      /<div class="product-price">\s*from <span class="sqs-money-native">180\.00/,
    );
    expect(html).toMatch(/class="sqs-add-to-cart-button[^"]*"[^>]*aria-disabled="true"/);
    expect(html).toMatch(/class="sqs-product-quick-view-button"[^>]*data-id="[^"]+"/);
    expect(html).not.toContain('sb-product-card');
    // The island tells the browser it is a list template; the page holds the output once.
    const whole = await page('/shop');
    expect(whole).toContain('"template":{"kind":"product-list"}');
    expect(whole.match(/owner-item/g)).toHaveLength(count);
    // A product's own page stays built in (the list template is not a detail template).
    expect(await shown('/shop/oak-side-table')).toContain('sb-product-name');
  });

  it('is built in when the template has errors, is switched off, or is for another page', async () => {
    await save(LIST_TEMPLATE.replace('{@|product-price}', '{@|sparkle}'));
    expect(await shown('/shop')).toContain('sb-product-card');
    await save(LIST_TEMPLATE, { enabled: false });
    expect(await shown('/shop')).toContain('sb-product-card');
    await save(LIST_TEMPLATE, { scope: { type: 'collection', collectionId: 'not-this-page' } });
    expect(await shown('/shop')).toContain('sb-product-card');
    await save(LIST_TEMPLATE);
    expect(await shown('/shop')).toContain('owner-item');
    expect((await owner.send('DELETE', '/api/templates/product-list')).status).toBe(204);
    expect(await shown('/shop')).toContain('sb-product-card');
  });
});
