import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysBetween } from '../../shared/analytics/zoned-days';
import { viewRow } from '../storage/migration-analytics-rollups-case';
import { openStores, type Stores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import { DayRollups } from './day-rollups';
import { daysToRollUp, nextRunAt, RollupAhead } from './rollup-ahead';

const NY = 'America/New_York';
const dir = tempDir('analytics-rollup-ahead');
let stores: Stores | undefined;
afterEach(async () => {
  await stores?.close();
  stores = undefined;
  dir.remove();
});

/** 20:00 UTC on 2026-11-28: 15:00 in New York; the 27th closed at noon, the 28th is open. */
const NOW = Date.parse('2026-11-28T20:00:00Z');

async function setUp(retentionDays = 90) {
  stores = await openStores(storeOptions(dir.path));
  const store = stores.analytics;
  await store.append([
    viewRow('2026-11-20T15:00:00Z', 'a', '/old'),
    viewRow('2026-11-26T15:00:00Z', 'b', '/monday'),
    viewRow('2026-11-27T15:00:00Z', 'c', '/tuesday'),
    viewRow('2026-11-28T15:00:00Z', 'd', '/today'),
  ]);
  const clock = { now: NOW };
  const now = () => clock.now;
  const rollups = new DayRollups(store, 'site-1', now);
  const deps = {
    store,
    rollups,
    siteId: 'site-1',
    settings: async () => ({ timeZone: NY, retentionDays }),
    now,
    logError: () => undefined,
  };
  return { store, rollups, deps, clock };
}

describe('rolling up ahead', () => {
  it('finds the closed days of the period from the oldest event on, less those stored', async () => {
    const { rollups, deps } = await setUp();
    const all = await daysToRollUp(deps, await deps.settings());
    expect(all).toEqual(daysBetween('2026-11-20', '2026-11-27'));
    await rollups.days(['2026-11-26'], NY);
    expect(await daysToRollUp(deps, await deps.settings())).not.toContain('2026-11-26');
    // A shorter period starts later.
    const week = await daysToRollUp(deps, { timeZone: NY, retentionDays: 7 });
    expect(week[0]).toBe('2026-11-21');
  });

  it('stores every closed day, so a report afterwards computes none of them on request', async () => {
    const { store, rollups, deps, clock } = await setUp();
    const ahead = new RollupAhead(deps);
    await ahead.start();
    await ahead.stop();
    const stored = await store.dayRollups('site-1', ['2026-11-20', '2026-11-26', '2026-11-27']);
    expect(stored.map((day) => day.day).sort()).toEqual(['2026-11-20', '2026-11-26', '2026-11-27']);
    const reads = vi.spyOn(store, 'reportEventsInSlices');
    clock.now += 10_000;
    const week = await rollups.days(daysBetween('2026-11-22', '2026-11-28'), NY);
    expect(week.map((day) => day.totals.views)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    // Only today's window is read, and only its last seconds: it was read ahead too.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]?.[1]).toBeGreaterThanOrEqual(NOW - 10_000);
  });

  it('runs again when the next day begins or closes in the site zone', () => {
    // 15:00 in New York: the next run is at midnight (the 28th's window is read ahead).
    expect(nextRunAt(NOW, NY)).toBe(Date.parse('2026-11-29T05:00:00Z'));
    // 02:00 on the 28th in New York: the 27th closes at noon, 12 hours and 10 s after its end.
    expect(nextRunAt(Date.parse('2026-11-28T07:00:00Z'), NY)).toBe(
      Date.parse('2026-11-28T17:00:10Z'),
    );
  });
});
