// Issue 22's dashboard end to end: a visitor in a fresh signed-out browser browses the live site
// (the home page and the Linen Cushion's page), adds the cushion to the cart from the shop, buys
// it in test mode and sends the contact form; the owner then opens Analytics in the editor and
// finds those visits (page views grown, the pages among the top pages), the funnel step by step
// and the order (a test order: counted only once "Include test orders" is ticked). The figures
// are compared with the report read before the visit, so earlier visits do not matter. The
// dashboard passes axe at 1024 and 428 px.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { presetRange, reportTimeZone, summaryPath, todayIn } from '../../editor/ui/analytics/range';
import { ShoppingEventName } from '../../shared/analytics/shopping-events';
import { AnalyticsPath, type AnalyticsSummaryResponse } from '../../shared/api/analytics';
import { INVITATIONS_PATH } from '../../shared/api/people';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { clientOfContext, clientOfRequest, getSite, readCrumb } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { addCushionFromShop, fillShopper, placeOrder } from '../fixtures/checkout';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ timeout: 120_000 });

// Headless Chromium names itself HeadlessChrome, which the server counts as a robot.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The report of the dashboard's first range (the last 30 days), as the owner's API answers. */
async function summary(request: APIRequestContext, includeTestOrders = false) {
  const { site } = await getSite(clientOfRequest(request));
  const range = presetRange('30', todayIn(reportTimeZone(site.settings), Date.now()));
  const response = await request.get(summaryPath(range, includeTestOrders));
  expect(response.status()).toBe(200);
  return (await response.json()) as AnalyticsSummaryResponse;
}

const views = (report: AnalyticsSummaryResponse, path: string) =>
  report.panels.topPages.find((row) => row.name === path)?.views ?? 0;

/** The whole number a locator shows ("1,234" reads 1234). */
async function numberIn(locator: Locator): Promise<number> {
  return Number((await locator.textContent())?.replace(/[^\d]/g, '') ?? 'NaN');
}

function figure(page: Page, label: string): Locator {
  return page
    .getByRole('list', { name: 'Headline figures' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('.figure-value');
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A row's cell of a panel's table: the row by its header, the column by its position. */
const cell = (page: Page, name: string, row: string, column: number) =>
  panel(page, name)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .nth(column - 1);

/** Opens a live page and waits until the census has counted it (it starts once the page idles). */
async function browse(page: Page, path: string): Promise<void> {
  const hit = page.waitForResponse((answer) => answer.url().endsWith(AnalyticsPath.recordHit));
  await page.goto(path);
  expect((await hit).status()).toBe(202);
}

async function visitAndBuy(page: Page): Promise<void> {
  await browse(page, '/');
  await browse(page, '/shop/linen-cushion');
  await addCushionFromShop(page);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillShopper(page);
  await page.getByLabel('State').selectOption('NY');
  // The confirmation page reports the purchase once it has read the order back: the shopper
  // stays to see it.
  const purchase = page.waitForResponse(
    (answer) =>
      answer.url().endsWith(AnalyticsPath.recordEvent) &&
      (answer.request().postData() ?? '').includes(ShoppingEventName.purchase),
  );
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/^Thank you\. Your order/)).toBeVisible();
  expect((await purchase).status()).toBe(202);
}

async function sendContactForm(page: Page): Promise<void> {
  await browse(page, '/contact');
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill('Lovelace');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Topic/).selectOption('A question');
  await page.getByLabel(/^Message/).fill('Do you ship to Wales?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! We answer within two working days.')).toBeVisible();
}

