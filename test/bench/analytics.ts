// The analytics ingest benchmark (`npm run bench`, issue 22): 50 visitors sending RecordHit as
// fast as it is answered for a few seconds (calls accepted per second, and every accepted view
// found in the owner's report afterwards), and a shopper's add-to-cart p95 alone, during that
// load, and during a paced load of 50 visitors sending one hit a second each (the ratio must stay
// under 1.2: the ingest must not slow the storefront). The load runs in this process, on the same
// cores as the server: the closed loop keeps them busy, which no server shares without a queue.
import { Shopper } from '../../server/commerce-test-helpers';
import { TestClient } from '../../server/test-helpers';
import { localDay } from '../../shared/analytics/zoned-days';
import {
  ANALYTICS_SUMMARY_PATH,
  AnalyticsPath,
  type AnalyticsSummaryResponse,
} from '../../shared/api/analytics';
import { CommercePath } from '../../shared/api/commerce';
import { addBody, product } from './commerce';
import { BENCH_OWNER } from './server';
import { percentile } from './stats';
import type { Row } from './table';

const VISITORS = 50;
const LOAD_MS = 6000;
/** Within one cart's add burst (CART_ADD_PER_CART), so no add is refused. */
const ADDS = 25;
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A fresh shopper's adds, one after another: their p95 (ms). */
async function addLatencies(baseUrl: string, body: object): Promise<number> {
  const shopper = await new Shopper(baseUrl).start();
  const latencies: number[] = [];
  for (let n = 0; n < ADDS; n++) {
    const started = performance.now();
    const response = await shopper.send('POST', CommercePath.cartEntries, body);
    await response.body?.cancel();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`A bench add answered ${response.status}.`);
  }
  return percentile(
    latencies.sort((a, b) => a - b),
    0.95,
  );
}

/** One visitor's hits until `end`, `pauseMs` apart: how many were accepted. */
export async function hits(baseUrl: string, end: number, index: number, pauseMs: number) {
  const client = await new TestClient(baseUrl).start();
  const body = new URLSearchParams({
    event: 'pageview',
    data: JSON.stringify({ pagePath: `/bench-${index % 10}` }),
  }).toString();
  let accepted = 0;
  while (performance.now() < end) {
    const response = await client.request(AnalyticsPath.recordHit, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': `${CHROME} v${index}`,
      },
    });
    await response.body?.cancel();
    if (response.status === 202) accepted++;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return accepted;
}

async function storedViews(owner: Shopper): Promise<number> {
  const zone = await owner.json<AnalyticsSummaryResponse>(
    'GET',
    `${ANALYTICS_SUMMARY_PATH}?from=2026-01-01&to=2026-01-01`,
  );
  const today = localDay(Date.now(), zone.body.timeZone);
  const { body } = await owner.json<AnalyticsSummaryResponse>(
    'GET',
    `${ANALYTICS_SUMMARY_PATH}?from=${today}&to=${today}`,
  );
  return body.current.pageViews;
}

export async function analyticsRows(baseUrl: string): Promise<Row[]> {
  const owner = await new Shopper(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  const item = await product(owner, 'Bench analytics', 1_000_000);
  const add = addBody(item);
  // The first round warms the route up; the second is measured.
  await addLatencies(baseUrl, add);
  const alone = await addLatencies(baseUrl, add);
  const before = await storedViews(owner);
  /** Adds timed while the visitors send hits `pauseMs` apart. */
  const underLoad = async (pauseMs: number) => {
    console.log(`bench: ${VISITORS} visitors sending RecordHit ${pauseMs} ms apart…`);
    const started = performance.now();
    const end = started + LOAD_MS;
    const load = Promise.all(
      Array.from({ length: VISITORS }, (_, i) => hits(baseUrl, end, i, pauseMs)),
    );
    // Let the load start before timing the adds beside it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const p95 = await addLatencies(baseUrl, add);
    const accepted = (await load).reduce((sum, n) => sum + n, 0);
    return { p95, accepted, seconds: (performance.now() - started) / 1000 };
  };
  const flood = await underLoad(0);
  const paced = await underLoad(1000);
  const accepted = flood.accepted + paced.accepted;
  // The ingest buffer writes every second.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const stored = (await storedViews(owner)) - before;
  return [
    {
      figure: `Analytics ingest, ${VISITORS} concurrent visitors: RecordHit accepted per second`,
      value: flood.accepted / flood.seconds,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `Analytics ingest: accepted page views missing from the report (of ${accepted})`,
      value: accepted - stored,
      unit: '',
      target: '0',
      meets: (v: number) => v === 0,
      reference: '',
    },
    {
      figure: 'Add to cart p95, alone',
      value: alone,
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: 'Add to cart p95 during the ingest load (as fast as answered), against alone',
      value: flood.p95 / alone,
      unit: 'x',
      target: '< 1.2',
      meets: (v: number) => v < 1.2,
      reference: '',
    },
    {
      figure: `Add to cart p95 while ${VISITORS} visitors send a hit a second each, against alone`,
      value: paced.p95 / alone,
      unit: 'x',
      target: '< 1.2',
      meets: (v: number) => v < 1.2,
      reference: '',
    },
  ];
}
