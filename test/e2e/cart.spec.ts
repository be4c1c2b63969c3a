// The cart in the editor's frame and in the preview on its own: product blocks add to the cart,
// the pill shows the count and subtotal, the popover names the product; the pill leads to /cart
// inside the frame while the editor stays; quantity, remove, empty state; back to editing; the
// same at phone width; checkout in test mode with a refused postal code, then the confirmed
// order; the preview on its own with the browser's back and forward.
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import type { ProductListResponse } from '../../shared/api/commerce';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { FRAME_SELECTOR, frameOf, openEditor } from '../fixtures/editor';

// Cart calls go through the server and database; on a busy machine they take their time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CUSHION = 'Linen Cushion'; // $35.00 on sale
const CLASS = 'Spoon Carving Class'; // $85.00

async function productBlocks(context: BrowserContext) {
  const answer = await context.request.get('/api/commerce/products');
  const { products } = (await answer.json()) as ProductListResponse;
  const idOf = (name: string) => products.find((product) => product.name === name)!.id;
  const blocks = [CUSHION, CLASS].map((name) => ({
    id: freshId('e2e-product'),
    type: 43,
    settings: { productId: idOf(name) },
  }));
  await resetFirstPage(clientOfContext(context), blocks);
  return blocks;
}

async function addBothInFrame(page: Page, blockIds: readonly string[]) {
  const frame = frameOf(page);
  for (const id of blockIds) {
    await frame
      .locator(`[data-block-id="${id}"]`)
      .getByRole('button', { name: /add to cart/i })
      .click();
  }
}

const pill = (page: Page) => frameOf(page).locator('[data-pill-cart]');
const frameAddress = (page: Page) => page.getByLabel('Frame address');

test('in the editor: add two, the pill and popover, the cart inside the frame, back to editing', async ({
  page,
  context,
}) => {
  const blocks = await productBlocks(context);
  await openEditor(page, 2);
  const frame = frameOf(page);
  await expect(pill(page)).toBeHidden();
  await expect(frame.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await addBothInFrame(
    page,
    blocks.map((block) => block.id),
  );
  await expect(pill(page)).toBeVisible();
  await expect(pill(page).locator('.sb-pill-count')).toHaveText('2');
  await expect(pill(page).locator('.sb-pill-subtotal')).toHaveText('$120');
  await expect(frame.locator('.sb-cart-popover')).toContainText(`Added to cart: ${CLASS}`);
  await expect(frame.getByRole('link', { name: '2 items in cart', exact: true })).toBeVisible();

  const editorUrl = page.url();
  await pill(page).click();
  await expect(frame.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  expect(page.url()).toBe(editorUrl);
  await expect(frameAddress(page)).toHaveText('/cart');
  expect(page.frames().some((candidate) => candidate.url().endsWith('/preview/cart'))).toBe(true);

  const subtotal = frame.locator('[data-cart-subtotal]');
  await expect(subtotal).toHaveText('$120.00');
  await frame.getByLabel(`Quantity of ${CUSHION}`).fill('3');
  await frame.getByLabel(`Quantity of ${CUSHION}`).press('Enter');
  await expect(subtotal).toHaveText('$190.00');
  await expect(pill(page).locator('.sb-pill-count')).toHaveText('4');

  await frame.getByRole('button', { name: `Remove ${CLASS}` }).click();
  await expect(frame.locator('.sb-cart-entry')).toHaveCount(1);
  await expect(subtotal).toHaveText('$105.00');
  await frame.getByRole('button', { name: `Remove ${CUSHION}` }).click();
  await expect(frame.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await expect(pill(page)).toBeHidden();

  await page.getByRole('button', { name: 'Back to editing' }).click();
  await expect(frame.locator(`[data-block-id="${blocks[0]!.id}"]`)).toBeVisible();
  await expect(frameAddress(page)).toHaveText('/');
  await expect(page.getByRole('button', { name: 'Back to editing' })).toHaveCount(0);
});

test('at phone width the pill, popover and cart page fit the 428 px frame', async ({
  page,
  context,
}) => {
  const blocks = await productBlocks(context);
  await openEditor(page, 2);
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator(FRAME_SELECTOR)).toHaveJSProperty('offsetWidth', 428);
  await addBothInFrame(
    page,
    blocks.map((block) => block.id),
  );
  const frame = frameOf(page);
  await expect(pill(page).locator('.sb-pill-count')).toHaveText('2');
  await expect(frame.locator('.sb-cart-popover')).toBeVisible();
  const fits = async (selector: string) =>
    frame.locator(selector).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.left >= 0 && rect.right <= window.innerWidth;
    });
  expect(await fits('[data-pill-cart]')).toBe(true);
  expect(await fits('.sb-cart-popover')).toBe(true);

  await pill(page).click();
  await expect(frameAddress(page)).toHaveText('/cart');
  await expect(frame.locator('.sb-cart-entry')).toHaveCount(2);
  expect(
    await frame.locator('html').evaluate((html) => html.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await frame.getByLabel(`Quantity of ${CLASS}`).fill('2');
  await frame.getByLabel(`Quantity of ${CLASS}`).press('Tab');
  await expect(frame.locator('[data-cart-subtotal]')).toHaveText('$205.00');
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await expect(frameAddress(page)).toHaveText('/');
});

test('checkout in test mode: a refused postal code, then the confirmed order', async ({
  page,
  context,
}) => {
  const blocks = await productBlocks(context);
  await openEditor(page, 2);
  await addBothInFrame(
    page,
    blocks.map((block) => block.id),
  );
  const frame = frameOf(page);
  await expect(pill(page).locator('.sb-pill-count')).toHaveText('2');
  await pill(page).click();
  await frame.getByRole('link', { name: 'Checkout' }).click();
  await expect(frameAddress(page)).toHaveText('/checkout');
  await expect(frame.getByRole('heading', { name: 'Order summary' })).toBeVisible();

  await frame.getByLabel('Email').fill('ada@example.com');
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill('Lovelace');
  await frame.getByLabel('Address', { exact: true }).fill('1 Main St');
  await frame.getByLabel('City').fill('New York');
  await frame.getByLabel('State').selectOption('NY');
  await frame.getByLabel('ZIP Code').fill('1000');
  await frame.getByRole('button', { name: 'Place order (test mode)' }).click();
  await expect(frame.getByText('ZIP Codes need to be 5 digits.')).toBeVisible();
  await expect(frame.getByRole('alert')).toHaveText(
    'Update the missing or invalid information above.',
  );

  await frame.getByLabel('ZIP Code').fill('10001');
  await frame.getByRole('button', { name: 'Place order (test mode)' }).click();
  await expect(frame.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(frameAddress(page)).toHaveText(/^\/order-confirmed\//);
  await expect(frame.locator('.sb-order-items li')).toHaveCount(2);
  await expect(frame.locator('.sb-order-total')).toContainText('$120.00');
  await expect(pill(page)).toBeHidden();
});

test('the preview on its own: the cart link, back and forward', async ({ page }) => {
  await page.goto('/preview/');
  const cartLink = page.getByRole('link', { name: 'Cart', exact: true });
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(page).toHaveURL(/\/preview\/cart$/);
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/preview\/$/);
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/preview\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  await page.goto('/preview/nowhere');
  await expect(page.getByText('This page is not in the site.')).toBeVisible();
});
