// The analytics dashboard benchmark (`npm run bench`, issue 22; alone: `npx tsx
// test/bench/analytics-report.ts`): a server on a throwaway SQLite folder holding 1,000,000
// stored events over the last 90 days (page views of visits of about four views, and the shopping,
// search, form and popup events beside them), and the owner's summary (the headline figures and
// every panel in one answer) timed over HTTP for a day, a week, 30 and 90 days: the first answer
// of a range (closed days computed from the raw events and stored) and then the median and p95
// of 20 more (after the server's startup rolled the closed days up ahead: how long that took, and
// /api/health's time meanwhile); then again while 50 visitors send a page view a second each (the ingest buffer
// writes every second, so today's figures change between the answers). The server runs in its
// own process (test/bench/server.ts), as in production.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DayRollups } from '../../server/analytics/day-rollups';
import type { AnalyticsEventRow } from '../../server/storage/analytics-store';
import { openTestDatabase, TestClient, tempDir } from '../../server/test-helpers';
import { localDay, nextDay } from '../../shared/analytics/zoned-days';
import { ANALYTICS_SUMMARY_PATH, type AnalyticsSummaryResponse } from '../../shared/api/analytics';
import { hits } from './analytics';
import { BENCH_OWNER, startServer } from './server';
import { percentile } from './stats';
import { type Row, renderTable } from './table';

const EVENTS = 1_000_000;
const DAYS = 90;
const RUNS = 20;
/** Answers timed during the ingest load, PACE_MS apart (so most follow a buffer write). */
const LOADED_RUNS = 40;
const PACE_MS = 250;
const VISITORS = 50;
const DAY_MS = 86_400_000;
const PAGES = 200;
const PRODUCTS = 40;
const SITE = 'demo';

/** A deterministic pseudo-random sequence, so every run stores the same events. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The events of one visit: about four page views, and now and then a shopping step or more. */
function visitEvents(at: number, n: number, next: () => number): AnalyticsEventRow[] {
  const visitor = `v${n % 40_000}-${Math.floor(at / DAY_MS)}`;
  const base = {
    site_id: SITE,
    visitor,
    visit: `${visitor}-${n}`,
    referrer: next() < 0.6 ? null : `ref${Math.floor(next() * 30)}.example`,
    device: next() < 0.6 ? 'desktop' : 'mobile',
    browser: ['chrome', 'safari', 'firefox', 'edge'][Math.floor(next() * 4)]!,
    country: ['US', 'GB', 'DE', 'FR', null][Math.floor(next() * 5)] ?? null,
  };
  const rows: AnalyticsEventRow[] = [];
  const views = 1 + Math.floor(next() * 6);
  for (let v = 0; v < views; v++) {
    rows.push({
      ...base,
      at: at + v * 40_000,
      kind: 'page_view',
      path: `/page-${Math.floor(next() * PAGES)}`,
      data: '{"event":"pageview"}',
    });
  }
  const product = { item_id: `p${Math.floor(next() * PRODUCTS)}`, item_title: 'Product' };
  const event = (name: string, data: object) =>
    rows.push({
      ...base,
      at: at + views * 40_000,
      kind: 'event',
      path: '/shop',
      data: JSON.stringify({ event: name, data: { pagePath: '/shop', ...data }, extras: {} }),
    });
  if (next() < 0.3) event('commerce_view_product', { product });
  if (next() < 0.1) event('commerce_add_to_cart', { product });
  if (next() < 0.05) event('site_search', { query: `query ${Math.floor(next() * 50)}` });
  if (next() < 0.1) {
    rows.push({ ...base, at, kind: 'form_render', path: '/contact', data: '{"formId":"f1"}' });
  }
  return rows;
}

/** Appends EVENTS events over the DAYS days before `now`, in batches. */
async function fill(dataDir: string, now: number): Promise<number> {
  const db = await openTestDatabase(dataDir);
  const { AnalyticsStore } = await import('../../server/storage/analytics-store');
  const store = new AnalyticsStore(db);
  const next = random(22);
  const first = now - DAYS * DAY_MS;
  let stored = 0;
  let batch: AnalyticsEventRow[] = [];
  for (let n = 0; stored + batch.length < EVENTS; n++) {
    const at = first + Math.floor(next() * (DAYS * DAY_MS - 60 * 60_000));
    batch.push(...visitEvents(at, n, next));
    if (batch.length >= 5000) {
      await store.append(batch);
      stored += batch.length;
      batch = [];
    }
  }
  await store.append(batch);
  stored += batch.length;
  await db.destroy();
  return stored;
}

async function timed(owner: TestClient, from: string, to: string): Promise<number> {
  const started = performance.now();
  const answer = await owner.request(`${ANALYTICS_SUMMARY_PATH}?from=${from}&to=${to}`);
  const body = (await answer.json()) as AnalyticsSummaryResponse;
  if (answer.status !== 200 || body.panels === undefined) {
    throw new Error(`The bench summary answered ${answer.status}.`);
  }
  return performance.now() - started;
}

/** The median and p95 rows of `times` (sorted here). */
function timeRows(name: string, times: number[]): Row[] {
  times.sort((a, b) => a - b);
  const figure = `Analytics summary (headline and every panel), ${name}`;
  return [
    {
      figure: `${figure}: median`,
      value: percentile(times, 0.5),
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: `${figure}: p95`,
      value: percentile(times, 0.95),
      unit: 'ms',
      target: '< 200 ms',
      meets: (v) => v < 200,
      reference: '',
    },
  ];
}

