// The storefront rows of `npm run bench`: a click on Add To Cart until the button says 'Added!'
// (a digital product, so no stock runs out between clicks; each click waits out the 2 s 'Added!'
// phase first), and the product list page with 200 products: from navigation to every card in
// the DOM, in the preview app (the same app the editor's frame runs), opened on its own.
import type { Browser } from '@playwright/test';
import { TestClient } from '../../server/test-helpers';
import { CommercePath } from '../../shared/api/commerce';
import { ProductType } from '../../shared/codes/product-types';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../shared/limits';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { signInOwner } from '../fixtures/owner';
import { BENCH_OWNER } from './server';
import { summarize } from './stats';
import type { Row } from './table';

const ADD_SAMPLES = 15;
const LIST_SAMPLES = 5;

/**
 * Fills the store up to 200 products (the demo store holds 8); the returned function deletes
 * them again, so the rows after these can still add products.
 */
async function fillCatalogue(baseUrl: string): Promise<() => Promise<void>> {
  const owner = await new TestClient(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  const listed = (await (await owner.request(CommercePath.products)).json()) as {
    products: unknown[];
  };
  const made: string[] = [];
  for (let i = listed.products.length; i < MAX_PRODUCTS_PER_COLLECTION; i++) {
    const response = await owner.send('POST', CommercePath.products, {
      name: `Bench product ${i}`,
      structuredContent: {
        productType: ProductType.physical,
        variants: [
          { sku: `BENCH-${i}`, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 5 },
        ],
      },
    });
    if (!response.ok) throw new Error(`bench: product ${i} was refused (${response.status})`);
    made.push(((await response.json()) as { product: { id: string } }).product.id);
  }
  return async () => {
    for (const id of made) {
      const response = await owner.send('DELETE', CommercePath.product(id));
      if (!response.ok) throw new Error(`bench: deleting product ${id}: ${response.status}`);
    }
  };
}

export async function storefrontRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1024, height: 900 },
  });
  await signInOwner(context.request);
  const block = {
    id: freshId('bench-product'),
    type: 43,
    settings: {
      productId: 'workshop-plans-pdf',
      layout: 'side',
      variantDisplay: 'buttons',
      showDescription: true,
    },
  };
  await resetFirstPage(clientOfContext(context), [block]);
  const page = await context.newPage();
  await page.goto('/preview/');
  const button = page.locator('.sb-product-add-button');
  await button.waitFor();
  const adds: number[] = [];
  for (let i = 0; i < ADD_SAMPLES; i++) {
    await page.waitForFunction(
      () => document.querySelector('.sb-product-add-button')?.textContent === 'Add To Cart',
    );
    adds.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const target = document.querySelector<HTMLButtonElement>('.sb-product-add-button');
            if (!target) throw new Error('no add button');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (target.textContent === 'Added!') {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(target, { subtree: true, childList: true, characterData: true });
            target.click();
          }),
      ),
    );
  }

  const emptyCatalogue = await fillCatalogue(baseUrl);
  const lists: number[] = [];
  for (let i = 0; i < LIST_SAMPLES; i++) {
    await page.goto('/preview/shop');
    await page.waitForFunction(
      (count) => document.querySelectorAll('.sb-product-card').length >= count,
      MAX_PRODUCTS_PER_COLLECTION,
    );
    lists.push(await page.evaluate(() => performance.now()));
  }
  await context.close();
  await emptyCatalogue();

  const add = summarize(adds);
  const list = summarize(lists);
  return [
    {
      figure: "Add To Cart click -> 'Added!', median",
      value: add.median,
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: "Add To Cart click -> 'Added!', p95",
      value: add.p95,
      unit: 'ms',
      target: '< 100 ms',
      meets: (v: number) => v < 100,
      reference: '',
    },
    {
      figure: 'Product list of 200: navigation -> every card rendered, median',
      value: list.median,
      unit: 'ms',
      target: '',
      reference: '',
    },
  ];
}
