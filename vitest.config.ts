import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { needsOwnProcess } from './test/own-process.ts';

// Unit and integration tests sit beside the code they test (*.test.ts, *.test.tsx); one that
// reads parts that may not import each other (server/ and blocks/) sits in test/.
// Files that need a DOM say so with a `// @vitest-environment jsdom` comment.
const ROOTS = ['shared', 'blocks', 'editor', 'preview', 'site', 'server', 'test'];
const testFiles = ROOTS.flatMap((root) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${root}/${name}`),
);
const sources = new Map(testFiles.map((path) => [path, readFileSync(path, 'utf8')]));
const DOM = /^\/\/ @vitest-environment jsdom$/m;
const domFiles = testFiles.filter((path) => DOM.test(sources.get(path) ?? ''));
const nodeFiles = testFiles.filter((path) => !domFiles.includes(path));
const ownProcessFiles = nodeFiles.filter((path) => needsOwnProcess(sources.get(path) ?? ''));
const sharedFiles = nodeFiles.filter((path) => !ownProcessFiles.includes(path));
const isServer = (path: string) => path.startsWith('server/');

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['test/vitest-setup.ts'],
    // The server tests upload 2 MB bodies over real HTTP and start servers that draw the demo
    // images; on a busy 2-core machine Vitest's 5 s and 10 s defaults were too short. Time
    // budgets, not assertions (the PostgreSQL run uses the same).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One test file per core: Vitest's default leaves one core to its main process, which on a
    // 2-core machine halves the run for a process that mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The files with a DOM run in VM contexts: each file still gets its own modules and its
        // own jsdom window, but a worker loads jsdom once instead of once per file, which took
        // most of these files' time (measured: 100 files, 274 s -> 98 s on 2 cores).
        test: { name: 'dom', include: domFiles, pool: 'vmForks' },
      },
      {
        extends: true,
        // The unit tests of shared/, blocks/, editor/, site/ and preview/ without a DOM: a worker
        // runs file after file with the modules they share loaded once (importing them again for
        // each file was most of these files' time). They keep no state in modules between files,
        // and each starts with real timers and no stubs (test/vitest-setup.ts).
        test: {
          name: 'unit',
          include: sharedFiles.filter((path) => !isServer(path)),
          isolate: false,
        },
      },
      {
        extends: true,
        // The server's tests, sharing a worker's modules the same way: they start real servers
        // on real databases and close them. `npm test` runs them without coverage (coverage is
        // measured for shared/, which its own and the client's tests cover).
        test: { name: 'server', include: sharedFiles.filter(isServer), isolate: false },
      },
      {
        extends: true,
        // A file that replaces modules or fakes the clock, in a process of its own.
        test: { name: 'own-process', include: ownProcessFiles },
      },
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      // Measured for the pure library, whose rules every other part calls (and which has a
      // threshold); turning the whole app's coverage into a report took the run longer.
      include: ['shared/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}'],
      thresholds: {
        'shared/**/*.ts': { lines: 95, branches: 95 },
      },
    },
  },
});
