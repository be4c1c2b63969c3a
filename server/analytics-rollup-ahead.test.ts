// A server started on a database holding last week's events rolls the closed days up by itself,
// so the owner's first report over them reads stored rollups (docs/analytics.md "Rolled up ahead").
import { afterEach, expect, it } from 'vitest';
import { localDay, nextDay } from '../shared/analytics/zoned-days';
import { ANALYTICS_SUMMARY_PATH, type AnalyticsSummaryResponse } from '../shared/api/analytics';
import { DEFAULT_TIME_ZONE } from '../shared/limits';
import { DEMO_SITE_ID } from './seed/demo-site';
import { type RunningServer, startServer } from './server';
import { viewRow } from './storage/migration-analytics-rollups-case';
import { openStores } from './storage/stores';
import { serverOptions, storeOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('analytics-rollup-ahead');
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  dir.remove();
});

it('rolls up the closed days with events at startup, before any report asks', async () => {
  const today = localDay(Date.now(), DEFAULT_TIME_ZONE);
  const days = [nextDay(today, -5), nextDay(today, -4), nextDay(today, -3)];
  const options = serverOptions(dir.path);
  // The demo site (made at the first start, in New York's zone: no zone set) is the one counted.
  const siteId = DEMO_SITE_ID;
  const stores = await openStores(storeOptions(options.dataDir));
  await stores.analytics.append(
    days.map((day, n) => ({
      ...viewRow(`${day}T17:00:00Z`, `v${n}`, `/day-${n}`),
      site_id: siteId,
    })),
  );
  await stores.close();
  server = await startServer(options);
  const check = await openStores(storeOptions(options.dataDir));
  try {
    let stored: string[] = [];
    for (let tries = 0; tries < 100 && stored.length < days.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = (await check.analytics.dayRollups(siteId, days)).map((rollup) => rollup.day);
    }
    expect(stored.sort()).toEqual(days);
  } finally {
    await check.close();
  }
  const owner = await new TestClient(server.url).startAsOwner();
  const answer = await owner.request(`${ANALYTICS_SUMMARY_PATH}?from=${days[0]}&to=${days[2]}`);
  const body = (await answer.json()) as AnalyticsSummaryResponse;
  expect(body.days.map((day) => day.pageViews)).toEqual([1, 1, 1]);
});
