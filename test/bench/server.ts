// Starts the app server for the benchmark on a free port with a throwaway data folder, and
// stops it (and removes the folder) afterwards: `server/main.ts` on SQLite by default, or on a
// PostgreSQL database, or `server/cluster.ts`'s several processes on one. Every client of the benchmark shares one
// address, so the rate limits the store and forms figures would run into are raised, each by
// name (BENCH_LIMITS); the others keep their numbers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BucketRule, RuleName } from '../../server/limits/rules';
import { OWNER_EMAIL, OWNER_PASSWORD } from '../fixtures/owner';

export interface RunningServer {
  readonly baseUrl: string;
  /** The server's process (the cluster's primary, whose children are the others). */
  readonly pid: number;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * 50 clients adding 20 times, 50 buyers ordering, 50 visitors saving 3 forms, all at once, 60
 * owner sign-ins in a row, and 192 products created and deleted in a row.
 */
/** The admin the benchmark's server is started with: the end-to-end tests' (test/fixtures/owner). */
export const BENCH_OWNER = { email: OWNER_EMAIL, password: OWNER_PASSWORD } as const;

export const BENCH_LIMITS: Partial<Record<RuleName, BucketRule>> = {
  OWNER_SIGN_IN_PER_ADDRESS: { burst: 1000, perSecond: 100 },
  OWNER_SIGN_IN_PER_ACCOUNT: { burst: 1000, perSecond: 100 },
  // The storefront rows fill the catalogue to 200 products and empty it again (storefront.ts).
  PRODUCT_WRITE: { burst: 1000, perSecond: 100 },
  CART_ADD_PER_ADDRESS: { burst: 5000, perSecond: 500 },
  CART_WRITE: { burst: 5000, perSecond: 500 },
  ORDER_PLACE: { burst: 500, perSecond: 50 },
  FORM_SUBMISSION_KEY: { burst: 1000, perSecond: 100 },
  FORM_SAVE_PER_ADDRESS: { burst: 1000, perSecond: 100 },
  // Every bench visitor comes from one address (analytics.ts).
  ANALYTICS_PER_ADDRESS: { burst: 1_000_000, perSecond: 100_000 },
  ANALYTICS_ALL: { burst: 1_000_000, perSecond: 100_000 },
};

const limitFlags = Object.entries(BENCH_LIMITS).flatMap(([name, rule]) => [
  '--limit',
  `${name}=${rule.burst}/${rule.perSecond}`,
]);

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms.`);
}

export interface ServerChoice {
  /** `postgres://…`: the database every process uses; without it the SQLite file. */
  readonly databaseUrl?: string;
  /** Several processes behind the port (`server/cluster.ts`; needs `databaseUrl`). */
  readonly processes?: number;
  /** Limits raised beyond BENCH_LIMITS. */
  readonly limits?: Partial<Record<RuleName, BucketRule>>;
  /** A data folder the caller filled (removed on stop all the same); else a new one. */
  readonly dataDir?: string;
  /** The port to listen on; else a free one. */
  readonly port?: number;
}

/** Resolves once `pattern` shows in the child's output; rejects when it exits or times out first. */
function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server printed no ${pattern} within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    const check = () => {
      if (!pattern.test(output())) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code}.`));
    });
    check();
  });
}

export async function startServer(choice: ServerChoice = {}): Promise<RunningServer> {
  const port = choice.port ?? (await freePort());
  const dataDir = choice.dataDir ?? mkdtempSync(join(tmpdir(), 'sitebuilder-bench-'));
  const entry = choice.processes
    ? ['server/cluster.ts', '--processes', String(choice.processes)]
    : ['server/main.ts'];
  const moreLimits = Object.entries(choice.limits ?? {}).flatMap(([name, rule]) => [
    '--limit',
    `${name}=${rule.burst}/${rule.perSecond}`,
  ]);
  const args = ['--port', String(port), '--data', dataDir, ...limitFlags, ...moreLimits];
  // node itself, not tsx's launcher: signals reach the server (or the cluster's primary) directly.
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      OWNER_EMAIL: BENCH_OWNER.email,
      OWNER_PASSWORD: BENCH_OWNER.password,
      ...(choice.databaseUrl ? { DATABASE_URL: choice.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The cluster's primary prints its processes once every one of them listens.
    if (choice.processes) await waitForLine(child, /^Processes: /m, () => stdout, 240_000);
    await waitForHealth(`${baseUrl}/api/health`, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}
