// Store setup in the editor: the store's preferences in "Store settings" (refusals under their
// field, a save announced, the low-stock level marking products in "Products" at once), and
// "Add a store" on a site whose products page was deleted: the spec's two calls, the new page in
// the draft and navigation, its product list in the frame; two Undos bring the old shop back.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CommercePath, type ProductListResponse } from '../../shared/api/commerce';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { preferencesPath } from '../../shared/api/store-setup';
import { clientOfContext, getSite, readCrumb } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { FRAME_SELECTOR, frameOf, SAVED } from '../fixtures/editor';

async function openEditor(page: Page): Promise<void> {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
}

/** Each product's units in stock, from the storefront's API. */
async function stockOf(page: Page): Promise<(name: string) => number> {
  const response = await page.context().request.get(CommercePath.products);
  const { products } = (await response.json()) as ProductListResponse;
  return (name) =>
    products
      .find((product) => product.name === name)!
      .structuredContent.variants.reduce((sum, variant) => sum + (variant.qtyInStock ?? 0), 0);
}

async function storeMenu(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Store', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the store's preferences: refused under their field, saved at once, low stock marked", async ({
  page,
}) => {
  await openEditor(page);
  const settings = await storeMenu(page, 'Store settings');
  const level = settings.getByLabel('Low-stock level');
  await expect(level).toHaveValue('5');
  await level.fill('lots');
  await level.press('Enter');
  await expect(settings.getByText('Enter a whole number.')).toBeVisible();
  await expect(level).toHaveAttribute('aria-invalid', 'true');
  await level.fill('-3');
  await level.press('Enter');
  await expect(settings.getByText('The low-stock level cannot be negative.')).toBeVisible();
  await level.fill('9');
  await level.press('Enter');
  await expect(
    settings.getByRole('status').filter({ hasText: 'Preferences saved.' }),
  ).toBeVisible();
  await expect(level).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Store settings with preferences', { include: '[role="dialog"]' });
  await settings.getByRole('button', { name: 'Close' }).click();

  // Stock as it is now (other tests buy): the class has 9 or fewer seats left, the board more.
  const stock = await stockOf(page);
  const classStock = stock('Spoon Carving Class');
  expect(classStock).toBeGreaterThan(0);
  expect(classStock).toBeLessThanOrEqual(9);
  expect(stock('Engraved Cutting Board')).toBeGreaterThan(9);
  const products = await storeMenu(page, 'Products');
  const classRow = products.getByRole('row').filter({ hasText: 'Spoon Carving Class' });
  await expect(classRow).toContainText(`${classStock} (low stock)`);
  await expect(
    products.getByRole('row').filter({ hasText: 'Engraved Cutting Board' }),
  ).not.toContainText('low stock');

  // Read back after a reload: stored on the server, not only in this page's cache.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  const again = await storeMenu(page, 'Store settings');
  await expect(again.getByLabel('Low-stock level')).toHaveValue('9');
  const reset = await page.context().request.put(preferencesPath('store'), {
    data: { lowStockThreshold: 5 },
    headers: { [CRUMB_HEADER]: await readCrumb(clientOfContext(page.context())) },
  });
  expect(reset.status()).toBe(200);
});

test('"Add a store" on a site without one adds its products page; Undo brings the old one back', async ({
  page,
}) => {
  await openEditor(page);
  const pages = page.getByRole('region', { name: 'Pages' });
  await page.getByRole('button', { name: 'Delete page Shop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click();
  await expect(pages.getByText('Shop', { exact: true })).toHaveCount(0);

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/content-service/'))
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const dialog = await storeMenu(page, 'Add a store');
  await expect(dialog.getByLabel('Store name')).toHaveValue('Store');
  await dialog.getByLabel('Store name').fill('Market Stall');
  await dialog.getByLabel('Description').fill('Things we make.');
  await expectAccessible(page, 'Add a store', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Add store' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added the store Market Stall at /market-stall' }),
  ).toBeAttached();
  expect(calls).toEqual([
    'GET /api/content-service/product/1.1/websites/demo/products',
    'POST /api/content-service/product/1.1/websites/demo/products',
    expect.stringMatching(
      /^POST \/api\/content-service\/product\/1\.1\/websites\/demo\/products\/[\w-]+\/categories$/,
    ),
  ]);
  await expect(pages.getByText('Market Stall', { exact: true })).toBeVisible();
  await expect(frameOf(page).getByText('Spoon Carving Class').first()).toBeVisible();

  await page.getByRole('button', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Add a store' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await undo.click();
  await expect(pages.getByText('Shop', { exact: true })).toBeVisible();
  await expect(pages.getByText('Market Stall', { exact: true })).toHaveCount(0);
  // Saved as it was: the shop back in the draft, the new store's page gone.
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect
    .poll(async () =>
      (await getSite(clientOfContext(page.context()))).site.pages.map((p) => p.slug),
    )
    .toContain('shop');
  const slugs = (await getSite(clientOfContext(page.context()))).site.pages.map((p) => p.slug);
  expect(slugs).not.toContain('market-stall');
});
