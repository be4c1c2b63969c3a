// What the site and the editor look like, guarded: every storefront page a shopper reaches and the
// editor, at a laptop's 1024 px and a phone's 428 px, compared with reviewed baselines kept beside
// this file (screens.spec.ts-snapshots/). A changed look is a deliberate baseline update:
// `npx playwright test test/e2e/screens.spec.ts --update-snapshots`, then look at the pictures.
// A server of the spec's own keeps the demo site as a newcomer gets it, whatever other specs
// changed; what changes from run to run (dates, the cart's countdowns) is masked.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addCushionFromShop, fillShopper, placeOrder } from '../fixtures/checkout';
import { type OwnServer, startOwnServer } from '../fixtures/own-server';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const WIDTHS = [1024, 428] as const;
/** Pixels allowed to differ: anti-aliasing between two runs of the same Chromium. */
const TOLERANCE = { maxDiffPixelRatio: 0.01 } as const;

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 900 },
    baseURL: server.numericOrigin,
  });
  return context.newPage();
}

/** The page as a whole, once its fonts and images have loaded. */
async function expectScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page).toHaveScreenshot(name, {
    ...TOLERANCE,
    fullPage: true,
    mask: [page.locator('time'), page.locator('[data-changes]')],
  });
}

const pages: readonly { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => expect(page.locator('main')).toContainText(/\S/),
  },
  {
    name: 'shop',
    path: '/shop',
    ready: (page) =>
      expect(
        page.getByRole('article', { name: 'Linen Cushion' }).getByText('$35.00'),
      ).toBeVisible(),
  },
  {
    name: 'product',
    path: '/shop/oak-side-table',
    ready: (page) =>
      expect(page.getByRole('button', { name: /Add To Cart/ })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
  },
  {
    name: 'search',
    path: '/search?q=oak',
    ready: (page) => expect(page.locator('main')).toContainText('Oak Side Table'),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page) => expect(page.locator('body')).toHaveAttribute('data-page-type', '100'),
  },
  {
    name: 'account',
    path: '/account',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible(),
  },
];

for (const width of WIDTHS) {
  test(`the storefront's pages at ${width} px look as reviewed`, async ({ browser }) => {
    const page = await visitor(browser, width);
    for (const { name, path, ready } of pages) {
      await page.goto(path);
      await ready(page);
      await expectScreen(page, `${name}-${width}.png`);
    }
    await addCushionFromShop(page);
    await page.goto('/cart');
    await expect(page.getByText('Linen Cushion').first()).toBeVisible();
    await expectScreen(page, `cart-${width}.png`);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await fillShopper(page);
    await page.getByLabel('State').selectOption('NY');
    await expectScreen(page, `checkout-${width}.png`);
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    await expectScreen(page, `order-confirmed-${width}.png`);
    await page.context().close();
  });
}

test('the editor and its Analytics look as reviewed at 1024 and 428 px', async ({ browser }) => {
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  await page.goto(server.printedLink);
  await expect(page.locator('iframe').first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const frame = page.frameLocator('iframe').first();
    await expect(frame.locator('main')).toContainText(/\S/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect(page).toHaveScreenshot(`editor-${width}.png`, TOLERANCE);
  }
  // Analytics, as a newcomer's site has it (robots are not counted: every figure is 0); the days
  // of the range (its sentence, the chart's labels) change from day to day and are masked.
  await page.getByRole('banner').getByRole('button', { name: 'Analytics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Analytics' });
  await expect(dialog.getByRole('list', { name: 'Headline figures' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page).toHaveScreenshot(`analytics-${width}.png`, {
      ...TOLERANCE,
      mask: [dialog.locator('.analytics-status'), dialog.locator('.analytics-chart')],
    });
  }
  await context.close();
});
