// The Sites rows of `npm run bench` (docs/sites.md): making a site from each designed template
// through POST /api/sites (median ms), and a live page served by one process holding one site
// beside the same page when it holds 100 (median and p95; every site's app built and its page
// cached first, as a running installation has them), and the 100 sites' pages taken in turn.
// In-process through the host dispatcher (no network), on SQLite in a temporary folder, with the
// built renderer. Run on its own after `npm run build`: `npx tsx test/bench/sites.ts`.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { NO_LIMITS } from '../../server/owner-test-helpers';
import { openApp } from '../../server/server';
import { tempDir } from '../../server/test-helpers';
import { summarize } from './stats';
import { type Row, renderTable } from './table';

const ROOT = resolve(import.meta.dirname, '../..');
const REQUESTS = 300;
const SITES = 100;
const CREATES_PER_TEMPLATE = 2;
const MIB = 1024 * 1024;

/** A signed-in owner's calls through the dispatcher, with the session and crumb cookies. */
class Owner {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: Hono) {}

  async call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('X-CSRF-Token', this.cookies.get('crumb') ?? '');
    const response = await this.app.fetch(
      new Request(`http://localhost${path}`, { ...init, headers }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^([^=;]+)=([^;]*)/.exec(cookie);
      if (match) this.cookies.set(match[1]!, match[2]!);
    }
    return response;
  }

  async create(name: string, template: string): Promise<string> {
    const response = await this.call('/api/sites', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, template, tone: 'friendly' }),
    });
    if (response.status !== 201) throw new Error(`Creating ${name} answered ${response.status}.`);
    return ((await response.json()) as { id: string }).id;
  }
}

/** Times GET `/` at each URL in turn, `REQUESTS` in all. */
async function timePages(app: Hono, urls: readonly string[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await app.fetch(new Request(urls[i % urls.length]!));
    await response.text();
    if (response.status !== 200)
      throw new Error(`${urls[i % urls.length]} answered ${response.status}.`);
    samples.push(performance.now() - started);
  }
  return samples;
}

const row = (figure: string, value: number): Row => ({
  figure,
  value,
  unit: 'ms',
  target: '',
  reference: '',
});

export async function siteRows(): Promise<Row[]> {
  console.log('bench: sites: making sites from templates, then 100 sites in one process…');
  const dir = tempDir('bench-sites');
  const opened = await openApp({
    dataDir: join(dir.path, 'data'),
    staticDir: join(ROOT, 'dist'),
    seedDemoFiles: false,
    limits: NO_LIMITS,
    logError: () => undefined,
  });
  try {
    const app = opened.dispatch;
    const owner = new Owner(app);
    await owner.call(`/config/?signin=${opened.signInToken}`);
    await owner.call('/api/health');
    // One site: the demo's home page, cached after the first request (and the code warmed).
    await timePages(app, ['http://localhost/']);
    await timePages(app, ['http://localhost/']);
    const one = summarize(await timePages(app, ['http://localhost/']));
    const creates: Record<string, number[]> = { shop: [], portfolio: [], restaurant: [] };
    for (let i = 0; i < CREATES_PER_TEMPLATE; i++) {
      for (const template of Object.keys(creates)) {
        const started = performance.now();
        await owner.create(`${template} ${i}`, template);
        creates[template]!.push(performance.now() - started);
      }
    }
    const made = 1 + CREATES_PER_TEMPLATE * 3;
    const ids: string[] = [];
    for (let i = made; i < SITES; i++) ids.push(await owner.create(`Blank ${i}`, 'blank'));
    const urls = ids.map((id) => `http://${id}.localhost/`);
    // Every site's app built and its page cached.
    const heapBefore = process.memoryUsage().heapUsed;
    for (const url of urls) await timePages(app, [url]);
    const heapPerSite = (process.memoryUsage().heapUsed - heapBefore) / ids.length / MIB;
    const same = summarize(await timePages(app, ['http://localhost/']));
    const turns = summarize(await timePages(app, urls));
    return [
      ...Object.entries(creates).map(([template, samples]) =>
        row(`a site made from the ${template} template: median`, summarize(samples).median),
      ),
      row('live home page, 1 site in the installation: median', one.median),
      row('live home page, 1 site in the installation: p95', one.p95),
      row(`the same page, ${SITES} sites in the installation: median`, same.median),
      row(`the same page, ${SITES} sites in the installation: p95`, same.p95),
      row(`${ids.length} sites' pages in turn, ${SITES} sites: median`, turns.median),
      row(`${ids.length} sites' pages in turn, ${SITES} sites: p95`, turns.p95),
      { ...row('heap per site app built and its page cached', heapPerSite), unit: 'MiB' },
    ];
  } finally {
    await opened.close();
    dir.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(renderTable(await siteRows()));
}
