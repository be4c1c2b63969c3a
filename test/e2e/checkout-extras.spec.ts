// Issue 19's checkout extras in the editor's frame: a subscription bought from its page (its
// one-entry cart's checkout, the plan on the confirmation), a gift card with its recipient (a
// refused past date, then the order), the order number on the confirmation, and an address
// suggestion picked by keyboard from the address combobox.
import { expect as baseExpect, type FrameLocator, test } from '@playwright/test';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { frameOf, openEditor } from '../fixtures/editor';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const productBlock = (slug: string) => ({
  id: freshId('e2e-product'),
  type: 43,
  settings: { productId: slug, layout: 'side', variantDisplay: 'buttons', showDescription: true },
});

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function expectOrderNumber(frame: FrameLocator): Promise<void> {
  await expect(frame.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(frame.locator('[data-order-number]')).toHaveText(/^#1\d{3,}$/);
}

test('a subscription and a gift card: their details and the order number on the confirmation', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context), [
    productBlock('beeswax-polish-subscription'),
    productBlock('gift-card'),
  ]);
  await openEditor(page, 2);
  const frame = frameOf(page);

  await frame
    .getByRole('article', { name: 'Beeswax Polish Subscription' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(frame.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(frame.getByText('$14.00 every month')).toBeVisible();
  await frame.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(frame.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(frame.locator('.sb-order-summary')).toContainText('Beeswax Polish Subscription');

  await frame.getByLabel('Email').fill('ada@example.com');
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill('Lovelace');
  const street = frame.getByRole('combobox', { name: 'Address' });
  await street.fill('1 Main St');
  await frame.getByLabel('City').fill('Albany');
  await frame.getByLabel('ZIP Code').fill('12207');
  // A region suggested from what the server knows, picked with the keyboard.
  await street.fill('New Y');
  await expect(
    frame.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option'),
  ).toHaveText(['New York United States']);
  await expect(frame.getByRole('status').filter({ hasText: /suggestions? available/ })).toHaveText(
    '1 suggestion available.',
  );
  await street.press('ArrowDown');
  await expect(street).toHaveAttribute('aria-activedescendant', /.+/);
  await street.press('Enter');
  await expect(frame.getByLabel('State')).toHaveValue('NY');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await street.fill('1 Main St');
  await street.press('Escape');
  await frame.getByRole('button', { name: 'Place order (test mode)' }).click();
  await expectOrderNumber(frame);
  const plan = frame.locator('.sb-order-item-details');
  await expect(plan).toContainText('Subscription');
  await expect(plan).toContainText('every month, until cancelled');

  await page.getByRole('button', { name: 'Back to editing' }).click();
  const card = frame.getByRole('article', { name: 'Gift Card' });
  await card.getByText('$50', { exact: true }).click();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(frame.getByText('Your gift card is in your cart.')).toBeVisible();
  await frame.getByRole('link', { name: 'Checkout' }).click();
  await expect(frame.getByRole('group', { name: /Gift card recipient: Gift Card/ })).toBeVisible();
  await frame.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await frame.getByLabel("Recipient's name").fill('Grace Hopper');
  await frame.getByLabel("Recipient's email").fill('grace@example.com');
  await frame.getByLabel('Message (optional)').fill('Happy birthday!');
  await frame.getByLabel('Delivery date').fill(inDays(-3));
  await frame.getByRole('button', { name: 'Place order (test mode)' }).click();
  await expect(frame.getByText('The delivery date cannot be in the past.')).toBeVisible();
  const date = inDays(7);
  await frame.getByLabel('Delivery date').fill(date);
  await frame.getByRole('button', { name: 'Place order (test mode)' }).click();
  await expectOrderNumber(frame);
  const details = frame.locator('.sb-order-item-details');
  await expect(details).toContainText('Grace Hopper (grace@example.com)');
  await expect(details).toContainText('Happy birthday!');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const written = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(details).toContainText(written);
});
