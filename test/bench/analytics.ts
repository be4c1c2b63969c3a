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
/** Carts whose adds make one sample (200 adds: a p95 that is the tenth-slowest, not the fifth). */
const CARTS = 8;
/** Alone and during the paced load, taken in turn, so the machine's other work hits both alike. */
const ROUNDS = 4;
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** CARTS fresh shoppers' adds, one after another: their times (ms). */
async function addLatencies(baseUrl: string, body: object): Promise<number[]> {
  const latencies: number[] = [];
  for (let cart = 0; cart < CARTS; cart++) latencies.push(...(await cartAdds(baseUrl, body)));
  return latencies;
}

const p95 = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    0.95,
  );

/** A fresh shopper's adds, one after another: their times (ms). */
async function cartAdds(baseUrl: string, body: object): Promise<number[]> {
  const shopper = await new Shopper(baseUrl).start();
  const latencies: number[] = [];
  for (let n = 0; n < ADDS; n++) {
    const started = performance.now();
    const response = await shopper.send('POST', CommercePath.cartEntries, body);
    await response.body?.cancel();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`A bench add answered ${response.status}.`);
  }
  return latencies;
}

/**
 * One visitor's hits until `stop.at` (a performance.now() time), `pauseMs` apart: how many were
 * accepted. Paced visitors start `index / VISITORS` of a pause apart, as visitors who arrive at
 * different moments do: started together, all 50 would send in the same millisecond every second,
 * a burst no real audience makes.
 */
export async function hits(baseUrl: string, stop: { at: number }, index: number, pauseMs: number) {
  const client = await new TestClient(baseUrl).start();
  await new Promise((resolve) => setTimeout(resolve, (pauseMs * index) / VISITORS));
  const body = new URLSearchParams({
    event: 'pageview',
    data: JSON.stringify({ pagePath: `/bench-${index % 10}` }),
  }).toString();
  let accepted = 0;
  while (performance.now() < stop.at) {
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
  // The first round warms the route up.
  await cartAdds(baseUrl, add);
  const before = await storedViews(owner);
  /** Adds timed while the visitors send hits `pauseMs` apart (the load lasts as long as they). */
  const underLoad = async (pauseMs: number) => {
    console.log(`bench: ${VISITORS} visitors sending RecordHit ${pauseMs} ms apart…`);
    const started = performance.now();
    const stop = { at: started + LOAD_MS };
    const load = Promise.all(
      Array.from({ length: VISITORS }, (_, i) => hits(baseUrl, stop, i, pauseMs)),
    );
    // Let the load start before timing the adds beside it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times = await addLatencies(baseUrl, add);
    stop.at = Math.min(stop.at, performance.now());
    const accepted = (await load).reduce((sum, n) => sum + n, 0);
    return { times, accepted, seconds: (performance.now() - started) / 1000 };
  };
  const alone: number[] = await addLatencies(baseUrl, add);
  const flood = await underLoad(0);
  const paced: number[] = [];
  let accepted = flood.accepted;
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) alone.push(...(await addLatencies(baseUrl, add)));
    const loaded = await underLoad(1000);
    paced.push(...loaded.times);
    accepted += loaded.accepted;
  }
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
      value: p95(alone),
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: 'Add to cart p95 during the ingest load (as fast as answered), against alone',
      value: p95(flood.times) / p95(alone),
      unit: 'x',
      target: '< 1.2',
      meets: (v: number) => v < 1.2,
      reference: '',
    },
    {
      figure: `Add to cart p95 while ${VISITORS} visitors send a hit a second each, against alone`,
      value: p95(paced) / p95(alone),
      unit: 'x',
      target: '< 1.2',
      meets: (v: number) => v < 1.2,
      reference: '',
    },
  ];
}
