import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium';
import { E2E_DATA_DIR } from './test/e2e-data';
import { OWNER_EMAIL, OWNER_PASSWORD, OWNER_STATE_PATH } from './test/fixtures/owner';

// End-to-end tests drive Debian's Chromium (never Playwright's own download) against the real
// built app and server, started here on port 4310 (E2E_PORT to change) with a throwaway
// database folder and a known admin (OWNER_EMAIL, OWNER_PASSWORD). The global setup signs that
// admin in once; every browser starts from that state unless a spec gives it another
// (SIGNED_OUT for a visitor, or for the sign-in specs).
const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  // Playwright's 5 s for a page to show what is awaited is short on a busy 2-core machine.
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '.test-results/e2e.json' }],
  ],
  globalSetup: './test/e2e-sign-in.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1600, height: 1000 },
    storageState: OWNER_STATE_PATH,
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && tsx server/main.ts --port ${port} --data ${E2E_DATA_DIR}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { OWNER_EMAIL, OWNER_PASSWORD },
  },
});
