// The owner's analytics report over HTTP: the figures of the page views just recorded, in the
// site's time zone, who may read it, bad ranges; and a viewer's own visits (tracked outside
// /config only).
import { describe, expect, it } from 'vitest';
import { localDay, nextDay } from '../shared/analytics/zoned-days';
import {
  ANALYTICS_SUMMARY_PATH,
  AnalyticsPath,
  AnalyticsReportMessage,
  type AnalyticsSummaryResponse,
} from '../shared/api/analytics';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const chrome = (version: number) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

const test = serverForTests('analytics-report', {
  analytics: { flushEveryMs: 20 },
  limits: NO_LIMITS,
});

function hit(client: TestClient, pagePath: string, userAgent: string, cvr?: string) {
  const fields = new URLSearchParams({ event: 'pageview', data: JSON.stringify({ pagePath }) });
  if (cvr) fields.set('ss_cvr', cvr);
  return client.request(AnalyticsPath.recordHit, {
    method: 'POST',
    body: fields.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': userAgent },
  });
}

async function summary(client: TestClient, from: string, to: string) {
  return client.request(`${ANALYTICS_SUMMARY_PATH}?from=${from}&to=${to}`);
}

/** Today in the site's time zone, as the report reads it. */
async function today(): Promise<string> {
  const answer = await summary(test.client, '2026-01-01', '2026-01-01');
  const { timeZone } = (await answer.json()) as AnalyticsSummaryResponse;
  return localDay(Date.now(), timeZone);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('GET /api/analytics/summary', () => {
  it('answers the headline figures of today, the day before, and the visitors now', async () => {
    // The admin's own hits are not counted: these are fresh visitors.
    const a = await new TestClient(test.server.url).start();
    const b = await new TestClient(test.server.url).start();
    const record = `a-1|${Date.now()}|${Date.now()}|${Date.now()}|1`;
    expect((await hit(a, '/one', chrome(131), record)).status).toBe(202);
    expect((await hit(a, '/two', chrome(131), record)).status).toBe(202);
    expect((await hit(b, '/one', chrome(130))).status).toBe(202);
    await settle();
    const day = await today();
    const answer = await summary(test.client, day, day);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as AnalyticsSummaryResponse;
    expect(body.current).toMatchObject({
      uniqueVisitors: 2,
      visits: 2,
      pageViews: 3,
      pagesPerVisit: 1.5,
      bounceRate: 0.5,
    });
    expect(body.previous.pageViews).toBe(0);
    expect(body.days.map((rollup) => [rollup.day, rollup.pageViews])).toEqual([[day, 3]]);
    expect(body.visitorsNow).toBe(2);
    expect(body.panels.topPages).toEqual([
      { name: '/one', views: 2, visitors: 2 },
      { name: '/two', views: 1, visitors: 1 },
    ]);
    expect(body.panels.entryPages.map((row) => row.name)).toEqual(['/one']);
    expect(body.panels.exitPages.map((row) => row.name)).toEqual(['/one', '/two']);
    expect(body.panels.sources).toEqual([{ name: 'Direct', views: 2, visitors: 2 }]);
    const week = (await (
      await summary(test.client, nextDay(day, -6), day)
    ).json()) as AnalyticsSummaryResponse;
    expect(week.days).toHaveLength(7);
    expect(week.current.pageViews).toBe(3);
  });

  it.each([
    ['no range', '', ''],
    ['a day that does not exist', '2026-02-30', '2026-03-01'],
    ['from after to', '2026-03-02', '2026-03-01'],
  ])('refuses %s with 400', async (_, from, to) => {
    const answer = await summary(test.client, from, to);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: AnalyticsReportMessage.badRange });
  });

  it('refuses a range over 366 days', async () => {
    const answer = await summary(test.client, '2025-01-01', '2026-01-02');
    expect(await answer.json()).toEqual({ error: AnalyticsReportMessage.tooLong });
  });

  it('is read by the reporting role, not by an editor, not by a visitor', async () => {
    const reporter = await contributor(test.client, 'reporter@report.test', 'reporting');
    const editor = await contributor(test.client, 'editor@report.test', 'editor');
    const stranger = await new TestClient(test.server.url).start();
    expect((await summary(reporter, '2026-01-01', '2026-01-02')).status).toBe(200);
    expect((await summary(editor, '2026-01-01', '2026-01-02')).status).toBe(403);
    expect((await summary(stranger, '2026-01-01', '2026-01-02')).status).toBe(401);
  });
});

describe('a signed-in viewer', () => {
  it('is counted on the site, not on a /config path', async () => {
    const viewer = await contributor(test.client, 'viewer@report.test', 'viewer');
    const day = await today();
    const before = (await (
      await summary(test.client, day, day)
    ).json()) as AnalyticsSummaryResponse;
    expect((await hit(viewer, '/viewer-page', chrome(129))).status).toBe(202);
    expect((await hit(viewer, '/config/pages', chrome(129))).status).toBe(202);
    await settle();
    const after = (await (await summary(test.client, day, day)).json()) as AnalyticsSummaryResponse;
    expect(after.current.pageViews - before.current.pageViews).toBe(1);
  });
});