/** The ranges' answers timed while VISITORS visitors send a page view a second each. */
async function underIngest(
  baseUrl: string,
  owner: TestClient,
  ranges: readonly (readonly [string, string, string])[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, from, to] of ranges) {
    console.log(`bench: the ${name} summary while ${VISITORS} visitors send page views…`);
    const end = performance.now() + 1000 + LOADED_RUNS * PACE_MS * 1.5;
    const load = Promise.all(
      Array.from({ length: VISITORS }, (_, i) => hits(baseUrl, { at: end }, i, 1000)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times: number[] = [];
    for (let run = 0; run < LOADED_RUNS && performance.now() < end; run++) {
      times.push(await timed(owner, from, to));
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
    await load;
    rows.push(...timeRows(`${name}, during ingest`, times));
  }
  return rows;
}

/** GET /api/health's time (ms). */
async function healthTime(baseUrl: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}/api/health`);
  await answer.body?.cancel();
  return performance.now() - started;
}

/**
 * Waits for the server's startup catch-up (server/analytics/rollup-ahead.ts) to store every
 * closed day with events, timing /api/health meanwhile (is the server still answering?).
 */
async function caughtUp(baseUrl: string, dataDir: string, timeZone: string, started: number) {
  const db = await openTestDatabase(dataDir);
  try {
    const { AnalyticsStore } = await import('../../server/storage/analytics-store');
    const store = new AnalyticsStore(db);
    const oldest = (await store.oldestEventAt(SITE))!;
    const rollups = new DayRollups(store, SITE, Date.now);
    const closed: string[] = [];
    for (
      let day = localDay(oldest, timeZone);
      rollups.isClosed(day, timeZone);
      day = nextDay(day)
    ) {
      closed.push(day);
    }
    const during: number[] = [];
    const deadline = performance.now() + 15 * 60_000;
    let lastCheck = 0;
    while (performance.now() < deadline) {
      during.push(await healthTime(baseUrl));
      if (performance.now() - lastCheck > 500) {
        lastCheck = performance.now();
        if ((await store.dayRollups(SITE, closed)).length === closed.length) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const alone: number[] = [];
    for (let n = 0; n < 20; n++) alone.push(await healthTime(baseUrl));
    const sorted = (list: number[]) => list.sort((a, b) => a - b);
    return { seconds, days: closed.length, during: sorted(during), alone: sorted(alone) };
  } finally {
    await db.destroy();
  }
}

export async function analyticsReportRows(): Promise<Row[]> {
  const dir = tempDir('bench-analytics-report');
  const now = Date.now();
  try {
    console.log(`bench: storing ${EVENTS} analytics events over ${DAYS} days…`);
    const fillStarted = performance.now();
    const dataDir = join(dir.path, 'data');
    const stored = await fill(dataDir, now);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const server = await startServer({ dataDir });
    const serverUp = performance.now();
    try {
      const owner = await new TestClient(server.baseUrl).signIn(
        BENCH_OWNER.email,
        BENCH_OWNER.password,
      );
      const zone = (await (
        await owner.request(`${ANALYTICS_SUMMARY_PATH}?from=2026-01-01&to=2026-01-01`)
      ).json()) as AnalyticsSummaryResponse;
      const today = localDay(now, zone.timeZone);
      console.log('bench: waiting for the closed days to be rolled up ahead…');
      const ahead = await caughtUp(server.baseUrl, dataDir, zone.timeZone, serverUp);
      const ranges: [string, string, string][] = [
        ['today', today, today],
        ['yesterday', nextDay(today, -1), nextDay(today, -1)],
        ['7 days', nextDay(today, -6), today],
        ['30 days', nextDay(today, -29), today],
        ['90 days', nextDay(today, -89), today],
      ];
      const rows: Row[] = [
        {
          figure: `Analytics report: events stored for the dashboard bench (${DAYS} days, appended in ${fillSeconds.toFixed(0)} s)`,
          value: stored,
          unit: '',
          target: `>= ${EVENTS}`,
          meets: (v) => v >= EVENTS,
          reference: '',
        },
        {
          figure: `Analytics: the ${ahead.days} closed days rolled up ahead, seconds after the server answers`,
          value: ahead.seconds,
          unit: 's',
          target: '',
          reference: '',
        },
        {
          figure: 'GET /api/health p95 while closed days are rolled up ahead',
          value: percentile(ahead.during, 0.95),
          unit: 'ms',
          target: '',
          reference: `median ${percentile(ahead.during, 0.5).toFixed(1)} ms; alone p95 ${percentile(ahead.alone, 0.95).toFixed(1)} ms`,
        },
      ];
      // The longest range first: its first answer finds the closed days rolled up ahead.
      for (const [name, from, to] of [...ranges].reverse()) {
        const first = await timed(owner, from, to);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) times.push(await timed(owner, from, to));
        rows.push(
          {
            figure: `Analytics summary (headline and every panel), ${name}: first answer`,
            value: first,
            unit: 'ms',
            target: '',
            reference: '',
          },
          ...timeRows(name, times),
        );
      }
      const loaded = ranges.filter(([name]) => name !== 'yesterday' && name !== '30 days');
      rows.push(...(await underIngest(server.baseUrl, owner, loaded)));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    dir.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  analyticsReportRows().then(
    (rows) => console.log(renderTable(rows)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
