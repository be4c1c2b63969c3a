// The live site's rows of `npm run bench`: the published home page, a plain content page and a
// product page opened cold on a phone profile (428 px wide, the CPU four times slower through
// CDP), each figure beside its floor measured in the same run: the same page's DOM after load
// saved as static HTML with its styles and no script, served by a tiny static server; and the
// live page with its visitor analytics chunk refused (what the analytics script costs the largest
// paint; docs/analytics.md). Then live
// page requests per second with 50 concurrent clients, and their p99 (the same pages in French
// beside English: live-languages.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { ISLAND_BLOCK_TYPES } from '../../site/islands/kinds';
import { clientOfContext, freshId, getSite, putSite, readCrumb, SITE_PATH } from '../fixtures/api';
import { signInOwner } from '../fixtures/owner';
import { loadLoop } from './load-loop';
import { summarize } from './stats';
import type { Row } from './table';

export const COLD_LOADS = 5;
const KIB = 1024;
export const LCP_FACTOR = 1.3;
const PLAIN_SCRIPT_KIB = 30;
const PRODUCT_SCRIPT_KIB = 90;
const PHONE = { width: 428, height: 926 };
const CPU_SLOWDOWN = 4;
const LOAD_CLIENTS = 50;
const LOAD_SECONDS = 5;

/** The demo's pages all hold an interactive block; the bench publishes a plain copy of About. */
export const PLAIN_SLUG = 'bench-plain';

interface LivePage {
  readonly label: string;
  readonly path: string;
  /** The compressed script target in KiB, or null for none. */
  readonly scriptKib: number | null;
}

const PAGES: readonly LivePage[] = [
  { label: 'home page', path: '/', scriptKib: null },
  { label: 'plain page', path: `/${PLAIN_SLUG}`, scriptKib: PLAIN_SCRIPT_KIB },
  { label: 'product page', path: '/shop/oak-side-table', scriptKib: PRODUCT_SCRIPT_KIB },
];

export interface ColdLoad {
  readonly fcp: number;
  readonly lcp: number;
  /** Encoded (compressed, as sent) body bytes of every script the page loaded. */
  readonly scriptBytes: number;
  readonly htmlBytes: number;
}

/** The live page's visitor analytics chunk (site/analytics/start.ts, loaded after the page). */
const ANALYTICS_CHUNK = /\/assets\/start-[\w-]+\.js$/;

/**
 * One cold visit on the phone profile: a fresh context (empty cache), CPU slowed via CDP; with
 * `withoutAnalytics`, the analytics chunk is refused (the page goes on without it).
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  withoutAnalytics = false,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (withoutAnalytics) await context.route(ANALYTICS_CHUNK, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      // A request still finishing when the context closes counts nothing.
      sizes.push(
        request.sizes().then(
          (size) => ({ type, bytes: size.responseBodySize }),
          () => ({ type, bytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const paints = await paintTimes(page);
    const finished = await Promise.all(sizes);
    const total = (type: string) =>
      finished.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0);
    return { ...paints, scriptBytes: total('script'), htmlBytes: total('document') };
  } finally {
    await context.close();
  }
}

/** First and largest contentful paint, read after the page settled. */
function paintTimes(page: Page): Promise<{ fcp: number; lcp: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        let lcp = Number.NaN;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        setTimeout(() => resolve({ fcp, lcp }), 500);
      }),
  );
}

