import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewRow } from '../storage/migration-analytics-rollups-case';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { DayRollups } from './day-rollups';

const NY = 'America/New_York';
const dir = tempDir('analytics-rollups');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
  dir.remove();
});

describe('DayRollups', () => {
  it('stores a closed day once, keeps answering it from the rollup, and computes today live', async () => {
    stores = await openStores(storeOptions(dir.path));
    const store = stores.analytics;
    const clock = { now: Date.parse('2026-11-28T17:00:00Z') };
    await store.append([
      viewRow('2026-11-26T15:00:00Z', 'a', '/monday'),
      viewRow('2026-11-28T15:00:00Z', 'b', '/today'),
    ]);
    const rollups = new DayRollups(store, 'site-1', () => clock.now);
    const days = ['2026-11-26', '2026-11-27', '2026-11-28'];
    const first = await rollups.days(days, NY);
    expect(first.map((day) => day.totals.views)).toEqual([1, 0, 1]);
    // Closed days are stored; today (and yesterday, whose visits may still run into today) not.
    expect((await store.dayRollups('site-1', days)).map((day) => day.day)).toEqual(['2026-11-26']);
    // The raw events go; a fresh process answers the closed day from its stored rollup.
    await store.deleteBefore('site-1', Date.parse('2026-11-28T00:00:00Z'));
    const again = await new DayRollups(store, 'site-1', () => clock.now).days(days, NY);
    expect(again.map((day) => day.totals.views)).toEqual([1, 0, 1]);
    expect(Object.keys(again[0]!.panels.topPages)).toEqual(['/monday']);
  });

  it('computes a stored day again when the site changed its time zone', async () => {
    stores = await openStores(storeOptions(dir.path));
    const store = stores.analytics;
    const now = () => Date.parse('2026-11-30T12:00:00Z');
    // 2026-11-27 03:00 UTC: the 26th in New York, the 27th in Paris.
    await store.append([viewRow('2026-11-27T03:00:00Z', 'a', '/night')]);
    const rollups = new DayRollups(store, 'site-1', now);
    expect((await rollups.days(['2026-11-26'], NY))[0]!.totals.views).toBe(1);
    const paris = await rollups.days(['2026-11-26', '2026-11-27'], 'Europe/Paris');
    expect(paris.map((day) => day.totals.views)).toEqual([0, 1]);
  });

  it('answers the closed days before the oldest stored event as empty, without reading', async () => {
    stores = await openStores(storeOptions(dir.path));
    const store = stores.analytics;
    await store.append([viewRow('2026-11-26T15:00:00Z', 'a', '/monday')]);
    const rollups = new DayRollups(store, 'site-1', () => Date.parse('2026-11-30T12:00:00Z'));
    const reads = vi.spyOn(store, 'reportEventsInSlices');
    const days = await rollups.days(['2026-11-24', '2026-11-25', '2026-11-26'], NY);
    expect(days.map((day) => [day.day, day.totals.views])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 0],
      ['2026-11-26', 1],
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]?.[1]).toBe(Date.parse('2026-11-26T05:00:00Z') - 12 * 3_600_000);
  });
});
