// The cart benchmark (`npm run bench`): a cart of 100 entries, then in the editor's frame the
// /cart page rendered from a click on the cart link (until all 100 entries are in the DOM), and
// a quantity change until the subtotal shows the server's new total (median, p95).
import type { Browser } from '@playwright/test';
import { Shopper } from '../../server/commerce-test-helpers';
import { CommercePath, type ProductItem, type ShoppingCart } from '../../shared/api/commerce';
import { FRAME_SELECTOR, previewFrame } from '../fixtures/editor';
import { signInOwner } from '../fixtures/owner';
import { BENCH_OWNER } from './server';
import { summarize } from './stats';
import type { Row } from './table';

const ENTRIES = 100;
const RENDERS = 12;
const CHANGES = 20;

async function cartOf100(baseUrl: string): Promise<Shopper> {
  const shopper = await new Shopper(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  const variants = Array.from({ length: ENTRIES }, (_, n) => ({
    attributes: { Number: String(n + 1) },
    priceMoney: { value: '5.00', currency: 'USD' },
    qtyInStock: 100_000,
  }));
  const created = await shopper.json<{ product: ProductItem }>('POST', CommercePath.products, {
    name: 'Bench cart item',
    structuredContent: { productType: 1, variants, variantOptionOrdering: ['Number'] },
  });
  if (created.status !== 201) throw new Error(`Creating the bench product: ${created.status}`);
  const item = created.body.product;
  for (const variant of item.structuredContent.variants) {
    for (;;) {
      const response = await shopper.send('POST', CommercePath.cartEntries, {
        itemId: item.id,
        sku: variant.sku,
        quantity: 1,
      });
      await response.arrayBuffer();
      if (response.status !== 429) {
        if (!response.ok) throw new Error(`Adding to the bench cart: ${response.status}`);
        break;
      }
      // The per-cart add limit refills over time (CART_ADD_PER_CART): wait and try again.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
  if (cart.body.entries.length !== ENTRIES) throw new Error('The bench cart is not 100 entries.');
  return shopper;
}

export async function cartRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  console.log(`bench: a cart of ${ENTRIES} entries: /cart in the frame and quantity changes…`);
  const shopper = await cartOf100(baseUrl);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  await signInOwner(context.request);
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addCookies(
    [...shopper.cookies].map(([name, value]) => ({ name, value, url: baseUrl })),
  );
  const page = await context.newPage();
  await page.goto('/config/');
  await page.locator(FRAME_SELECTOR).waitFor();
  const frame = await previewFrame(page);
  await frame.locator('.sb-cart-link-qty').waitFor();

  const renders: number[] = [];
  for (let run = 0; run < RENDERS; run++) {
    renders.push(
      await frame.evaluate(async (count) => {
        const started = performance.now();
        const done = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelectorAll('.sb-cart-entry').length === count) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        document.querySelector<HTMLElement>('a.sb-cart-link')!.click();
        return done;
      }, ENTRIES),
    );
    await frame.locator('[data-cart-subtotal]').waitFor();
    await page.waitForTimeout(300);
    if (run < RENDERS - 1) {
      await frame.locator('a.sb-site-title').click();
      await frame.locator('.sb-cart-entry').first().waitFor({ state: 'detached' });
    }
  }

  const changes: number[] = [];
  for (let run = 0; run < CHANGES; run++) {
    changes.push(
      await frame.evaluate(
        async (quantity) => {
          const input = document.querySelectorAll<HTMLInputElement>('.sb-cart-quantity')[50]!;
          const subtotal = document.querySelector('[data-cart-subtotal]')!;
          const before = subtotal.textContent;
          const started = performance.now();
          const done = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (subtotal.textContent !== before) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(subtotal, { childList: true, characterData: true, subtree: true });
          });
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!
            .set!;
          setValue.call(input, String(quantity));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          return done;
        },
        run % 2 === 0 ? 2 : 1,
      ),
    );
  }
  await context.close();

  const render = summarize(renders);
  const change = summarize(changes);
  const row = (figure: string, value: number): Row => ({
    figure,
    value,
    unit: 'ms',
    target: '',
    reference: '',
  });
  return [
    row(`/cart render, ${ENTRIES} entries in the frame, median`, render.median),
    row(`/cart render, ${ENTRIES} entries in the frame, p95`, render.p95),
    row(`Quantity change -> totals updated (${ENTRIES} entries), median`, change.median),
    row(`Quantity change -> totals updated (${ENTRIES} entries), p95`, change.p95),
  ];
}
