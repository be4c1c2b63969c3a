// The storage benchmark (`npm run bench`, or alone: `npx tsx test/bench/storage-engines.ts` after
// `npm run build`): the same figures over real HTTP on SQLite, then on 1, 2 and 4 server processes
// sharing PostgreSQL (server/cluster.ts, on a throwaway cluster started and stopped here):
// add to cart under 50 clients, 50 buyers racing for 25 units, site saves, and the live home page
// under 50 visitors; with where the cores' time went. After each run it checks that every accepted
// add is in a cart and that exactly the stock was sold, and throws if not.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Shopper } from '../../server/commerce-test-helpers';
import { DEMO_SITE_ID } from '../../server/seed/demo-site';
import type { SiteResponse } from '../../shared/api/sites';
import { databaseUrl, type PostgresCluster, startPostgresCluster } from '../postgres-cluster';
import {
  type AddFigures,
  CLIENTS,
  measureAdds,
  measureOrders,
  type OrderFigures,
} from './commerce';
import { type CpuShares, measureCpu, pidWith } from './cpu';
import { BENCH_OWNER, type ServerChoice, startServer } from './server';
import { percentile } from './stats';
import { formatValue, type Row, renderGrid } from './table';

/** Fewer adds a client than commerce.ts's 20, so the four runs fit in the time budget. */
const ADDS_PER_CLIENT = 10;
const SAVES = 20;
const PAGE_READS_PER_VISITOR = 20;
/**
 * When the harness gives up on the storage benchmark: a guard against a hang, not its target
 * (about 2 minutes on a quiet machine; several times that while others load the 2 cores).
 */
export const STORAGE_BENCH_BUDGET_MS = 600_000;
/** What is still running (servers, the cluster), so a run given up on still stops them. */
const running = new Set<() => unknown>();

/** Stops whatever the storage benchmark still has running. */
export async function stopStorageBench(): Promise<void> {
  for (const stop of running) await stop();
  running.clear();
}

interface Run {
  readonly label: string;
  readonly choice: (postgresUrl: string) => ServerChoice;
  readonly postgres: boolean;
}

/**
 * SQLite's one process, then PostgreSQL under server/cluster.ts with 1, 2 and 4 processes; the
 * 1-process run is PostgreSQL's figure beside SQLite's (the cluster's primary only hands each new
 * connection to a process, and the clients keep theirs open).
 */
const RUNS: readonly Run[] = [
  { label: 'SQLite', choice: () => ({}), postgres: false },
  ...[1, 2, 4].map((processes) => ({
    label: `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`,
    choice: (url: string) => ({
      databaseUrl: databaseUrl(url, `bench_processes_${processes}`),
      processes,
    }),
    postgres: true,
  })),
];

interface Figures {
  readonly adds: AddFigures;
  readonly addsCpu: CpuShares;
  readonly orders: OrderFigures;
  readonly saveMedian: number;
  readonly pagesPerSecond: number;
  readonly pagesCpu: CpuShares;
  /** The machine's 1-minute load average at the end of the run (other people's jobs included). */
  readonly load: number;
}

/** The owner saving the site `SAVES` times in a row, each on the revision the last one made. */
async function saveMedian(owner: Shopper): Promise<number> {
  const current = (await (
    await owner.request(`/api/sites/${DEMO_SITE_ID}`)
  ).json()) as SiteResponse;
  let revision = current.revision;
  const latencies: number[] = [];
  for (let n = 0; n < SAVES; n++) {
    const started = performance.now();
    const response = await owner.saveSite(DEMO_SITE_ID, revision, {
      ...current.site,
      title: `Bench save ${n}`,
    });
    const body = (await response.json()) as { revision: number };
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`A bench site save answered ${response.status}.`);
    revision = body.revision;
  }
  return percentile(
    latencies.sort((a, b) => a - b),
    0.5,
  );
}

/** `CLIENTS` visitors without cookies reading the live home page in a loop; reads a second. */
async function pagesPerSecond(baseUrl: string): Promise<number> {
  const read = async () => {
    const response = await fetch(new URL('/', baseUrl));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`The live home page answered ${response.status}.`);
  };
  await read(); // rendered once and cached (per process) before the clock starts
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let n = 0; n < PAGE_READS_PER_VISITOR; n++) await read();
    }),
  );
  return (CLIENTS * PAGE_READS_PER_VISITOR) / ((performance.now() - started) / 1000);
}

/** Throws when an accepted add is missing from the carts or the stock was not sold exactly. */
function checkNothingLost(label: string, figures: Figures): void {
  const { adds, orders } = figures;
  const problems = [
    adds.stored !== adds.accepted &&
      `${adds.accepted} adds were accepted but the carts hold ${adds.stored}`,
    adds.accepted !== adds.sent &&
      `${adds.sent - adds.accepted} of ${adds.sent} adds were refused (${[...new Set(adds.refusals)].join('; ')})`,
    orders.sold !== orders.units &&
      `${orders.sold} orders were placed for ${orders.units} units in stock`,
    orders.left !== 0 && `${orders.left} units are left in stock`,
    orders.unexpected > 0 && `${orders.unexpected} orders were answered neither 201 nor 400`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) throw new Error(`Storage bench, ${label}: ${problems.join('; ')}.`);
}

