import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { needsOwnProcess } from './test/own-process.ts';

// The server and storage integration suites again, on PostgreSQL (`npm run test:postgres`): every
// server test file that opens a database, against a throwaway cluster the global setup starts.
// Left out: the files that check the SQLite file itself (listed below, with why).
const SQLITE_ONLY = new Set([
  // The SQLite file's path, WAL mode and migrations of an old SQLite file.
  'server/storage/kysely-store.test.ts',
  // A restart keeps the SQLite file and checkpoints its WAL.
  'server/restart.test.ts',
]);
const OPENS_A_DATABASE =
  /serverForTests|startServer|openApp\(|openStores|commerce-test-helpers|owner-test-helpers|passkey-test-helpers/;

const files = (readdirSync('server', { recursive: true }) as string[])
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `server/${name}`)
  .filter((path) => !SQLITE_ONLY.has(path))
  .filter((path) => OPENS_A_DATABASE.test(readFileSync(path, 'utf8')));

// As in vitest.config.ts: files share a worker's modules, except those that replace modules or
// fake the clock, which get a process of their own.
const ownProcess = files.filter((path) => needsOwnProcess(readFileSync(path, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['test/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    globalSetup: ['test/postgres-global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'postgres',
          // *.pg.ts: PostgreSQL only (two server processes on one database; db:copy).
          include: [...files.filter((path) => !ownProcess.includes(path)), 'server/**/*.pg.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'postgres-own-process', include: ownProcess } },
    ],
  },
});
