// Issue 22 on the live site, as a visitor in a fresh browser: the census cookies (ss_cvr, ss_cvt)
// are written after the page loaded, RecordHit is answered 202 and the server stores the page view
// (no address, a visit of the record); hiding a page sends its page-speed records by beacon; a
// second page in the same visit keeps the record. An add to cart on the shop is recorded with the
// add-to-cart tracking event's fields. With the owner's cookie banner on and declined, no visitor
// cookie is set.
import { expect, test } from '@playwright/test';
import { AnalyticsPath } from '../../shared/api/analytics';
import { clientOfContext, publishSite, saveSite } from '../fixtures/api';
import { addCushionFromShop } from '../fixtures/checkout';
import { storedAnalyticsEvents } from '../fixtures/database';
import { SIGNED_OUT } from '../fixtures/owner';

// Headless Chromium names itself HeadlessChrome, which the server counts as a robot.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const RECORD = /^[\w-]+\|(\d+)\|(\d+)\|(\d+)\|1$/;

test('a visitor is counted with the census cookies, and page speed is sent when the page is hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: SIGNED_OUT, userAgent: DESKTOP_CHROME });
  const page = await context.newPage();
  const firstHit = page.waitForResponse((answer) => answer.url().endsWith(AnalyticsPath.recordHit));
  await page.goto('/shop');
  expect((await firstHit).status()).toBe(202);
  const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  const record = decodeURIComponent(cookies.get('ss_cvr') ?? '');
  expect(record).toMatch(RECORD);
  const [, first, previous, current] = RECORD.exec(record)!;
  expect([previous, current]).toEqual([first, first]);
  expect(cookies.get('ss_cvt')).toBe(first);

  await expect
    .poll(() => storedAnalyticsEvents('/shop').filter((event) => event.kind === 'page_view'))
    .toHaveLength(1);
  const [view] = storedAnalyticsEvents('/shop');
  expect(view!.visit).not.toBeNull();
  expect(view!.visitor).not.toContain('127.0.0.1');

  // A key press ends the largest-paint measure (web-vitals listens for a trusted one); hiding the
  // page (as switching tabs does) then sends the page-speed records by beacon.
  const speed = page.waitForRequest((request) => request.url().endsWith(AnalyticsPath.performance));
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const records = JSON.parse((await speed).postData() ?? '[]') as {
    kind: string;
    data: { name: string };
  }[];
  expect(records.map((entry) => entry.kind)).toContain('page_speed');
  expect(records.map((entry) => entry.data.name)).toContain('LCP');

  // A second page in the same visit keeps the record.
  const secondHit = page.waitForResponse((answer) =>
    answer.url().endsWith(AnalyticsPath.recordHit),
  );
  await page.goto('/');
  expect((await secondHit).status()).toBe(202);
  const after = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(decodeURIComponent(after.get('ss_cvr') ?? '')).toBe(record);

  await expect
    .poll(() => storedAnalyticsEvents('/').map((event) => event.kind))
    .toContain('page_view');
  const [home] = storedAnalyticsEvents('/').filter((event) => event.kind === 'page_view');
  expect(home!.visit).toBe(view!.visit);
  expect(home!.visitor).toBe(view!.visitor);
  await expect
    .poll(() => storedAnalyticsEvents('/shop').filter((event) => event.kind === 'performance'))
    .not.toHaveLength(0);
  await context.close();
});

test('an add to cart on the live shop is recorded with the tracking event fields', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: SIGNED_OUT, userAgent: DESKTOP_CHROME });
  const page = await context.newPage();
  const added = () =>
    storedAnalyticsEvents('/shop')
      .filter((event) => event.kind === 'event')
      .map((event) => JSON.parse(event.data ?? '{}') as { event: string; data: unknown })
      .filter((event) => event.event === 'commerce_add_to_cart');
  // Other specs' visitors may have added from /shop before (the analytics dashboard's does).
  const before = added().length;
  // The listing sends its own view first; the add to cart's call is the one carrying its name.
  const recorded = page.waitForResponse(
    (answer) =>
      answer.url().endsWith(AnalyticsPath.recordEvent) &&
      (answer.request().postData() ?? '').includes('commerce_add_to_cart'),
  );
  await addCushionFromShop(page);
  expect((await recorded).status()).toBe(202);
  // Exactly one event for this add, the newest.
  await expect.poll(added).toHaveLength(before + 1);
  expect(added().at(-1)).toMatchObject({
    event: 'commerce_add_to_cart',
    data: {
      pagePath: '/shop',
      website_id: 'demo',
      page_id: '/shop',
      product_page: 'plp',
      product: { item_title: 'Linen Cushion', item_type: 'physical' },
    },
  });
  await context.close();
});

test('with the cookie banner on and declined, no visitor cookie is set', async ({
  browser,
  context,
}) => {
  const owner = clientOfContext(context);
  const banner = (on: boolean) =>
    saveSite(owner, (site) => ({
      ...site,
      settings: { ...site.settings, analytics: { cookieBanner: on, retentionDays: 90 } },
    })).then(() => publishSite(owner));
  await banner(true);
  try {
    const visitor = await browser.newContext({
      storageState: SIGNED_OUT,
      userAgent: DESKTOP_CHROME,
    });
    const page = await visitor.newPage();
    const hit = () =>
      page.waitForResponse((answer) => answer.url().endsWith(AnalyticsPath.recordHit));
    const first = hit();
    await page.goto('/');
    expect((await first).status()).toBe(202);
    const region = page.getByRole('region', { name: 'Cookie consent' });
    await expect(region).toBeVisible();
    await region.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    const second = hit();
    await page.goto('/shop');
    expect((await second).status()).toBe(202);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    const cookies = new Map((await visitor.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.get('ss_performanceCookiesAllowed')).toBe('false');
    expect(cookies.has('ss_cvr')).toBe(false);
    expect(cookies.has('ss_cvt')).toBe(false);
    await visitor.close();
  } finally {
    await banner(false);
  }
});
