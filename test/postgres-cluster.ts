// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, started on
// a free port (C locale, no fsync: nothing here must survive), stopped and removed afterwards.
// PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, on the default database. */
  readonly url: string;
  readonly port: number;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Runs one of PostgreSQL's programs, as `postgres` when we are root. */
function run(program: string, args: readonly string[]): void {
  const path = join(POSTGRES_BIN, program);
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, [...args]];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL not found in ${POSTGRES_BIN}: run node scripts/ensure-postgres.mjs`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(group));
  }
  const data = join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--locale=C',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', '-s', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-s', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The same cluster's URL naming another database. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.href;
}
