// The owner's "Census disabled" setting on a running server: the published live page carries
// data-census-disabled="true" (the live script then sends nothing; site/analytics/start.ts), and
// loses it when the census is turned on again; meanwhile the server itself stores no analytics
// call (server/analytics/census-switch.ts), whoever sends it.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AnalyticsPath } from '../shared/api/analytics';
import type { SiteResponse } from '../shared/api/sites';
import { DEFAULT_ANALYTICS_SETTINGS } from '../shared/document/analytics-settings';
import { DEMO_SITE_ID } from './seed/demo-site';
import type { Database } from './storage/database';
import { openTestDatabase, TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const running = serverForTests('analytics-census-off', { analytics: { flushEveryMs: 50 } });
let db: Kysely<Database>;
beforeAll(async () => {
  db = await openTestDatabase(join(running.dir.path, 'data'));
});
afterAll(async () => {
  await db.destroy();
});

async function publishWithCensus(censusDisabled: boolean): Promise<void> {
  const owner = running.client;
  const { site, revision } = (await (
    await owner.request(`/api/sites/${DEMO_SITE_ID}`)
  ).json()) as SiteResponse;
  const next = structuredClone(site);
  next.settings.analytics = { ...DEFAULT_ANALYTICS_SETTINGS, censusDisabled };
  expect((await owner.saveSite(DEMO_SITE_ID, revision, next)).status).toBe(200);
  expect((await owner.send('POST', `/api/sites/${DEMO_SITE_ID}/publish`)).status).toBe(200);
}

const visitor = () => new TestClient(running.server.url).start();

const livePage = async () => (await (await visitor()).request('/')).text();

it('renders the census-disabled marker on the live page only while the owner has it on', async () => {
  await publishWithCensus(true);
  expect(await livePage()).toMatch(/<body [^>]*data-census-disabled="true"/);
  await publishWithCensus(false);
  expect(await livePage()).not.toContain('data-census-disabled');
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CVR = 'visitor-1|1700000000000|1700000000000|1700000000000|1';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': CHROME };
const CALLS = 8;

/** Every analytics call a visitor's page makes, each at a page path starting with `prefix`; their answers. */
async function sendEveryCall(prefix: string): Promise<number[]> {
  const client = await visitor();
  const form = (path: string, fields: Record<string, string>) =>
    client.request(path, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: FORM,
    });
  const from = (page: string) => ({
    'User-Agent': CHROME,
    Referer: `${running.server.url}${prefix}-${page}`,
  });
  const census = [
    AnalyticsPath.buttonClick,
    AnalyticsPath.buttonRender,
    AnalyticsPath.formRender,
    AnalyticsPath.overlay,
  ].map((path) => form(path, { pagePath: `/${prefix}${path}`, formId: 'f1', visitorCookie: CVR }));
  const responses = await Promise.all([
    form(AnalyticsPath.recordHit, {
      event: 'pageview',
      data: JSON.stringify({ pagePath: `/${prefix}-hit`, pageType: 1 }),
      ss_cvr: CVR,
    }),
    form(AnalyticsPath.recordEvent, {
      crumb: client.crumb ?? '',
      event: 'commerce_view_product',
      data: JSON.stringify({ pagePath: `/${prefix}-event` }),
      extras: '{}',
    }),
    ...census,
    client.request(`${AnalyticsPath.quickView}/product-1`, {
      method: 'POST',
      headers: from('quick'),
    }),
    client.request(AnalyticsPath.performance, {
      method: 'POST',
      body: JSON.stringify([
        {
          appName: 'live-site',
          data: { name: 'LCP', value: 900 },
          kind: 'page_speed',
          pageLoadId: 'l',
          timestamp: 1,
        },
      ]),
      headers: { ...from('perf'), 'Content-Type': 'text/plain;charset=UTF-8' },
    }),
  ]);
  return responses.map((response) => response.status);
}

const storedAt = async (prefix: string) =>
  (
    await db
      .selectFrom('analytics_events')
      .select('kind')
      .where('path', 'like', `/${prefix}%`)
      .execute()
  ).map((row) => row.kind);

async function storedWhenFlushed(prefix: string, count: number): Promise<string[]> {
  for (let tries = 0; tries < 60; tries += 1) {
    const kinds = await storedAt(prefix);
    if (kinds.length >= count) return kinds;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return storedAt(prefix);
}

it('stores no analytics call while the census is disabled, and every one once it is on again', async () => {
  await publishWithCensus(true);
  // Answered as when accepted (the page swallows failures anyway), but nothing is kept.
  expect(await sendEveryCall('off')).toEqual(Array(CALLS).fill(202));
  await publishWithCensus(false);
  expect(await sendEveryCall('on')).toEqual(Array(CALLS).fill(202));
  // The buffer writes in order: once the later calls are stored, the earlier would be too.
  expect((await storedWhenFlushed('on', CALLS)).sort()).toEqual([
    'button_click',
    'button_render',
    'event',
    'form_render',
    'overlay',
    'page_view',
    'performance',
    'quick_view',
  ]);
  expect(await storedAt('off')).toEqual([]);
});
