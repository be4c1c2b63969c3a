// Product pages on the live site come finished in the first HTML (name, price, availability, the
// add-to-cart form) with the products in the islands' data, so the browser hydrates without
// fetching them; the shop's list likewise. A sale or a product edit shows at once (the cached
// page is rendered again when the catalogue changed), without a publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../shared/api/commerce';
import { PRODUCT_PAGE_TEXTS } from '../../shared/products/page-texts';
import { type ShopServer, startShop, stockedProduct } from '../commerce-test-helpers';
import { livePage } from './live-test-helpers';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop('live-products');
});
afterAll(() => shop.close());

const page = (path: string) => livePage(shop.server.url, path);

/** The islands' data the page carries for the browser. */
function islandsData(html: string): { products?: { products: ProductItem[]; listed: boolean } } {
  const json = /<script type="application\/json" id="sb-islands">([^<]*)<\/script>/.exec(html);
  expect(json).not.toBeNull();
  return JSON.parse(json![1]!);
}

/** The page's text without its islands' data (what a visitor reads). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('a live product page', () => {
  it('is the finished product in the first HTML, with its data for the island', async () => {
    const html = await page('/shop/oak-side-table');
    const body = shown(html);
    expect(body).toContain('<h1 class="sb-product-name">Oak Side Table</h1>');
    expect(body).toContain('$180.00');
    expect(body).toContain('A small side table in solid oak');
    expect(body).toContain('An oak side table in the workshop');
    expect(body).toMatch(/<input type="radio"[^>]*value="Small"/);
    // In stock: the add button, no sold-out mark, and schema.org's availability.
    expect(body).toMatch(/<button[^>]*sb-product-add-button[^>]*>Add To Cart<\/button>/);
    expect(body).not.toMatch(/sold out/i);
    expect(html).toContain('https://schema.org/InStock');
    expect(body).not.toContain(PRODUCT_PAGE_TEXTS.loading);
    expect(body).not.toContain('role="status"><');
    const data = islandsData(html);
    expect(data.products?.products.map((product) => product.name)).toEqual(['Oak Side Table']);
  });

  it('says a sold-out product is sold out, and shows a restock at once without a publish', async () => {
    const owner = await shop.owner();
    const product = await stockedProduct(owner, 'AshStool', 0);
    const soldOut = shown(await page(`/shop/${product.slug}`));
    expect(soldOut).toContain('<h1 class="sb-product-name">AshStool</h1>');
    expect(soldOut).toContain('$10.00');
    expect(soldOut).toMatch(/Sold Out/i);
    const restocked = await owner.json('PUT', `/api/commerce/products/${product.id}`, {
      name: 'AshStool',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'SKU-AshStool', priceMoney: { value: '12.00', currency: 'USD' }, qtyInStock: 5 },
        ],
      },
    });
    expect(restocked.status).toBe(200);
    const after = shown(await page(`/shop/${product.slug}`));
    expect(after).toContain('$12.00');
    expect(after).not.toMatch(/Sold Out/i);
  });

  it('is the not-in-the-store message for an unknown product, without a loading state', async () => {
    const body = shown(await page('/shop/no-such-product'));
    expect(body).toContain(PRODUCT_PAGE_TEXTS.productMissing);
    expect(body).not.toContain(PRODUCT_PAGE_TEXTS.loading);
  });
});

describe('the live shop list', () => {
  it('lists every product in the first HTML and carries the catalogue for the island', async () => {
    const html = await page('/shop');
    const body = shown(html);
    for (const product of await shop.products()) expect(body).toContain(`>${product.name}</a>`);
    expect(body).not.toContain(PRODUCT_PAGE_TEXTS.loading);
    const data = islandsData(html);
    expect(data.products?.listed).toBe(true);
    expect(data.products?.products).toHaveLength((await shop.products()).length);
  });
});
