// The storefront inside the editor's frame, at 1024 and 428 px: a product block put on a page
// and its product picked in the panel; variants, the 'Please select …' messages, the add-to-cart
// state sequence; a sold-out product with its back-in-stock sign-up; a gift card; a subscription
// redirect; the installment popup closed by Escape.
import { expect, type Page, test } from '@playwright/test';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { addFromPalette, frameBlocks, frameOf, openEditor, previewFrame } from '../fixtures/editor';

const WIDTHS = [
  { device: 'Desktop', width: 1024 },
  { device: 'Phone', width: 428 },
] as const;

const productBlock = (slug: string) => ({
  id: freshId('e2e-product'),
  type: 43,
  settings: { productId: slug, layout: 'side', variantDisplay: 'buttons', showDescription: true },
});

async function useDevice(page: Page, device: string, width: number) {
  await page.getByRole('button', { name: device, exact: true }).click();
  await expect
    .poll(async () => (await previewFrame(page)).evaluate(() => window.innerWidth))
    .toBe(width);
}

/** Records every text the frame's add buttons show, from now on. */
async function recordButtonTexts(page: Page) {
  await (await previewFrame(page)).evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { addTexts: string[] }).addTexts = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('.sb-product-add-button')) {
        const text = button.textContent ?? '';
        if (seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async () =>
    (await previewFrame(page)).evaluate(
      () => (window as unknown as { addTexts: string[] }).addTexts,
    );
}

for (const { device, width } of WIDTHS) {
  test(`a product block picked in the panel: variants, messages and adding at ${width} px`, async ({
    page,
    context,
  }) => {
    await resetFirstPage(clientOfContext(context));
    await openEditor(page, 0);
    await useDevice(page, device, width);
    await addFromPalette(page, 'Product');
    const frame = frameOf(page);
    await expect(frame.getByText("Choose a product in the block's settings.")).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Product', exact: true })
      .selectOption({ label: 'Oak Side Table' });
    const product = frame.getByRole('article', { name: 'Oak Side Table' });
    await expect(product.getByRole('heading', { name: 'Oak Side Table' })).toBeVisible();
    await expect(product.getByText('from $180.00')).toBeVisible();
    await expect(product.getByRole('group', { name: 'Size' })).toBeVisible();
    await expect(product.getByRole('group', { name: 'Finish' })).toBeVisible();

    const add = product.getByRole('button', { name: 'Add To Cart' });
    await add.click();
    await expect(product.getByRole('alert').first()).toHaveText(
      'Please select the Size and Finish options.',
    );
    await product.getByText('Small', { exact: true }).click();
    await add.click();
    await expect(product.getByRole('alert').first()).toHaveText('Please select the Finish option.');
    await product.getByText('Natural', { exact: true }).click();
    await expect(product.getByText('$180.00', { exact: true })).toBeVisible();
    await expect(product.getByText('Only 6 left in stock')).toBeVisible();
    await expect(product.getByLabel('Quantity')).toHaveValue('1');

    const texts = await recordButtonTexts(page);
    await add.focus();
    await page.keyboard.press('Enter');
    const button = product.locator('.sb-product-add-button');
    await expect(button).toHaveText('Added!');
    await expect(product.getByRole('status').filter({ hasText: 'Added!' })).toHaveCount(1);
    await expect(button).toHaveText('Add To Cart');
    expect(await texts()).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('disabled');

    // The installment teaser's popup, closed by Escape.
    await expect(product.getByText(/or 4 interest-free payments of \$45\.00 with/)).toBeVisible();
    await product.getByRole('button', { name: 'More about Afterpay' }).click();
    const popup = frame.getByRole('dialog', { name: 'Pay in installments with Afterpay' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: /interest-free installments/ })).toBeVisible();
    await page.screenshot({ path: `.shots/storefront-popup-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.screenshot({ path: `.shots/storefront-product-${width}.png`, fullPage: true });
  });

  test(`sold out with back-in-stock sign-up, a gift card and a subscription at ${width} px`, async ({
    page,
    context,
  }) => {
    const bowl = productBlock('walnut-bowl');
    const gift = productBlock('gift-card');
    const polish = productBlock('beeswax-polish-subscription');
    await resetFirstPage(clientOfContext(context), [bowl, gift, polish]);
    await openEditor(page, 3);
    await useDevice(page, device, width);
    const frame = frameOf(page);

    const soldOut = frame.getByRole('article', { name: 'Walnut Bowl' });
    const backSoon = soldOut.getByRole('button', { name: 'Back soon' });
    await expect(backSoon).toHaveAttribute('aria-disabled', 'true');
    await expect(
      soldOut.getByText('Get notified by email when this product is back in stock'),
    ).toBeVisible();
    const email = soldOut.getByRole('textbox', { name: 'Email' });
    await soldOut.getByRole('button', { name: 'Sign Up' }).click();
    await expect(soldOut.getByText('Email cannot be blank')).toBeVisible();
    await email.fill('not-an-email');
    await soldOut.getByRole('button', { name: 'Sign Up' }).click();
    await expect(soldOut.getByText('Email is invalid')).toBeVisible();
    await email.fill(`shopper-${width}@example.com`);
    await soldOut.getByRole('checkbox', { name: 'Subscribe to our mailing list' }).check();
    await soldOut.getByRole('button', { name: 'Sign Up' }).click();
    await expect(soldOut.getByText('Signed up!')).toBeVisible();
    await expect(soldOut.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await page.screenshot({ path: `.shots/storefront-soldout-${width}.png`, fullPage: true });

    const card = frame.getByRole('article', { name: 'Gift Card' });
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(card.getByRole('alert').first()).toHaveText(
      'Select a denomination for the Gift Card.',
    );
    await card.getByText('$50', { exact: true }).click();
    await expect(card.getByText('$50.00', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(frame.getByText('Your gift card is in your cart.')).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Gift Card' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to editing' }).click();
    await expect(frameBlocks(page)).toHaveCount(3);
    const sub = frame.getByRole('article', { name: 'Beeswax Polish Subscription' });
    await expect(sub.getByText('$14.00 every month')).toBeVisible();
    await expect(sub.getByLabel('Quantity')).toHaveCount(0);
    await sub.getByRole('button', { name: 'Subscribe' }).click();
    await expect(frame.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(frame.locator('[data-cart-token]')).not.toHaveAttribute('data-cart-token', '');
  });
}
