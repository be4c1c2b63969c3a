// The report's sections past the headline over HTTP: hours of one day, the site's searches, the
// commerce funnel and the orders' revenue (test orders only when asked), forms' renders against
// submissions, the popup, restock sign-ups; each counted from what visitors just sent.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHour } from '../shared/analytics/day-report';
import { ShoppingEventName } from '../shared/analytics/shopping-events';
import { localDay } from '../shared/analytics/zoned-days';
import {
  ANALYTICS_SUMMARY_PATH,
  AnalyticsPath,
  type AnalyticsSummaryResponse,
} from '../shared/api/analytics';
import { CommercePath, type Order } from '../shared/api/commerce';
import { SHIPPING_ADDRESS, Shopper, stockedProduct } from './commerce-test-helpers';
import { NO_LIMITS } from './owner-test-helpers';
import type { Database } from './storage/database';
import { openTestDatabase } from './test-helpers';
import { serverForTests } from './test-server';

const test = serverForTests('analytics-sections', {
  analytics: { flushEveryMs: 20 },
  limits: NO_LIMITS,
});
let db: Kysely<Database>;
beforeAll(async () => {
  db = await openTestDatabase(join(test.dir.path, 'data'));
});
afterAll(() => db.destroy());

/** Visitors told apart by their browser (they share the test's address); robots are not counted. */
const browsers = new WeakMap<Shopper, string>();
async function visitor(version: number): Promise<Shopper> {
  const client = await new Shopper(test.server.url).start();
  browsers.set(
    client,
    `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`,
  );
  return client;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

function post(client: Shopper, path: string, fields: Record<string, string>) {
  return client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': browsers.get(client) ?? '',
    },
  });
}

function recordEvent(client: Shopper, event: string, data: object) {
  return post(client, AnalyticsPath.recordEvent, {
    crumb: client.crumb ?? '',
    event,
    data: JSON.stringify({ pagePath: '/shop', ...data }),
    extras: '{}',
  });
}