/** The page's DOM after load with every script removed: what the floor serves. */
export async function staticCopy(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const html = await page.evaluate(() => {
      for (const script of document.querySelectorAll('script, link[rel="modulepreload"]')) {
        script.remove();
      }
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await context.close();
  }
}

/**
 * The floor's server: each saved page at its own path, and every other file (stylesheet, fonts,
 * images) as the live server answers it, fetched once and kept in memory; text is sent with
 * brotli (quality 5, as the live site does) when the browser accepts it.
 */
export async function floorServer(
  liveBase: string,
  pages: ReadonlyMap<string, string>,
  /** 0: any free port. */
  port = 0,
): Promise<{ base: string; server: Server }> {
  const files = new Map<string, { type: string; body: Buffer; br: Buffer | null }>();
  const text = (type: string) => /^(text\/|application\/(json|javascript)|image\/svg)/.test(type);
  const fileOf = async (path: string) => {
    const known = files.get(path);
    if (known) return known;
    const page = pages.get(path);
    const response = page === undefined ? await fetch(new URL(path, liveBase)) : null;
    const type = page === undefined ? (response?.headers.get('Content-Type') ?? '') : 'text/html';
    const body =
      page === undefined ? Buffer.from(await response!.arrayBuffer()) : Buffer.from(page);
    const br = text(type)
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : null;
    const file = { type, body, br };
    files.set(path, file);
    return file;
  };
  const server = createServer((request, response) => {
    fileOf(request.url ?? '/').then(
      (file) => {
        const brotli = file.br !== null && /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
        response.writeHead(200, {
          'Content-Type': file.type,
          ...(brotli ? { 'Content-Encoding': 'br' } : {}),
        });
        response.end(brotli ? file.br : file.body);
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: listening } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${listening}`, server };
}

interface Measured {
  readonly live: ColdLoad[];
  readonly floor: ColdLoad[];
  /** The live page with its analytics chunk refused. */
  readonly noAnalytics: ColdLoad[];
}

export const median = (loads: readonly ColdLoad[], pick: (load: ColdLoad) => number) =>
  summarize(loads.map(pick)).median;

function pageRows(page: LivePage, measured: Measured): Row[] {
  const live = (pick: (load: ColdLoad) => number) => median(measured.live, pick);
  const floor = (pick: (load: ColdLoad) => number) => median(measured.floor, pick);
  const floorLcp = floor((load) => load.lcp);
  const name = `Live ${page.label}, phone 4x CPU, cold`;
  return [
    {
      figure: `${name}: first contentful paint, median of ${COLD_LOADS}`,
      value: live((load) => load.fcp),
      unit: 'ms',
      target: '',
      reference: `floor ${floor((load) => load.fcp).toFixed(0)} ms`,
    },
    {
      figure: `${name}: largest contentful paint, median of ${COLD_LOADS}`,
      value: live((load) => load.lcp),
      unit: 'ms',
      target: `<= ${LCP_FACTOR} x floor (${(floorLcp * LCP_FACTOR).toFixed(0)} ms)`,
      meets: (value) => value <= floorLcp * LCP_FACTOR,
      reference: `floor ${floorLcp.toFixed(0)} ms`,
    },
    {
      figure: `${name}: largest contentful paint with the analytics script, less without it`,
      value: live((load) => load.lcp) - median(measured.noAnalytics, (load) => load.lcp),
      unit: 'ms',
      target: '',
      reference: `without ${median(measured.noAnalytics, (load) => load.lcp).toFixed(0)} ms; script ${((live((load) => load.scriptBytes) - median(measured.noAnalytics, (load) => load.scriptBytes)) / KIB).toFixed(1)} KiB more`,
    },
    {
      figure: `${name}: compressed script`,
      value: live((load) => load.scriptBytes) / KIB,
      unit: 'KiB',
      target: page.scriptKib === null ? '' : `< ${page.scriptKib} KiB`,
      ...(page.scriptKib === null
        ? {}
        : { meets: (value: number) => value < (page.scriptKib ?? 0) }),
      reference: `floor ${(floor((load) => load.scriptBytes) / KIB).toFixed(1)} KiB`,
    },
    {
      figure: `${name}: HTML, compressed`,
      value: live((load) => load.htmlBytes) / KIB,
      unit: 'KiB',
      target: '',
      reference: `floor ${(floor((load) => load.htmlBytes) / KIB).toFixed(1)} KiB`,
    },
  ];
}

/** Publishes the draft with a copy of About without its interactive blocks (its gallery). */
async function publishPlainPage(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signInOwner(context.request);
    const client = clientOfContext(context);
    const { site, revision } = await getSite(client);
    const about = site.pages.find((page) => page.slug === 'about');
    if (!about) throw new Error('bench: the demo site has no About page.');
    const plain = {
      ...about,
      id: freshId('bench-plain'),
      slug: PLAIN_SLUG,
      sections: about.sections.map((section) => ({
        ...section,
        id: freshId('bench-section'),
        blocks: section.blocks
          .filter((block) => !ISLAND_BLOCK_TYPES.has(block.type))
          .map((block) => ({ ...block, id: freshId('bench-block') })),
      })),
    };
    const saved = await putSite(client, {
      baseRevision: revision,
      site: { ...site, pages: [...site.pages, plain] },
    });
    if (!saved.ok()) throw new Error(`bench: saving the plain page answered ${saved.status()}`);
    const published = await context.request.post(`${SITE_PATH}/publish`, {
      headers: { [CRUMB_HEADER]: await readCrumb(client) },
    });
    if (!published.ok()) throw new Error(`bench: publishing answered ${published.status()}`);
  } finally {
    await context.close();
  }
}

/** Run first, on the demo site as seeded (the other rows change the draft and the store). */
export async function liveSiteRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  console.log('bench: the live site on a phone profile, cold, beside its static floor…');
  await publishPlainPage(browser, baseUrl);
  const copies = new Map<string, string>();
  for (const page of PAGES) copies.set(page.path, await staticCopy(browser, baseUrl + page.path));
  const floor = await floorServer(baseUrl, copies);
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      // Warm both servers (the live page cache, the floor's files), then alternate cold visits
      // so both meet the same load on this shared machine.
      await coldLoad(browser, baseUrl + page.path);
      await coldLoad(browser, floor.base + page.path);
      const measured: Measured = { live: [], floor: [], noAnalytics: [] };
      for (let i = 0; i < COLD_LOADS; i++) {
        measured.live.push(await coldLoad(browser, baseUrl + page.path));
        measured.floor.push(await coldLoad(browser, floor.base + page.path));
        measured.noAnalytics.push(await coldLoad(browser, baseUrl + page.path, true));
      }
      rows.push(...pageRows(page, measured));
    }
  } finally {
    await new Promise((done) => floor.server.close(done));
  }
  for (const page of [PAGES[0]!, PAGES[2]!]) {
    console.log(`bench: ${LOAD_CLIENTS} clients requesting ${page.path} for ${LOAD_SECONDS} s…`);
    const load = await loadLoop(baseUrl + page.path, LOAD_CLIENTS, LOAD_SECONDS * 1000);
    rows.push(
      {
        figure: `Live ${page.label}, ${LOAD_CLIENTS} concurrent clients: requests/s`,
        value: load.perSecond,
        unit: '/s',
        target: '',
        reference: `${load.failed} failed of ${load.count}`,
      },
      {
        figure: `Live ${page.label}, ${LOAD_CLIENTS} concurrent clients: p99`,
        value: load.p99,
        unit: 'ms',
        target: '',
        reference: '',
      },
    );
  }
  return rows;
}
