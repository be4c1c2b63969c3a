// The live site as a visitor meets it, in a fresh browser with no owner's session: published
// versions only, real addresses at the site's root, the header's menu to the shop at a laptop's
// 1024 px and a phone's 428 px, a deep link opened in a new page, a plain page read with
// JavaScript turned off, and the editor's frame showing the same header and footer as the live
// page.
import { expect, type FrameLocator, type Page, type Route, test } from '@playwright/test';
import { buttonBlock, clientOfContext, publishSite, resetFirstPage } from '../fixtures/api';
import { expectOrderNumber, fillShopper, placeOrder } from '../fixtures/checkout';
import { FRAME_SELECTOR, frameOf } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a saved edit reaches visitors only once it is published', async ({ browser, context }) => {
  const label = `Spring sale ${Date.now()}`;
  await resetFirstPage(clientOfContext(context), [buttonBlock(label)]);
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await visitor.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  await publishSite(clientOfContext(context));
  await page.reload();
  await expect(page.getByRole('link', { name: label })).toBeVisible();
  await visitor.close();
});

for (const width of [1024, 428]) {
  test(`at ${width} px a visitor follows the menu to the shop and buys a product`, async ({
    browser,
  }) => {
    const visitor = await browser.newContext({
      storageState: SIGNED_OUT,
      viewport: { width, height: 900 },
    });
    const page = await visitor.newPage();
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    const menu = mainMenu(page);
    if (width === 428) {
      // A phone folds the navigation behind its menu button.
      await expect(menu.getByRole('link', { name: 'Shop' })).toBeHidden();
      const button = menu.getByRole('button', { name: 'Menu' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    const cushion = page.getByRole('article', { name: 'Linen Cushion' });
    await expect(cushion.getByText('$35.00')).toBeVisible();
    await cushion.getByRole('button', { name: /Add To Cart/ }).click();
    await expect(page.getByRole('link', { name: 'One item in cart' }).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('Linen Cushion').first()).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout(\?|$)/);
    await fillShopper(page);
    await page.getByLabel('State').selectOption('NY');
    await placeOrder(page);
    await expect(page).toHaveURL(/\/order-confirmed\/[^/]+$/);
    await expectOrderNumber(page);
    await expect(page.locator('.sb-order-summary, main').first()).toContainText('Linen Cushion');
    await visitor.close();
  });
}

test('a product page opens from its address in a new page, with its search-engine data', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await visitor.newPage();
  const answer = await page.goto('/shop/oak-side-table');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Oak Side Table', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Oak Side Table · Juniper & Oak');
  const data = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(data ?? '{}')).toMatchObject({ '@type': 'Product', name: 'Oak Side Table' });
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('body')).toHaveAttribute('data-page-type', '100');
  await visitor.close();
});

test('a product page hydrates from its own data, without fetching it or loading the editor', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await visitor.newPage();
  const scripts: Promise<{ url: string; body: string }>[] = [];
  const catalogueCalls: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((body) => ({ url, body })));
    }
    if (/\/api\/commerce\/(products|inventory)/.test(url)) catalogueCalls.push(url);
  });
  await page.goto('/shop/oak-side-table');
  const product = page.getByRole('article', { name: 'Oak Side Table' });
  await expect(product.getByText('from $180.00')).toBeVisible();
  // Only the hydrated island updates the price for a chosen variant.
  await product.getByRole('radio', { name: 'Large' }).check();
  await product.getByRole('radio', { name: 'Walnut' }).check();
  await expect(product.getByText('$260.00')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogueCalls).toEqual([]);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) {
    expect(script.url).not.toMatch(/\/assets\/(editor|preview|RichTextEditor)-/);
    expect(script.body, script.url).not.toMatch(/lexical/i);
  }
  await visitor.close();
});

test('a choice made before the page has its script is kept once the script runs', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await visitor.newPage();
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  // The page's module scripts hold back DOMContentLoaded, so go no further than its first bytes.
  await page.goto('/shop/oak-side-table', { waitUntil: 'commit' });
  const product = page.getByRole('article', { name: 'Oak Side Table' });
  await product.getByRole('radio', { name: 'Large' }).check();
  await product.getByRole('radio', { name: 'Walnut' }).check();
  await expect(product.getByText('from $180.00')).toBeVisible();
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(product.getByText('$260.00')).toBeVisible();
  await expect(product.getByRole('radio', { name: 'Large' })).toBeChecked();
  await visitor.close();
});

test('a plain page reads with JavaScript turned off, its menu open', async ({ browser }) => {
  const visitor = await browser.newContext({
    storageState: SIGNED_OUT,
    javaScriptEnabled: false,
    viewport: { width: 428, height: 900 },
  });
  const page = await visitor.newPage();
  await page.goto('/about');
  await expect(page.locator('main')).toContainText(/\S/);
  await expect(page.locator('body')).toHaveAttribute('data-page-type', /\d+/);
  await expect(mainMenu(page).getByRole('link', { name: 'Shop' })).toBeVisible();
  await visitor.close();
});

/** What the header and footer say and where their links go, as a visitor reads them. */
async function chrome(scope: Page | FrameLocator) {
  const read = async (selector: string) => {
    const part = scope.locator(selector);
    const links = part.getByRole('link');
    const names = await links.allTextContents();
    const hrefs = await Promise.all(names.map((_, index) => links.nth(index).getAttribute('href')));
    return {
      text: ((await part.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      links: names.map((name, index) => `${name.trim()} -> ${hrefs[index]}`),
    };
  };
  return {
    header: await read('header.sb-site-header'),
    footer: await read('footer.sb-site-footer'),
  };
}

test("the editor's frame shows the live page's header and footer", async ({ browser, page }) => {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  const frame = frameOf(page);
  await expect(
    frame.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(frame.locator('footer.sb-site-footer')).toBeVisible();
  const inFrame = await chrome(frame);
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const live = await visitor.newPage();
  await live.goto('/');
  await expect(live.locator('footer.sb-site-footer')).toBeVisible();
  const onLive = await chrome(live);
  expect(onLive.header.links.length).toBeGreaterThan(1);
  expect(onLive.footer.text).not.toBe('');
  expect(onLive).toEqual(inFrame);
  await visitor.close();
});
