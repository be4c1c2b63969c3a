import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test (*.test.ts, *.test.tsx).
// Files that need a DOM say so with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    include: ['{shared,blocks,editor,preview,site,server}/**/*.test.{ts,tsx}'],
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
