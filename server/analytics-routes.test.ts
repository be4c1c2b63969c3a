// The visitor analytics calls over HTTP (shared/api/analytics.ts): what each stores and answers,
// batching, robots, hostile bodies and the flood limit.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsMessage, AnalyticsPath } from '../shared/api/analytics';
import { CRUMB_COOKIE } from '../shared/api/sites';
import type { Database } from './storage/database';
import { openTestDatabase, TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': CHROME };
const CVR = 'visitor-1|1700000000000|1700000000000|1700000000000|1';

const test = serverForTests('analytics-routes', {
  analytics: { flushEveryMs: 50 },
  limits: { rules: { ANALYTICS_PER_ADDRESS: { burst: 1000, perSecond: 1 } } },
});
let db: Kysely<Database>;
beforeAll(async () => {
  db = await openTestDatabase(join(test.dir.path, 'data'));
});
afterAll(async () => {
  await db.destroy();
});

/** A visitor: no session, a crumb once it read something. */
const visitor = () => new TestClient(test.server.url).start();

function post(
  client: TestClient,
  path: string,
  body: string,
  headers: Record<string, string> = FORM,
) {
  return client.request(path, { method: 'POST', body, headers });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The rows stored for a page path, once the buffer's interval has passed. */
async function rowsAt(path: string, count = 1) {
  for (let tries = 0; tries < 50; tries += 1) {
    const rows = await db
      .selectFrom('analytics_events')
      .selectAll()
      .where('path', '=', path)
      .execute();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return db.selectFrom('analytics_events').selectAll().where('path', '=', path).execute();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('POST /api/census/RecordHit', () => {
  it('stores the page view with the visit of the census record and answers 202', async () => {
    const client = await visitor();
    const data = {
      websiteId: 'demo',
      pagePath: '/hit-a',
      pageId: 'p1',
      pageTitle: 'A',
      pageType: 1,
      referrer: 'https://news.example/x',
      language: 'en-GB',
      timeZone: 'Europe/Paris',
    };
    const response = await post(
      client,
      AnalyticsPath.recordHit,
      form({ event: 'view', data: JSON.stringify(data), ss_cvr: CVR }),
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const [row] = await rowsAt('/hit-a');
    expect(row).toMatchObject({
      site_id: 'demo',
      kind: 'page_view',
      referrer: 'news.example',
      device: 'desktop',
      browser: 'chrome',
      country: 'FR',
    });
    expect(row!.visit).not.toBeNull();
    expect(JSON.parse(row!.data!)).toEqual({ event: 'view', pageId: 'p1', pageType: 1 });
  });

  it.each([
    ['the search page', { pagePath: '/search', pageType: 102 }],
    ['a not-found page', { pagePath: '/hit-404', pageType: 100 }],
    ['a lock screen', { pagePath: '/hit-locked', pageType: 103 }],
  ])('accepts but does not store %s', async (_, data) => {
    const client = await visitor();
    const response = await post(
      client,
      AnalyticsPath.recordHit,
      form({ event: 'view', data: JSON.stringify(data) }),
    );
    expect(response.status).toBe(202);
    await settle();
    expect(await rowsAt(data.pagePath, 0)).toEqual([]);
  });

  it('accepts but does not store a robot', async () => {
    const client = await visitor();
    const headers = { ...FORM, 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    const body = form({ event: 'view', data: JSON.stringify({ pagePath: '/hit-bot' }) });
    expect((await post(client, AnalyticsPath.recordHit, body, headers)).status).toBe(202);
    await settle();
    expect(await rowsAt('/hit-bot', 0)).toEqual([]);
  });

  it('accepts but does not store the hit of a signed-in admin', async () => {
    const body = form({ event: 'view', data: JSON.stringify({ pagePath: '/hit-admin' }) });
    expect((await post(test.client, AnalyticsPath.recordHit, body)).status).toBe(202);
    await settle();
    expect(await rowsAt('/hit-admin', 0)).toEqual([]);
  });

  it('writes a burst in batches: every hit stored', async () => {
    const clients = await Promise.all(Array.from({ length: 30 }, () => visitor()));
    const body = form({ event: 'view', data: JSON.stringify({ pagePath: '/hit-burst' }) });
    const answers = await Promise.all(
      clients.map((client) => post(client, AnalyticsPath.recordHit, body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(await rowsAt('/hit-burst', 30)).toHaveLength(30);
  });
});

describe('POST /api/events/RecordEvent', () => {
  it('stores an event sent with the crumb of the cookie', async () => {
    const client = await visitor();
    const response = await post(
      client,
      AnalyticsPath.recordEvent,
      form({
        crumb: client.crumb ?? '',
        event: 'commerce_view_product',
        data: JSON.stringify({ pagePath: '/event-a', product_id: 'x' }),
        extras: '{}',
      }),
    );
    expect(response.status).toBe(202);
    const [row] = await rowsAt('/event-a');
    expect(JSON.parse(row!.data!)).toEqual({
      event: 'commerce_view_product',
      data: { pagePath: '/event-a', product_id: 'x' },
      extras: {},
    });
  });

  it('refuses an event without the crumb (403)', async () => {
    const client = await visitor();
    const response = await post(
      client,
      AnalyticsPath.recordEvent,
      form({ event: 'x', data: JSON.stringify({ pagePath: '/event-b' }) }),
    );
    expect(response.status).toBe(403);
    expect(client.cookies.has(CRUMB_COOKIE)).toBe(true);
  });
});

describe('the census calls', () => {
  it.each([
    [AnalyticsPath.buttonClick, 'button_click'],
    [AnalyticsPath.buttonRender, 'button_render'],
    [AnalyticsPath.formRender, 'form_render'],
    [AnalyticsPath.overlay, 'overlay'],
  ])('%s stores a %s event with its fields, not the visitor cookie', async (path, kind) => {
    const client = await visitor();
    const pagePath = `/census-${kind}`;
    const body = form({ pagePath, formId: 'f1', visitorCookie: CVR });
    expect((await post(client, path, body)).status).toBe(202);
    const [row] = await rowsAt(pagePath);
    expect(row!.kind).toBe(kind);
    expect(JSON.parse(row!.data!)).toEqual({ pagePath, formId: 'f1' });
    expect(row!.visit).not.toBeNull();
  });

  it('RecordQuickView/{id} stores the product id at the referring page', async () => {
    const client = await visitor();
    const response = await client.request(`${AnalyticsPath.quickView}/product-9`, {
      method: 'POST',
      headers: { 'User-Agent': CHROME, Referer: `${test.server.url}quick-view-page` },
    });
    expect(response.status).toBe(202);
    const [row] = await rowsAt('/quick-view-page');
    expect(row!.kind).toBe('quick_view');
    expect(JSON.parse(row!.data!)).toEqual({ id: 'product-9' });
  });
});

describe('POST /api/1/performance/records', () => {
  const record = (kind: string) => ({
    appName: 'live-site',
    data: { name: 'LCP', value: 812.5 },
    kind,
    pageLoadId: 'load-1',
    timestamp: 1_800_000_000_000,
  });

  it('stores each record of a batch sent as text', async () => {
    const client = await visitor();
    const response = await client.request(AnalyticsPath.performance, {
      method: 'POST',
      body: JSON.stringify([record('page_speed'), record('user')]),
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': CHROME,
        Referer: `${test.server.url}perf-page`,
      },
    });
    expect(response.status).toBe(202);
    const rows = await rowsAt('/perf-page', 2);
    expect(rows.map((row) => JSON.parse(row.data!).kind)).toEqual(['page_speed', 'user']);
  });

  it.each([
    ['not JSON', 'nope', AnalyticsMessage.badRecords],
    ['an object', '{}', AnalyticsMessage.badRecords],
    ['an empty batch', '[]', AnalyticsMessage.badRecords],
    [
      'too many records',
      JSON.stringify(Array(21).fill(record('user'))),
      AnalyticsMessage.badRecords,
    ],
    ['an unknown kind', JSON.stringify([record('nonsense')]), AnalyticsMessage.badRecord],
    [
      'a record without data',
      JSON.stringify([{ ...record('user'), data: 3 }]),
      AnalyticsMessage.badRecord,
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const client = await visitor();
    const response = await client.request(AnalyticsPath.performance, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain', 'User-Agent': CHROME },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('hostile bodies', () => {
  const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
  it.each([
    ['JSON', { 'Content-Type': 'application/json' }, '{}', AnalyticsMessage.notForm],
    ['no data', FORM, form({ event: 'view' }), AnalyticsMessage.badData],
    ['data that is not JSON', FORM, form({ data: '{' }), AnalyticsMessage.badData],
    ['data that is an array', FORM, form({ data: '[1]' }), AnalyticsMessage.badData],
    ['data nested too deep', FORM, form({ data: deep }), AnalyticsMessage.badData],
    ['a relative path', FORM, form({ data: '{"pagePath":"x"}' }), AnalyticsMessage.badPath],
    ['a path that is a number', FORM, form({ data: '{"pagePath":5}' }), AnalyticsMessage.badPath],
    ['bytes that are not UTF-8', FORM, '\u00ff\u00fe=%ff%fe', AnalyticsMessage.badData],
  ])('RecordHit with %s: 400', async (_, headers, body, message) => {
    const client = await visitor();
    const response = await post(client, AnalyticsPath.recordHit, body, {
      'User-Agent': CHROME,
      ...headers,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('refuses a body over 16,000 bytes with 413', async () => {
    const client = await visitor();
    const body = form({ data: JSON.stringify({ pagePath: '/big', x: 'y'.repeat(20_000) }) });
    const response = await post(client, AnalyticsPath.recordHit, body);
    expect(response.status).toBe(413);
  });

  it('refuses a quick view id that is not a name', async () => {
    const client = await visitor();
    const response = await client.request(`${AnalyticsPath.quickView}/${'%3Cb%3E'}`, {
      method: 'POST',
      headers: { 'User-Agent': CHROME },
    });
    expect(response.status).toBe(400);
  });
});

describe('a flood', () => {
  const flooded = serverForTests('analytics-flood', {
    analytics: { flushEveryMs: 50 },
    limits: { rules: { ANALYTICS_PER_ADDRESS: { burst: 40, perSecond: 0.01 } } },
  });

  it('is refused with 429 once the address spent its calls, and stores no more', async () => {
    const client = await new TestClient(flooded.server.url).start();
    const body = form({ event: 'view', data: JSON.stringify({ pagePath: '/flood' }) });
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      statuses.push((await post(client, AnalyticsPath.recordHit, body)).status);
    }
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(202));
    expect(statuses.slice(40)).toEqual(Array(20).fill(429));
    await settle();
    const floodDb = await openTestDatabase(join(flooded.dir.path, 'data'));
    const stored = await floodDb.selectFrom('analytics_events').select('path').execute();
    await floodDb.destroy();
    expect(stored).toHaveLength(40);
  });
});
