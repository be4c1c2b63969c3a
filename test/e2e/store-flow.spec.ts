// The store from the owner's side to the visitor's, inside the editor: a product built in
// "Products" shows in a product block picked in the panel, an edit of its price reaches the frame
// without a reload, and a variant is added to the cart; a back-in-stock sign-up made in the frame
// is listed in "Back in stock"; the demo "Shop" page (at 1024 and 428 px) lists every product
// as a card with its price, a quick view that Escape closes, 'Select Option' for a card that
// needs a choice, and a link to the product's detail page inside the frame.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import {
  addFromPalette,
  frameButtons,
  frameOf,
  openEditor,
  previewFrame,
} from '../fixtures/editor';

async function openStore(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

const frameAddress = (page: Page) => page.getByLabel('Frame address');

test('a product built in "Products" is picked in a block, repriced, and a variant added', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context));
  await openEditor(page, 0);
  const name = `Carved Spoon ${Date.now()}`;

  const products = await openStore(page, 'Products');
  await products.getByRole('button', { name: 'Add product' }).click();
  await products.getByLabel('Name', { exact: true }).fill(name);
  await products.getByLabel('New option name').fill('Size');
  await products.getByRole('button', { name: 'Add option' }).click();
  for (const value of ['Small', 'Large']) {
    await products.getByLabel('New value of Size').fill(value);
    await products.getByRole('button', { name: 'Add value to Size' }).click();
  }
  for (const [variant, price] of [
    ['Small', '12'],
    ['Large', '15'],
  ] as const) {
    await products.getByLabel(`Price of ${variant}`, { exact: true }).fill(price);
    await products.getByLabel(`Stock of ${variant}`).fill('5');
  }
  await products.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(products).toBeHidden();

  await addFromPalette(page, 'Product');
  await page.getByRole('combobox', { name: 'Product', exact: true }).selectOption({ label: name });
  const frame = frameOf(page);
  const product = frame.getByRole('article', { name });
  await expect(product.getByRole('heading', { name })).toBeVisible();
  await expect(product.getByText('from $12.00')).toBeVisible();

  // A new price saved in "Products" shows in the frame without reloading it.
  const again = await openStore(page, 'Products');
  await again.getByLabel('Search products').fill(name);
  await again.getByRole('button', { name: `Edit ${name}` }).click();
  await again.getByLabel('Price of Small', { exact: true }).fill('11');
  await again.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(product.getByText('from $11.00')).toBeVisible();

  await product.getByText('Large', { exact: true }).click();
  await expect(product.getByText('$15.00', { exact: true })).toBeVisible();
  await product.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(product.locator('.sb-product-add-button')).toHaveText('Added!');
  await expect(frame.locator('.sb-cart-popover')).toContainText(`Added to cart: ${name}`);
});

test('a back-in-stock sign-up in the frame is listed in "Back in stock"', async ({
  page,
  context,
}) => {
  const bowl = {
    id: freshId('e2e-bowl'),
    type: 43,
    settings: { productId: 'walnut-bowl', layout: 'side', variantDisplay: 'buttons' },
  };
  await resetFirstPage(clientOfContext(context), [bowl]);
  await openEditor(page, 1);
  const email = `restock-${Date.now()}@example.com`;

  const soldOut = frameOf(page).getByRole('article', { name: 'Walnut Bowl' });
  await expect(soldOut.getByRole('button', { name: 'Back soon' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await soldOut.getByRole('textbox', { name: 'Email' }).fill(email);
  await soldOut.getByRole('button', { name: 'Sign Up' }).click();
  await expect(soldOut.getByText('Signed up!')).toBeVisible();

  const restock = await openStore(page, 'Back in stock');
  const group = restock.getByRole('listitem').filter({ hasText: 'Walnut Bowl' }).first();
  await expect(group).toContainText(/[1-9]\d* waiting/);
  await group.getByRole('button', { name: 'Emails for Walnut Bowl' }).click();
  await expect(restock.getByRole('list', { name: 'Emails for Walnut Bowl' })).toContainText(email);
});

for (const { device, width } of [
  { device: 'Desktop', width: 1024 },
  { device: 'Phone', width: 428 },
] as const) {
  test(`the Shop page in the frame at ${width} px: cards, quick view, Select Option, a detail page`, async ({
    page,
    context,
  }) => {
    const button = { id: freshId('e2e-btn'), type: 53, settings: { label: 'Visit', url: '/shop' } };
    await resetFirstPage(clientOfContext(context), [button]);
    await openEditor(page, 1);
    await page.getByRole('button', { name: device, exact: true }).click();
    await expect
      .poll(async () => (await previewFrame(page)).evaluate(() => window.innerWidth))
      .toBe(width);
    const frame = frameOf(page);
    // A click on the button edits its label where it stands; the header's navigation leads to
    // the Shop page inside the frame (through the Menu button at 428 px).
    await frameButtons(page).locator('a').click();
    await expect(frame.getByRole('textbox', { name: 'Label, edited on the page' })).toBeFocused();
    await page.keyboard.press('Escape');
    const nav = frame.getByRole('navigation', { name: 'Main' });
    if (width === 428) await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(frameAddress(page)).toHaveText('/shop');

    const list = frame.getByRole('region', { name: 'Products' });
    const table = list.getByRole('article', { name: 'Oak Side Table' });
    await expect(table.getByText('from $180.00')).toBeVisible();
    const cushion = list.getByRole('article', { name: 'Linen Cushion' });
    await expect(cushion.getByText('$35.00')).toBeVisible();

    await table.getByRole('button', { name: 'Quick View: Oak Side Table', exact: true }).click();
    const quick = frame.getByRole('dialog', { name: 'Quick view: Oak Side Table' });
    await expect(quick.getByRole('group', { name: 'Size' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();

    await table.getByRole('button', { name: /Add To Cart/ }).click();
    await expect(table.locator('.sb-product-add-button')).toHaveText('Select Option');

    await table.getByRole('link', { name: 'Oak Side Table' }).click();
    await expect(frameAddress(page)).toHaveText('/shop/oak-side-table');
    await expect(frame.getByRole('heading', { name: 'Oak Side Table', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to editing' })).toBeVisible();
  });
}
