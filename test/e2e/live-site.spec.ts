// The live site as a visitor meets it, in a fresh browser with no owner's session: published
// versions only, real addresses at the site's root, the header's menu to the shop at a laptop's
// 1024 px and a phone's 428 px, a deep link opened in a new page, a plain page read with
// JavaScript turned off, and the editor's frame showing the same header as the live page.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { buttonBlock, clientOfContext, publishSite, resetFirstPage } from '../fixtures/api';
import { FRAME_SELECTOR, frameOf } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';

/** Makes what the owner saved the live version, as "Publish" does. */
async function publish(owner: BrowserContext) {
  expect((await publishSite(owner)).status()).toBe(200);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a saved edit reaches visitors only once it is published', async ({ browser, context }) => {
  const label = `Spring sale ${Date.now()}`;
  await resetFirstPage(clientOfContext(context), [buttonBlock(label)]);
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await visitor.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  await publish(context);
  await page.reload();
  await expect(page.getByRole('link', { name: label })).toBeVisible();
  await visitor.close();
});

for (const width of [1024, 428]) {
  test(`at ${width} px a visitor follows the menu to the shop and adds a product`, async ({
    browser,
  }) => {
    const visitor = await browser.newContext({
      storageState: SIGNED_OUT,
      viewport: { width, height: 900 },
    });
    const page = await visitor.newPage();
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
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

test("the editor's frame shows the live page's header", async ({ browser, page }) => {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  const frameMenu = frameOf(page).getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(frameMenu.first()).toBeVisible();
  const inFrame = await frameMenu.allTextContents();
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const live = await visitor.newPage();
  await live.goto('/');
  expect(await mainMenu(live).getByRole('link').allTextContents()).toEqual(inFrame);
  await visitor.close();
});
