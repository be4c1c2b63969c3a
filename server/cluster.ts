// `npm run start:cluster -- --processes 4 [server/main.ts flags]`: several server processes behind
// one port (node:cluster hands each new connection to a worker in turn), sharing one PostgreSQL
// database (DATABASE_URL is required: SQLite is one process's file). The first worker migrates
// and seeds before the others start, so they never race to seed.
import cluster from 'node:cluster';
import { CliError, parseCli } from './cli';
import { startServer } from './server';
import { isPostgresUrl } from './storage/postgres';

interface Ready {
  readonly signInUrl: string;
  readonly adminEmail: string;
}

function processCount(args: string[]): { count: number; rest: string[] } {
  const index = args.indexOf('--processes');
  if (index === -1) return { count: 2, rest: args };
  const value = args[index + 1] ?? '';
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 64) {
    throw new CliError(`--processes must be a whole number from 1 to 64, not "${value}".`);
  }
  return { count, rest: [...args.slice(0, index), ...args.slice(index + 2)] };
}

function forkReady(): Promise<Ready> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    worker.once('message', (message: Ready) => resolve(message));
    worker.once('exit', (code) => reject(new Error(`A server process exited with ${code}.`)));
  });
}

async function primary(): Promise<void> {
  const { count, rest } = processCount(process.argv.slice(2));
  parseCli(rest, process.env);
  if (!isPostgresUrl(process.env.DATABASE_URL)) {
    throw new CliError('start:cluster needs DATABASE_URL=postgres://… (every process shares it).');
  }
  cluster.setupPrimary({ args: rest });
  const first = await forkReady();
  await Promise.all(Array.from({ length: count - 1 }, forkReady));
  console.log(`Editor: ${first.signInUrl}`);
  console.log(`Processes: ${count}, sharing ${new URL(first.signInUrl).host}`);
  console.log(`Admin: ${first.adminEmail}`);
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // A worker that dies unasked is replaced.
  cluster.on('exit', (worker, code, signal) => {
    if (signal === 'SIGTERM' || worker.exitedAfterDisconnect) return;
    console.error(`Server process ${worker.process.pid} exited with ${code}; starting another.`);
    cluster.fork();
  });
}

async function worker(): Promise<void> {
  const server = await startServer(parseCli(process.argv.slice(2), process.env));
  process.send?.({ signInUrl: server.signInUrl, adminEmail: server.adminEmail } satisfies Ready);
  process.once('SIGTERM', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await (cluster.isPrimary ? primary() : worker());
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(error instanceof CliError ? 2 : 1);
}
