// A live product page through the owner's saved product-detail template: rendered on the server
// with the product's JSON (price, variants, quantity, the add-to-cart button), sanitized with its
// commerce controls kept and script and handlers gone; a template with errors reports them at
// their line and the page falls back to the built-in rendering; switching it off or deleting it
// too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTemplate } from '../../shared/templates/stored';
import { type Shopper, type ShopServer, startShop } from '../commerce-test-helpers';

let shop: ShopServer;
let owner: Shopper;
beforeAll(async () => {
  shop = await startShop('live-templated');
  owner = await shop.owner();
});
afterAll(() => shop.close());

const TEMPLATE = [
  '<div class="owner-product">',
  '<h1 class="owner-title">{item.title}</h1>',
  '{item|product-price}',
  '{item|variants-select}',
  '{item|quantity-input}',
  '{item|add-to-cart-btn}',
  '<script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
  '<button type="button" onclick="alert(3)" data-owner="kept">Ask us</button>',
  '</div>',
].join('\n');

async function save(source: string, enabled = true) {
  return owner.json<{ template: StoredTemplate; errors: { message: string; line: number }[] }>(
    'PUT',
    '/api/templates/product-page',
    { name: 'Product page', kind: 'product-detail', scope: { type: 'site' }, source, enabled },
  );
}

/** The page's HTML without its islands' data. */
async function shown(path: string): Promise<string> {
  const response = await fetch(new URL(path, shop.server.url));
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
}

describe('a live product page through a saved template', () => {
  it('shows the template with price, variants and the add-to-cart markup, sanitized', async () => {
    const saved = await save(TEMPLATE);
    expect(saved.status).toBe(200);
    expect(saved.body.errors).toEqual([]);
    const html = await shown('/shop/oak-side-table');
    expect(html).toContain('<h1 class="owner-title">Oak Side Table</h1>');
    expect(html).not.toContain('sb-product-name');
    expect(html).toMatch(
      /<div class="product-price">\s*from <span class="sqs-money-native">180\.00/,
    );
    expect(html).toMatch(/<select[^>]*data-variant-option-name="Size"/);
    expect(html).toMatch(/<option value="Small">Small<\/option>/);
    expect(html).toMatch(/<input[^>]*type="number"/);
    expect(html).toMatch(
      /class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="[^"]+"[^>]*aria-disabled="true"/,
    );
    expect(html).toContain('Add To Cart');
    // The sanitizer kept the owner's button and its data- attribute, not script or handlers.
    expect(html).toMatch(/<button type="button" data-owner="kept">Ask us<\/button>/);
    expect(html).not.toContain('alert(');
    expect(html).not.toMatch(/\son(error|click)=/);
    expect(html).toContain('<img src="/x.png">');
  });

  it('reports an error at its line, and the page falls back to the built-in rendering', async () => {
    const broken = TEMPLATE.replace('{item|product-price}', '{item|sparkle}');
    const saved = await save(broken);
    expect(saved.status).toBe(200);
    expect(saved.body.errors).toEqual([
      { message: 'Unknown formatter "sparkle"', line: 3, column: 1 },
    ]);
    const html = await shown('/shop/oak-side-table');
    expect(html).not.toContain('owner-title');
    expect(html).toContain('<h1 class="sb-product-name">Oak Side Table</h1>');
  });

  it('is built in again once the template is switched off or deleted', async () => {
    await save(TEMPLATE, false);
    expect(await shown('/shop/oak-side-table')).toContain('sb-product-name');
    await save(TEMPLATE);
    expect(await shown('/shop/oak-side-table')).toContain('owner-title');
    const removed = await owner.send('DELETE', '/api/templates/product-page');
    expect(removed.status).toBe(204);
    expect(await shown('/shop/oak-side-table')).toContain('sb-product-name');
  });
});
