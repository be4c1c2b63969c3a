// Issue 19 on the live site, as a visitor in a fresh browser with no owner's session and real
// addresses: a subscription bought from its page (its one-entry cart's checkout; the order keeps
// the plan), a gift card with its recipient (kept on the order), the owner's popup shown once per
// version, and the Search page finding a product and opening it. The owner changes only the
// popup, and puts it back afterwards; the orders placed stay (orders cannot be deleted).
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import type { OrderListResponse } from '../../shared/api/commerce';
import { CommercePath } from '../../shared/api/commerce';
import type { PopupOverlaySettings } from '../../shared/document/schema';
import { clientOfRequest, getSite, publishSite, saveSite } from '../fixtures/api';
import {
  expectOrderNumber,
  fillRecipient,
  fillShopper,
  inDays,
  placeOrder,
  writtenDate,
} from '../fixtures/checkout';
import { SIGNED_OUT } from '../fixtures/owner';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 900 },
  });
  return context.newPage();
}

/** The order behind a confirmation address, as the owner's order list has it. */
async function orderAt(request: APIRequestContext, page: Page) {
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  const answer = await request.get(CommercePath.orders);
  expect(answer.ok()).toBe(true);
  const { orders } = (await answer.json()) as OrderListResponse;
  const order = orders.find((candidate) => candidate.id === id);
  expect(order, `order ${id}`).toBeDefined();
  return order!;
}

test('a visitor subscribes, then buys a gift card, at the live addresses', async ({
  browser,
  request,
}) => {
  const page = await visitorPage(browser);
  await page.goto('/shop/beeswax-polish-subscription');
  const product = page.getByRole('article', { name: 'Beeswax Polish Subscription' });
  await product.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription\?/);
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('$14.00 every month')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout(\?|$)/);
  await expect(page.locator('.sb-order-summary')).toContainText('Beeswax Polish Subscription');
  await fillShopper(page);
  await page.getByLabel('State').selectOption('NY');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order-confirmed\/[^/]+$/);
  await expectOrderNumber(page);
  await expect(page.locator('.sb-order-item-details')).toContainText('every month');
  const subscription = await orderAt(request, page);
  expect(subscription.items).toHaveLength(1);
  expect(subscription.items[0]).toMatchObject({
    productName: 'Beeswax Polish Subscription',
    subscriptionPlan: { billingPeriod: { value: 1 }, numBillingCycles: 0 },
  });
  // The confirmation is a real address: it opens on its own in a new page.
  const again = await page.context().newPage();
  expect((await again.goto(page.url()))?.status()).toBe(200);
  await expectOrderNumber(again);
  await again.close();

  await page.goto('/shop/gift-card');
  const card = page.getByRole('article', { name: 'Gift Card' });
  await card.getByText('$50', { exact: true }).click();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Your gift card is in your cart.')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('group', { name: /Gift card recipient: Gift Card/ })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  const recipient = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Happy birthday!',
    date: inDays(7),
  };
  await fillRecipient(page, recipient);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order-confirmed\/[^/]+$/);
  await expectOrderNumber(page);
  const details = page.locator('.sb-order-item-details');
  await expect(details).toContainText('Grace Hopper (grace@example.com)');
  await expect(details).toContainText(writtenDate(recipient.date));
  const gift = await orderAt(request, page);
  expect(gift.items[0]?.giftCard).toEqual({
    recipientName: recipient.name,
    recipientEmail: recipient.email,
    message: recipient.message,
    deliveryDate: recipient.date,
  });
  await page.context().close();
});

test("the owner's popup shows once per version on the live site", async ({ browser, request }) => {
  const owner = clientOfRequest(request);
  const before: PopupOverlaySettings | undefined = (await getSite(owner)).site.settings.popup;
  const message = `Free shipping this week ${Date.now()}`;
  const version = (before?.version ?? 0) + 1;
  const setPopup = async (popup: PopupOverlaySettings | undefined) => {
    await saveSite(owner, (site) => {
      const { popup: _old, ...settings } = site.settings;
      return { ...site, settings: popup ? { ...settings, popup } : settings };
    });
    await publishSite(owner);
  };
  await setPopup({ enabled: true, message, formId: 'newsletter', version });
  try {
    const page = await visitorPage(browser);
    await page.goto('/about');
    const popup = page.getByRole('dialog', { name: message });
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('aria-modal', 'true');
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(popup.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('.sb-popup')).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('popup-overlay'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      dateClosed: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version,
      submitted: false,
    });

    // Closed for this version: not again after a reload, nor on another page.
    for (const address of ['/about', '/']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // A new version of the popup (the owner changed it) shows once more.
    await setPopup({
      enabled: true,
      message: `${message} again`,
      formId: 'newsletter',
      version: version + 1,
    });
    await page.reload();
    await expect(page.getByRole('dialog', { name: `${message} again` })).toBeVisible();
    await page
      .getByRole('dialog', { name: `${message} again` })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  } finally {
    await setPopup(before);
  }
});

test('the Search page finds a product and opens it', async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: 'Search this site' });
  await field.fill('oak side');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=oak\+side$/);
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('oak side');
  await expect(page.getByRole('status').filter({ hasText: /for “oak side”/ })).toHaveText(
    /^\d+ results? for “oak side”\.$/,
  );
  await page.getByRole('link', { name: 'Oak Side Table', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/oak-side-table$/);
  await expect(page.getByRole('heading', { name: 'Oak Side Table', level: 1 })).toBeVisible();

  await page.goto('/search?q=nothing-like-this-anywhere');
  await expect(page.getByText('No results for “nothing-like-this-anywhere”.')).toBeVisible();
  await expect(
    page.getByRole('list').filter({ has: page.locator('[data-result-kind]') }),
  ).toHaveCount(0);
  await page.context().close();
});