async function summary(query = ''): Promise<AnalyticsSummaryResponse> {
  const zone = (await (
    await test.client.request(`${ANALYTICS_SUMMARY_PATH}?from=2026-01-01&to=2026-01-01`)
  ).json()) as AnalyticsSummaryResponse;
  const day = localDay(Date.now(), zone.timeZone);
  const answer = await test.client.request(
    `${ANALYTICS_SUMMARY_PATH}?from=${day}&to=${day}${query}`,
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as AnalyticsSummaryResponse;
}

describe('the report sections', () => {
  it('answers the hours of a one-day range, the page views in their local hour', async () => {
    const hit = await post(await visitor(120), AnalyticsPath.recordHit, {
      event: 'pageview',
      data: JSON.stringify({ pagePath: '/hourly' }),
    });
    expect(hit.status).toBe(202);
    await settle();
    const body = await summary();
    expect(body.hours).toHaveLength(24);
    const hour = localHour(Date.now(), body.timeZone);
    expect(body.hours![hour]!.pageViews).toBeGreaterThanOrEqual(1);
    expect(body.hours!.reduce((sum, row) => sum + row.pageViews, 0)).toBe(body.current.pageViews);
  });

  it('counts searches, the funnel by visitor, forms, the popup and restock sign-ups', async () => {
    const before = await summary();
    const form = await db.selectFrom('forms').select(['id', 'name']).executeTakeFirstOrThrow();
    const [a, b] = [await visitor(121), await visitor(122)];
    const product = { item_id: 'p-funnel', item_title: 'Funnel stool' };
    const sent = await Promise.all([
      recordEvent(a, 'site_search', { query: 'Oak  stool' }),
      recordEvent(b, 'site_search', { query: 'oak stool' }),
      recordEvent(a, ShoppingEventName.viewProduct, { product }),
      recordEvent(b, ShoppingEventName.viewProduct, { product }),
      recordEvent(a, ShoppingEventName.addToCart, { product }),
      recordEvent(a, ShoppingEventName.checkout, {}),
      recordEvent(a, ShoppingEventName.purchase, {}),
      post(a, AnalyticsPath.formRender, { formId: form.id, pagePath: '/contact' }),
      post(b, AnalyticsPath.formRender, { formId: form.id, pagePath: '/contact' }),
      post(a, AnalyticsPath.overlay, { event: 'show', pagePath: '/' }),
      post(a, AnalyticsPath.overlay, { event: 'sign_up', pagePath: '/' }),
      post(b, AnalyticsPath.overlay, { event: 'show', pagePath: '/' }),
      post(b, AnalyticsPath.overlay, { event: 'close', pagePath: '/' }),
    ]);
    expect(sent.map((answer) => answer.status)).toEqual(sent.map(() => 202));
    const now = new Date().toISOString();
    await db
      .insertInto('form_submissions')
      .values({
        site_id: 'demo',
        id: 'sub-1',
        form_id: form.id,
        created_at: now,
        form_values: '{}',
        search_text: '',
        page_path: '/contact',
      })
      .execute();
    await db
      .insertInto('restock_signups')
      .values({
        id: 'restock-1',
        website_id: 'demo',
        product_id: 'p',
        variant_id: 'v',
        email: 'ada@example.com',
        join_mailing_list: 0,
        language: null,
        created_at: now,
        sent_at: null,
      })
      .execute();
    await settle();
    const body = await summary();
    expect(body.searches).toEqual([{ name: 'oak stool', views: 2, visitors: 2 }]);
    expect(body.commerce.funnel).toEqual({
      productViews: before.commerce.funnel.productViews + 2,
      addToCart: before.commerce.funnel.addToCart + 1,
      checkouts: before.commerce.funnel.checkouts + 1,
      orders: before.commerce.funnel.orders + 1,
    });
    expect(body.commerce.topProducts).toContainEqual({
      productId: 'p-funnel',
      name: 'Funnel stool',
      views: 2,
      addToCart: 1,
      orders: 0,
      revenue: { value: '0.00', currency: 'USD' },
    });
    expect(body.forms).toContainEqual({
      formId: form.id,
      name: form.name,
      renders: 2,
      submissions: 1,
    });
    expect(body.popup).toEqual({ shows: 2, closes: 1, signUps: 1 });
    expect(body.restockSignUps).toBe(before.restockSignUps + 1);
  });

  it('sums the orders of the range only when test orders are asked for', async () => {
    const owner = await new Shopper(test.server.url).startAsOwner();
    const product = await stockedProduct(owner, 'report-lamp', 5);
    const shopper = await new Shopper(test.server.url).start();
    for (let n = 0; n < 2; n++) {
      const added = await shopper.json('POST', CommercePath.cartEntries, {
        itemId: product.id,
        sku: product.structuredContent.variants[0]?.sku,
        quantity: 1 + n,
      });
      expect(added.status).toBe(200);
      const placed = await shopper.json<{ order: Order }>('POST', CommercePath.orders, {
        email: 'ada@example.com',
        shippingAddress: SHIPPING_ADDRESS,
      });
      expect(placed.status).toBe(201);
    }
    const without = await summary();
    expect(without.commerce).toMatchObject({ orders: 0, includesTestOrders: false });
    expect(without.commerce.revenue.value).toBe('0.00');
    const withTest = await summary('&includeTestOrders=1');
    expect(withTest.commerce.includesTestOrders).toBe(true);
    expect(withTest.commerce.orders).toBe(2);
    const lamp = withTest.commerce.topProducts.find((row) => row.productId === product.id);
    expect(lamp).toMatchObject({ name: 'report-lamp', orders: 2 });
    expect(lamp!.revenue.value).toBe('30.00');
    const total = Number(withTest.commerce.revenue.value);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(withTest.commerce.averageOrderValue.value).toBe((total / 2).toFixed(2));
  });
});
