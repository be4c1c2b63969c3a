import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsStore } from '../storage/analytics-store';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { AnalyticsRecorder, referrerHost, storedData } from './recorder';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const sender = { address: '203.0.113.9', userAgent: CHROME, host: 'shop.example' };
/** The visitor's census id: long enough that no stored hash holds it by chance ('c1' once did). */
const CENSUS_ID = 'census-visitor-4f7a';
const DAY = 86_400_000;
const start = Date.parse('2026-11-26T10:00:00Z');

const dir = tempDir('analytics-recorder');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
  dir.remove();
});

async function recorderAt(clock: { now: number }): Promise<{
  recorder: AnalyticsRecorder;
  store: AnalyticsStore;
}> {
  stores = await openStores(storeOptions(dir.path));
  const store = stores.analytics;
  return { recorder: new AnalyticsRecorder(store, 'site-1', { now: () => clock.now }), store };
}

describe('AnalyticsRecorder', () => {
  it('stores a page view with the visitor as a hash, never the address or browser string', async () => {
    const clock = { now: start };
    const { recorder, store } = await recorderAt(clock);
    const census = {
      id: CENSUS_ID,
      firstVisit: 1,
      previousVisit: 1,
      currentVisit: 5,
      visitCount: 1,
    };
    const result = await recorder.record(
      {
        kind: 'page_view',
        path: '/shop',
        referrer: 'https://news.example/item?id=1',
        census,
        language: 'en-US',
        timeZone: 'Europe/Berlin',
        data: { pageId: 'p1' },
      },
      sender,
    );
    expect(result).toBe('recorded');
    await recorder.close();
    const [row, ...rest] = await store.events('site-1', start - 1, start + 1);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      site_id: 'site-1',
      at: start,
      kind: 'page_view',
      path: '/shop',
      referrer: 'news.example',
      device: 'desktop',
      browser: 'chrome',
      country: 'DE',
      data: { pageId: 'p1' },
    });
    expect(row!.visitor).toMatch(/^[\w-]{22}$/);
    expect(row!.visit).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113');
    expect(JSON.stringify(row)).not.toContain(CENSUS_ID);
    expect(JSON.stringify(row)).not.toContain('Mozilla');
  });

  it('leaves robots out', async () => {
    const { recorder, store } = await recorderAt({ now: start });
    const bot = { ...sender, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect(await recorder.record({ kind: 'page_view', path: '/' }, bot)).toBe('bot');
    await recorder.close();
    expect(await store.events('site-1', 0, start + DAY)).toEqual([]);
  });

  it('counts the same visitor as one within a day and as another the next day (new salt)', async () => {
    const clock = { now: start };
    const { recorder, store } = await recorderAt(clock);
    await recorder.record({ kind: 'page_view', path: '/a' }, sender);
    clock.now = start + 60_000;
    await recorder.record({ kind: 'page_view', path: '/b' }, sender);
    await recorder.record(
      { kind: 'page_view', path: '/b' },
      { ...sender, address: '198.51.100.1' },
    );
    clock.now = start + DAY;
    await recorder.record({ kind: 'page_view', path: '/c' }, sender);
    await recorder.close();
    const rows = await store.events('site-1', 0, start + 2 * DAY);
    const [a, b, other, nextDay] = rows.map((row) => row.visitor);
    expect(a).toBe(b);
    expect(other).not.toBe(a);
    expect(nextDay).not.toBe(a);
  });

  it('keeps only the current day salt, the same for every recorder on the database', async () => {
    const { store } = await recorderAt({ now: start });
    const first = await store.saltOf(start);
    expect(await store.saltOf(start + 1000)).toBe(first);
    const next = await store.saltOf(start + DAY);
    expect(next).not.toBe(first);
    // Yesterday's salt is gone: asking for that day again makes a new one.
    expect(await store.saltOf(start)).not.toBe(first);
  });

  it('rolls up and deletes the events past the retention period once a day begins', async () => {
    const clock = { now: start };
    stores = await openStores(storeOptions(dir.path));
    const store = stores.analytics;
    const recorder = new AnalyticsRecorder(store, 'site-1', {
      now: () => clock.now,
      retention: async () => ({ timeZone: 'America/New_York', retentionDays: 2 }),
    });
    await recorder.record({ kind: 'page_view', path: '/day-0' }, sender);
    clock.now = start + DAY;
    await recorder.record({ kind: 'page_view', path: '/day-1' }, sender);
    await recorder.buffer.flush();
    // Two days after day 1 began: day 0 (2026-11-26 in New York) is past the period.
    clock.now = start + 3 * DAY + 1;
    await recorder.record({ kind: 'page_view', path: '/day-3' }, sender);
    await recorder.close();
    const rows = await store.events('site-1', 0, start + 4 * DAY);
    expect(rows.map((row) => row.path)).toEqual(['/day-1', '/day-3']);
    const [kept] = await store.dayRollups('site-1', ['2026-11-26']);
    expect(kept?.panels.topPages).toEqual({ '/day-0': [1, 1] });
  });

  it('deletes events before a time', async () => {
    const clock = { now: start };
    const { recorder, store } = await recorderAt(clock);
    await recorder.record({ kind: 'page_view', path: '/old' }, sender);
    clock.now = start + 10 * DAY;
    await recorder.record({ kind: 'page_view', path: '/new' }, sender);
    await recorder.close();
    expect(await store.deleteBefore('site-1', start + DAY)).toBe(1);
    const rows = await store.events('site-1', 0, start + 11 * DAY);
    expect(rows.map((row) => row.path)).toEqual(['/new']);
  });
});

describe('row fields', () => {
  it.each([
    [undefined, null],
    ['https://shop.example/a', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['http://search.example/?q=x', 'search.example'],
  ])('referrer %j is %j', (referrer, expected) => {
    expect(referrerHost(referrer, 'shop.example')).toBe(expected);
  });

  it('keeps data up to 4,000 characters of JSON', () => {
    expect(storedData({ a: 'x'.repeat(3992) })).toHaveLength(4000);
    expect(storedData({ a: 'x'.repeat(3993) })).toBeNull();
    expect(storedData(undefined)).toBeNull();
  });
});
