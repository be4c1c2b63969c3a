// `npm test`: every check the project has, then one closing line with the totals. Steps: types
// (the pure shared/ library and the whole app), lint, unit tests (vitest, with coverage of
// shared/ from the Node tests, which hold shared/'s own), the components in jsdom (without
// coverage: it doubled their time), the server's integration tests on SQLite, the server and storage integration suites a second time on PostgreSQL
// (vitest.postgres.config.ts, a throwaway cluster), and end-to-end tests in Chromium (Playwright)
// against the built app. The end-to-end tests are the longest step and mostly wait on the
// browser, so the build starts at once and they start as soon as it is done, beside the other
// steps, which run one after another; they run as E2E_SHARDS shards (2 by default: Playwright's
// --shard, whole spec files in order), each with its own server, port and data folder, side by
// side; each shard's output is printed when it ends. A failed step does
// not stop the others, so one run shows everything that is wrong; the exit code is non-zero if
// any step failed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['types (shared/, pure)', 'npx tsc --noEmit -p tsconfig.shared.json'],
  ['types (all)', 'npx tsc --noEmit -p tsconfig.json'],
  ['lint', 'npx biome check .'],
  [
    'unit (with coverage of shared/)',
    `npx vitest run --coverage --project unit --project own-process --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`,
  ],
  [
    'components (jsdom)',
    `npx vitest run --project dom --reporter=default --reporter=json --outputFile.json=${results}/vitest-dom.json`,
  ],
  [
    'integration (server, SQLite)',
    `npx vitest run --project server --reporter=default --reporter=json --outputFile.json=${results}/vitest-server.json`,
  ],
  [
    'integration on PostgreSQL',
    `node scripts/ensure-postgres.mjs && npx vitest run --config vitest.postgres.config.ts --reporter=default --reporter=json --outputFile.json=${results}/vitest-postgres.json`,
  ],
];

const buildStep = ['build', 'npm run --silent build && node scripts/ensure-chromium.mjs'];
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const shards = Array.from({ length: SHARDS }, (_, index) => {
  const shard = index + 1;
  return {
    step: [
      `end-to-end (Chromium), shard ${shard}/${SHARDS}`,
      `npx playwright test --shard=${shard}/${SHARDS}`,
    ],
    log: `${results}/e2e-${shard}.log`,
    env: {
      E2E_PORT: String(4310 + index),
      E2E_DATA_DIR: `${results}/e2e-data-${shard}`,
      E2E_OWNER_STATE: `${results}/owner-state-${shard}.json`,
      E2E_REPORT: `${results}/e2e-${shard}.json`,
    },
  };
});

/** Starts a step in the background, its output written straight to a log printed when it ends. */
function startInBackground([name, command], log, env = {}) {
  const out = openSync(log, 'w');
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  closeSync(out);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${name}: ${command}\n${readFileSync(log, 'utf8')}`);
      resolve(status === 0 ? undefined : name);
    });
  });
}

const failedSteps = [];
const endToEnd = startInBackground(buildStep, `${results}/build.log`).then((buildFailed) =>
  buildFailed
    ? [buildFailed, ...shards.map(({ step }) => step[0])]
    : Promise.all(shards.map(({ step, log, env }) => startInBackground(step, log, env))),
);
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  // Not spawnSync: this process's event loop must stay free to start the end-to-end tests.
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) failedSteps.push(name);
}
failedSteps.push(...(await endToEnd).filter(Boolean));

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}
let passed = 0;
let failed = 0;
/** Each failed test's file, name and first line of its error: the last lines are what CI shows. */
const failures = [];
const ESCAPE = String.fromCharCode(27);
const firstLine = (text) =>
  String(text ?? '')
    .replaceAll(new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')[0];
for (const file of [
  'vitest.json',
  'vitest-dom.json',
  'vitest-server.json',
  'vitest-postgres.json',
]) {
  const vitest = readJson(`${results}/${file}`);
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const suite of vitest.testResults) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${file}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${file}: ${where}: ${firstLine(suite.message)}`);
    }
  }
}
for (const { env } of shards) {
  const e2e = readJson(env.E2E_REPORT);
  if (!e2e) continue;
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const bad = test.results.find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        if (bad) {
          const name = [...titles, spec.title].join(' > ');
          failures.push(`e2e: ${spec.file} > ${name}: ${firstLine(bad.error?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites) visit(suite, []);
}
const coverage = readJson('coverage/coverage-summary.json');
if (coverage) {
  const shared = { lines: [0, 0], branches: [0, 0] };
  for (const [file, summary] of Object.entries(coverage)) {
    if (!file.includes('/shared/')) continue;
    for (const key of ['lines', 'branches']) {
      shared[key][0] += summary[key].covered;
      shared[key][1] += summary[key].total;
    }
  }
  const pct = ([covered, total]) => (total ? ((100 * covered) / total).toFixed(1) : '100.0');
  console.log(`\nshared/ coverage: lines ${pct(shared.lines)}%, branches ${pct(shared.branches)}%`);
}
if (failures.length)
  console.log(`\nfailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed');
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
