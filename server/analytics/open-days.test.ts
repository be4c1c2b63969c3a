import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayReport } from '../../shared/analytics/day-report';
import { viewRow } from '../storage/migration-analytics-rollups-case';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { INGEST_SLACK_MS, OPEN_DAY_REUSE_MS, OpenDays } from './open-days';

const NY = 'America/New_York';
const TODAY = '2026-11-28';
const dir = tempDir('analytics-open-days');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
  dir.remove();
});

async function openDaysAt(iso: string) {
  stores = await openStores(storeOptions(dir.path));
  const store = stores.analytics;
  const clock = { now: Date.parse(iso) };
  const open = new OpenDays(store, 'site-1', () => clock.now);
  const views = async () => (await open.day(TODAY, NY)).totals.views;
  return { store, clock, open, views };
}

/** A view `secondsAgo` before the clock, its visitor and visit `name`. */
const viewAt = (clock: { now: number }, secondsAgo: number, name: string) =>
  viewRow(new Date(clock.now - secondsAgo * 1000).toISOString(), name, `/${name}`);

describe('OpenDays', () => {
  it('answers its last computation until this process writes events or 5 s pass', async () => {
    const { store, clock, open, views } = await openDaysAt('2026-11-28T17:00:00Z');
    await store.append([viewAt(clock, 3600, 'a')]);
    expect(await views()).toBe(1);
    const written = viewAt(clock, 60, 'b');
    await store.append([written]);
    expect(await views()).toBe(1);
    open.noteWrite([written]);
    expect(await views()).toBe(2);
    // Another process's event, written within its buffer's second.
    clock.now += 2000;
    await store.append([viewAt(clock, 1, 'c')]);
    expect(await views()).toBe(2);
    clock.now += OPEN_DAY_REUSE_MS;
    expect(await views()).toBe(3);
  });

  it('reads the whole day once, then only the tail, and counts every event once', async () => {
    const { store, clock, open, views } = await openDaysAt('2026-11-28T17:00:00Z');
    await store.append([viewAt(clock, 7200, 'a'), viewAt(clock, 5, 'b')]);
    const reads = vi.spyOn(store, 'reportEventsInSlices');
    expect(await views()).toBe(2);
    expect(reads.mock.calls[0]?.[1]).toBe(Date.parse('2026-11-27T17:00:00Z'));
    for (let n = 0; n < 3; n++) {
      clock.now += 1000;
      const row = viewAt(clock, 0.5, `n${n}`);
      await store.append([row]);
      open.noteWrite([row]);
      expect(await views()).toBe(3 + n);
    }
    // Each later read starts INGEST_SLACK_MS before the one before it ended.
    expect(reads.mock.calls[1]?.[1]).toBe(Date.parse('2026-11-28T17:00:00Z') + 1 - INGEST_SLACK_MS);
    expect(reads).toHaveBeenCalledTimes(4);
  });

  it('counts an event this process wrote long after its time, and matches a full computation', async () => {
    const { store, clock, open, views } = await openDaysAt('2026-11-28T17:00:00Z');
    await store.append([viewAt(clock, 600, 'a'), viewAt(clock, 590, 'a')]);
    expect(await views()).toBe(2);
    clock.now += 60_000;
    // Waited a minute in a slow write: older than the slack.
    const late = { ...viewAt(clock, 55, 'a'), path: '/late' };
    await store.append([late]);
    open.noteWrite([late]);
    const report = await open.day(TODAY, NY);
    expect(report.totals).toMatchObject({ views: 3, visits: 1 });
    const all = await store.reportEvents('site-1', 0, clock.now + 1);
    expect(report).toEqual(dayReport(all, NY, TODAY));
  });

  it('answers reports asked at once with one read', async () => {
    const { store, clock, open } = await openDaysAt('2026-11-28T17:00:00Z');
    const row = viewAt(clock, 1, 'a');
    await store.append([row]);
    open.noteWrite([row]);
    const reads = vi.spyOn(store, 'reportEventsInSlices');
    const [one, two] = await Promise.all([open.day(TODAY, NY), open.day(TODAY, NY)]);
    expect([one.totals.views, two.totals.views]).toEqual([1, 1]);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe('AnalyticsStore.reportEventsInSlices', () => {
  it('answers what one read answers, an event on a slice boundary once', async () => {
    const { store } = await openDaysAt('2026-11-28T17:00:00Z');
    const from = Date.parse('2026-11-28T00:00:00Z');
    const rows = [0, 1, 2, 3, 4, 6.5].map((hours) =>
      viewRow(new Date(from + hours * 3_600_000).toISOString(), `v${hours}`, '/'),
    );
    await store.append(rows);
    const to = from + 7 * 3_600_000;
    const sliced = await store.reportEventsInSlices('site-1', from, to, 2 * 3_600_000);
    const byTime = (list: { at: number }[]) => list.map((event) => event.at).sort();
    expect(byTime(sliced)).toEqual(byTime(await store.reportEvents('site-1', from, to)));
    expect(sliced).toHaveLength(6);
  });
});
