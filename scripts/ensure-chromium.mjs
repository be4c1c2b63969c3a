// Makes sure Debian's Chromium is installed: end-to-end tests and benchmarks drive it.
// Playwright's own browser download cannot work on these machines, so we never use it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const asRoot = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package…`);
  execSync(
    `${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends chromium fonts-liberation`,
    { stdio: 'inherit' },
  );
}