/** Logs how long each phase of a run took, so a slow run shows where its time went. */
function laps(label: string): (phase: string) => void {
  let last = performance.now();
  const parts: string[] = [];
  return (phase) => {
    const now = performance.now();
    parts.push(`${phase} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
    if (phase === 'pages') console.log(`bench: storage, ${label}: ${parts.join(', ')}`);
  };
}

async function measureRun(run: Run, cluster: PostgresCluster | undefined): Promise<Figures> {
  const lap = laps(run.label);
  const server = await startServer(run.choice(cluster?.url ?? ''));
  running.add(server.stop);
  try {
    lap('server up');
    const postgres = cluster && run.postgres ? pidWith(`-p ${cluster.port} `) : undefined;
    if (run.postgres && postgres === undefined) console.warn('bench: PostgreSQL process not found');
    const cpu = <T>(phase: () => Promise<T>) => measureCpu(server.pid, postgres, phase);
    const owner = await new Shopper(server.baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
    const adds = await cpu(() => measureAdds(server.baseUrl, owner, ADDS_PER_CLIENT));
    lap('sign-in and adds');
    const orders = await measureOrders(server.baseUrl, owner);
    lap('orders');
    console.log(
      `bench: saving the site ${SAVES} times; ${CLIENTS} visitors reading the live home page…`,
    );
    const saves = await saveMedian(owner);
    lap('saves');
    const pages = await cpu(() => pagesPerSecond(server.baseUrl));
    lap('pages');
    const figures = {
      adds: adds.result,
      addsCpu: adds.cpu,
      orders,
      saveMedian: saves,
      pagesPerSecond: pages.result,
      pagesCpu: pages.cpu,
      load: loadavg()[0] ?? Number.NaN,
    };
    checkNothingLost(run.label, figures);
    return figures;
  } finally {
    running.delete(server.stop);
    await server.stop();
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const cpuCell = (cpu: CpuShares) =>
  [cpu.server, cpu.postgres, cpu.clients, cpu.others].map(percent).join(' / ');

/** One line a figure, one column a run. */
function grid(results: readonly (readonly [Run, Figures])[]): string {
  const column = (cell: (figures: Figures) => string) => results.map(([, f]) => cell(f));
  const units = results[0]?.[1].orders.units ?? 0;
  const lines: [string, (figures: Figures) => string][] = [
    [`add to cart, ${CLIENTS} clients: adds/s`, (f) => formatValue(f.adds.perSecond, '/s')],
    ['add to cart: p99', (f) => formatValue(f.adds.p99, 'ms')],
    ['adds accepted / found in carts', (f) => `${f.adds.accepted} / ${f.adds.stored}`],
    [`orders, ${CLIENTS} buyers: answered/s`, (f) => formatValue(f.orders.perSecond, '/s')],
    [
      `orders: sold / stock ${units} / left`,
      (f) => `${f.orders.sold} / ${units} / ${f.orders.left}`,
    ],
    [`site save, median of ${SAVES}`, (f) => formatValue(f.saveMedian, 'ms')],
    [`live page GET /, ${CLIENTS} visitors: reads/s`, (f) => formatValue(f.pagesPerSecond, '/s')],
    ['CPU in adds: server / PG / clients / others', (f) => cpuCell(f.addsCpu)],
    ['CPU in page reads: server / PG / clients / others', (f) => cpuCell(f.pagesCpu)],
    ['machine load average (1 min, 2 cores) after', (f) => f.load.toFixed(1)],
  ];
  return renderGrid(
    ['Figure', ...results.map(([run]) => run.label)],
    lines.map(([figure, cell]) => [figure, ...column(cell)]),
  );
}

function rows(results: readonly (readonly [Run, Figures])[]): Row[] {
  return results.flatMap(([run, f]) =>
    (
      [
        [`add to cart, ${CLIENTS} clients: adds per second`, f.adds.perSecond, '/s'],
        ['add to cart: p99', f.adds.p99, 'ms'],
        [`orders, ${CLIENTS} buyers: orders answered per second`, f.orders.perSecond, '/s'],
        ['site save, median', f.saveMedian, 'ms'],
        [`live page, ${CLIENTS} visitors: reads per second`, f.pagesPerSecond, '/s'],
      ] as const
    ).map(([figure, value, unit]) => ({
      figure: `${run.label}: ${figure}`,
      value,
      unit,
      target: '',
      reference: '',
    })),
  );
}

/** Every run in turn on one PostgreSQL cluster; prints the grid and answers the rows. */
export async function storageEngineRows(): Promise<Row[]> {
  const cluster = await startPostgresCluster();
  running.add(cluster.stop);
  const results: [Run, Figures][] = [];
  const print = (title: string) =>
    console.log(
      `\n${title} (CPU: shares of all cores while the adds or page reads ran):\n\n${grid(results)}\n`,
    );
  try {
    for (const run of RUNS) {
      console.log(`bench: storage, ${run.label}…`);
      const started = performance.now();
      results.push([run, await measureRun(run, cluster)]);
      console.log(
        `bench: storage, ${run.label}: ${Math.round((performance.now() - started) / 1000)} s`,
      );
    }
  } catch (error) {
    if (results.length > 0) print('Storage engines, the runs before the failure');
    throw error;
  } finally {
    running.delete(cluster.stop);
    cluster.stop();
  }
  print('Storage engines');
  return rows(results);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const limit = setTimeout(() => {
    console.error(
      `bench: the storage bench ran over ${STORAGE_BENCH_BUDGET_MS / 1000} s; giving up.`,
    );
    stopStorageBench().finally(() => process.exit(1));
  }, STORAGE_BENCH_BUDGET_MS);
  limit.unref();
  const started = performance.now();
  storageEngineRows().then(
    () => {
      console.log(
        `bench: storage bench took ${Math.round((performance.now() - started) / 1000)} s.`,
      );
      clearTimeout(limit);
    },
    (error: unknown) => {
      console.error(
        `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      stopStorageBench().finally(() => process.exit(1));
    },
  );
}
