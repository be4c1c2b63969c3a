import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never Playwright's own download) against the real
// built app and server, started here on a free port with a throwaway database folder.
const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1600, height: 1000 },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf .test-results/e2e-data && tsx server/main.ts --port ${port} --data .test-results/e2e-data`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
