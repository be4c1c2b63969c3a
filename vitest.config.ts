import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test (*.test.ts, *.test.tsx).
// Files that need a DOM say so with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    include: ['{shared,blocks,editor,preview,site,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The server tests upload 2 MB bodies over real HTTP; on a busy 2-core machine the 5 s
    // default was once too short. A time budget, not an assertion.
    testTimeout: 15_000,
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      include: [
        'shared/**/*.ts',
        'editor/**/*.{ts,tsx}',
        'blocks/**/*.{ts,tsx}',
        'preview/**/*.{ts,tsx}',
        'site/**/*.{ts,tsx}',
        'server/**/*.ts',
      ],
      exclude: ['**/*.test.{ts,tsx}'],
      thresholds: {
        'shared/**/*.ts': { lines: 95, branches: 95 },
      },
    },
  },
});