async function openAnalytics(page: Page): Promise<void> {
  await page.goto('/config/');
  await page.getByRole('banner').getByRole('button', { name: 'Analytics' }).click();
  await expect(page.getByRole('dialog', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toBeVisible();
}

test('the owner sees a visitor’s pages, the funnel and the test order in Analytics', async ({
  browser,
  page,
  request,
}) => {
  const before = await summary(request);
  const beforeWithTests = await summary(request, true);

  const visitor = await browser.newContext({ storageState: SIGNED_OUT, userAgent: DESKTOP_CHROME });
  const shopper = await visitor.newPage();
  await visitAndBuy(shopper);
  await sendContactForm(shopper);
  await visitor.close();

  // The server writes its buffered events within a second: wait until the report has them.
  await expect
    .poll(async () => views(await summary(request), '/contact'))
    .toBeGreaterThan(views(before, '/contact'));
  const after = await summary(request);

  await openAnalytics(page);
  const pageViews = await numberIn(figure(page, 'Page views'));
  expect(pageViews).toBeGreaterThanOrEqual(before.current.pageViews + 4);
  expect(pageViews).toBe(after.current.pageViews);
  const top = panel(page, 'Top pages');
  for (const path of ['/', '/shop/linen-cushion', '/shop', '/contact']) {
    await expect(top.getByRole('rowheader', { name: path, exact: true })).toBeVisible();
  }
  expect(await numberIn(cell(page, 'Top pages', '/contact', 1))).toBe(views(after, '/contact'));

  // Every panel downloads its table as a CSV file made in the browser.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Top pages' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Top pages \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\.csv$/);

  // The chart's table, opened by keyboard, and the dashboard with it open passes axe.
  const byDay = panel(page, 'Visitors by day');
  await byDay.getByRole('button', { name: 'Show as table' }).focus();
  await page.keyboard.press('Enter');
  await expect(byDay.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(byDay.getByRole('table', { name: 'Visitors by day' })).toBeVisible();
  await expectAccessible(page, 'Analytics with its data', { include: '[role="dialog"]' });

  // The funnel, step by step (its table), then the order: left out until test orders count.
  const funnel = panel(page, 'Shopping funnel');
  // (These need the report's store section: empty until the server counts the shopping events.)
  await expect(funnel.getByRole('button', { name: 'Show as table' })).toBeVisible();
  await funnel.getByRole('button', { name: 'Show as table' }).click();
  const step = (name: string) => numberIn(cell(page, 'Shopping funnel', name, 1));
  const was = before.commerce.funnel;
  expect(await step('Product views')).toBeGreaterThanOrEqual(was.productViews + 1);
  expect(await step('Add to cart')).toBeGreaterThanOrEqual(was.addToCart + 1);
  expect(await step('Checkout')).toBeGreaterThanOrEqual(was.checkouts + 1);
  const sales = panel(page, 'Sales');
  expect(await numberIn(sales.getByRole('definition').first())).toBe(before.commerce.orders);

  await page.getByRole('checkbox', { name: 'Include test orders' }).check();
  await expect(sales.getByText('Test orders included.')).toBeVisible();
  expect(await numberIn(sales.getByRole('definition').first())).toBe(
    beforeWithTests.commerce.orders + 1,
  );
  await expect(sales.getByRole('definition').nth(1)).toContainText('$');
  expect(await step('Orders')).toBeGreaterThanOrEqual(beforeWithTests.commerce.funnel.orders + 1);
  await expect(
    panel(page, 'Top products').getByRole('rowheader', { name: 'Linen Cushion' }),
  ).toBeVisible();

  // The contact form: shown and sent.
  await expect(panel(page, 'Forms').getByRole('rowheader', { name: 'Contact us' })).toBeVisible();
  expect(await numberIn(cell(page, 'Forms', 'Contact us', 2))).toBeGreaterThanOrEqual(1);
});

test('a reporting-role contributor finds Analytics in the editor and reads it', async ({
  browser,
  page,
}) => {
  const admin = clientOfContext(page.context());
  const invited = await page.context().request.post(INVITATIONS_PATH, {
    data: { email: `reporter-${Date.now()}@example.com`, role: 'reporting' },
    headers: { [CRUMB_HEADER]: await readCrumb(admin) },
  });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 900 },
  });
  const token = new URL(link).searchParams.get('invitation')!;
  const accepted = await context.request.post(`/api/auth/invitations/${token}/accept`, {
    data: { password: 'chosen-by-the-reporter' },
    headers: { [CRUMB_HEADER]: await readCrumb(clientOfContext(context)) },
  });
  expect(accepted.status()).toBe(200);

  const reporter = await context.newPage();
  await reporter.goto('/config/');
  const banner = reporter.getByRole('banner');
  await expect(
    banner.getByText('View only: your role (reporting) cannot edit pages.'),
  ).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await reporter.screenshot({ path: '.shots/analytics-reporting-editor-1024.png' });
  await banner.getByRole('button', { name: 'Analytics' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Analytics' });
  await expect(dialog.getByRole('list', { name: 'Headline figures' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Top pages', exact: true })).toBeVisible();
  await reporter.screenshot({ path: '.shots/analytics-reporting-1024.png' });
  await context.close();
});

for (const width of [1024, 428]) {
  test(`the dashboard passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAnalytics(page);
    await expectAccessible(page, `Analytics at ${width} px`, { include: '[role="dialog"]' });
    await page.screenshot({ path: `.shots/analytics-${width}.png`, fullPage: false });
  });
}
