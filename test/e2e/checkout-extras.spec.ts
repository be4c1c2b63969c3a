// Issue 19's checkout extras in the editor's frame: a subscription bought from its page (its
// one-entry cart's checkout, the plan on the confirmation), a gift card with its recipient (a
// refused past date, then the order), the order number on the confirmation, and an address
// suggestion picked by keyboard from the address combobox.
import { expect as baseExpect, test } from '@playwright/test';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import {
  expectOrderNumber,
  fillRecipient,
  fillShopper,
  inDays,
  placeOrder,
  writtenDate,
} from '../fixtures/checkout';
import { frameOf, openEditor } from '../fixtures/editor';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const productBlock = (slug: string) => ({
  id: freshId('e2e-product'),
  type: 43,
  settings: { productId: slug, layout: 'side', variantDisplay: 'buttons', showDescription: true },
});

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

  await fillShopper(frame);
  const street = frame.getByRole('combobox', { name: 'Address' });
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
  await placeOrder(frame);
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
  const recipient = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Happy birthday!',
  };
  await fillRecipient(frame, { ...recipient, date: inDays(-3) });
  await placeOrder(frame);
  await expect(frame.getByText('The delivery date cannot be in the past.')).toBeVisible();
  const date = inDays(7);
  await frame.getByLabel('Delivery date').fill(date);
  await placeOrder(frame);
  await expectOrderNumber(frame);
  const details = frame.locator('.sb-order-item-details');
  await expect(details).toContainText('Grace Hopper (grace@example.com)');
  await expect(details).toContainText('Happy birthday!');
  await expect(details).toContainText(writtenDate(date));
});
