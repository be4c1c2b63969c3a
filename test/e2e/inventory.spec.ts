// The store in the editor: "Products" builds a product with two options (a bad price refused at
// its field, nothing stored), lists it, edits its stock and deletes it; "Back in stock" shows a
// sign-up group made through the API and Send records it in the outbox; a store settings change
// is undone; the Store menu fits the top bar at 428 and 1024 px.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  CommercePath,
  type ProductItem,
  type ProductListResponse,
} from '../../shared/api/commerce';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { clientOfContext, readCrumb } from '../fixtures/api';
import { FRAME_SELECTOR } from '../fixtures/editor';

async function openStore(page: Page, item: string): Promise<Locator> {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function products(page: Page): Promise<readonly ProductItem[]> {
  const response = await page.context().request.get(CommercePath.products);
  return ((await response.json()) as ProductListResponse).products;
}

test('an owner builds, lists, restocks and deletes a product in "Products"', async ({ page }) => {
  const name = `Turned Cup ${Date.now()}`;
  const dialog = await openStore(page, 'Products');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(name);

  for (const [option, values] of [
    ['Size', ['Small', 'Large']],
    ['Wood', ['Oak', 'Ash']],
  ] as const) {
    await dialog.getByLabel('New option name').fill(option);
    await dialog.getByRole('button', { name: 'Add option' }).click();
    for (const value of values) {
      await dialog.getByLabel(`New value of ${option}`).fill(value);
      await dialog.getByRole('button', { name: `Add value to ${option}` }).click();
    }
  }
  const variants = ['Small / Oak', 'Small / Ash', 'Large / Oak', 'Large / Ash'];
  for (const variant of variants) {
    await dialog.getByLabel(`Price of ${variant}`, { exact: true }).fill('24.50');
    await dialog.getByLabel(`Stock of ${variant}`).fill('5');
  }

  // A bad price is refused at its field and nothing is stored.
  const badPrice = dialog.getByLabel('Price of Large / Ash', { exact: true });
  await badPrice.fill('24,5O');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(dialog.getByText('Enter a price as a number, like 19.99.')).toBeVisible();
  await expect(badPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was saved');
  expect((await products(page)).some((p) => p.name === name)).toBe(false);

  await badPrice.fill('30');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeAttached();

  // Listed, found by search, expanding to its four variants.
  await dialog.getByLabel('Search products').fill('turned cup');
  const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('from $24.50');
  await expect(row).toContainText('20');
  await row.getByRole('button', { name: `Variants of ${name}` }).click();
  const list = dialog.getByRole('list', { name: `Variants of ${name}` });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').nth(3)).toContainText('$30.00');

  const stored = (await products(page)).find((p) => p.name === name);
  expect(stored?.structuredContent.variantOptionOrdering).toEqual(['Size', 'Wood']);
  expect(stored?.structuredContent.variants.map((v) => v.attributes)).toEqual([
    { Size: 'Small', Wood: 'Oak' },
    { Size: 'Small', Wood: 'Ash' },
    { Size: 'Large', Wood: 'Oak' },
    { Size: 'Large', Wood: 'Ash' },
  ]);

  // Edit the stock: one variant becomes unlimited, another holds 12.
  await dialog.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByLabel('Stock of Small / Oak').fill('12');
  await dialog.getByLabel('Large / Ash unlimited stock').check();
  await expect(dialog.getByLabel('Stock of Large / Ash')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(row).toContainText('Unlimited');
  await expect(list).toContainText('12 in stock');
  const edited = (await products(page)).find((p) => p.name === name);
  expect(edited?.structuredContent.variants.map((v) => [v.qtyInStock, v.unlimited])).toEqual([
    [12, false],
    [5, false],
    [5, false],
    [0, true],
  ]);

  // Delete asks first; Cancel keeps it, Delete removes it.
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(dialog.getByText('No product matches your search.')).toBeVisible();
  expect((await products(page)).some((p) => p.name === name)).toBe(false);
});

test('"Back in stock" lists a sign-up group, its emails, and Send records it in the outbox', async ({
  page,
  context,
}) => {
  await page.goto('/config/');
  const client = clientOfContext(context);
  const crumb = await readCrumb(client);
  const bowl = (await products(page)).find((p) => p.name === 'Walnut Bowl')!;
  const email = `shopper-${Date.now()}@example.com`;
  const signUp = await context.request.post(CommercePath.restock, {
    headers: { [CRUMB_HEADER]: crumb },
    data: {
      productId: bowl.id,
      variantId: bowl.structuredContent.variants[0]!.id,
      siteVisitorEmail: email,
    },
  });
  expect(signUp.status()).toBe(200);

  const dialog = await openStore(page, 'Back in stock');
  const group = dialog.getByRole('listitem').filter({ hasText: 'Walnut Bowl' }).first();
  await expect(group).toContainText(/\d+ signed up, [1-9]\d* waiting/);
  await group.getByRole('button', { name: 'Emails for Walnut Bowl' }).click();
  await expect(dialog.getByRole('list', { name: 'Emails for Walnut Bowl' })).toContainText(email);

  await group.getByRole('button', { name: 'Send to Walnut Bowl' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sent \d+ emails?\./ })).toBeAttached();
  await expect(dialog.getByRole('list', { name: 'Sent emails' })).toContainText(email);
  await expect(group).toContainText('0 waiting');
  await expect(group.getByRole('button', { name: 'Send to Walnut Bowl' })).toBeDisabled();
});

test('a store settings change is one undoable step, and a bad threshold is refused', async ({
  page,
}) => {
  const dialog = await openStore(page, 'Store settings');
  const express = dialog.getByLabel(/Express checkout/);
  const before = await express.isChecked();
  await express.setChecked(!before);
  await expect(express).toBeChecked({ checked: !before });
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(express).toBeChecked({ checked: before });

  const maximum = dialog.getByLabel('Shown for prices up to');
  await maximum.fill('0.50');
  await maximum.press('Enter');
  await expect(dialog.getByText('The maximum must be above the minimum.')).toBeVisible();
  await maximum.fill('abc');
  await maximum.press('Enter');
  await expect(dialog.getByText('Enter a price as a number, like 19.99.')).toBeVisible();

  await dialog.getByLabel('Currency').selectOption('EUR');
  await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
});

for (const width of [1024, 1300, 428]) {
  test(`the Store menu fits the top bar at ${width} px and works by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/config/');
    const button = page.getByRole('button', { name: 'Store' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const control of [button, page.getByRole('link', { name: 'View site' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // Nothing (the top bar's tools, the settings panel) is pushed past the window's edge.
    const settings = (await page.getByRole('region', { name: 'Settings' }).boundingBox())!;
    expect(settings.x + settings.width).toBeLessThanOrEqual(width);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Products' })).toBeFocused();
    // Up from the first item wraps to the last: Templates, for the admin (code:edit).
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Templates' })).toBeFocused();
    const menu = (await page.getByRole('menu', { name: 'Store' }).boundingBox())!;
    expect(menu.x + menu.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('o');
    await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await expect(orders).toBeVisible();
    await expect(orders.getByText(/No orders yet\.|Test mode/).first()).toBeVisible();
  });
}
