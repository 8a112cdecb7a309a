// `npm test`: every suite, one after the other, then one closing line with the totals.
//  1. unit and integration tests on the embedded PGlite;
//  2. the same suite on the PostgreSQL server of TEST_DATABASE_URL, when set;
//  3. the build, then the browser tests in Chromium (skipped, and said so, without Chromium;
//     with CI=true a skip is a failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = '.tmp/test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

function vitest(label, config, name, env) {
  const output = `${resultsDir}/${name}.json`;
  run(label, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env);
  if (!existsSync(output)) {
    exitCode = 1;
    console.error(`${label}: no results were written`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const counts = {
    passed: report.numPassedTests,
    // A file that fails before its tests run counts as one failure.
    failed: report.numFailedTests || (report.success ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
  };
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return counts;
}

vitest('Integration (PGlite)', 'vitest.config.ts', 'pglite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('Integration (PostgreSQL)', 'vitest.config.ts', 'postgres', { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL server run is skipped (PGlite covered it).');
}

if (run('Build (server and client)', 'npm', ['run', 'build'])) {
  const browser = vitest('Browser (Chromium)', 'vitest.browser.config.ts', 'browser', {});
  if (browser.passed === 0 || browser.skipped > 0) {
    console.log('\nBROWSER TESTS SKIPPED: Chromium was not found (apt-get install -y chromium, or set CHROMIUM_PATH).');
    if (process.env.CI === 'true') {
      console.error('CI must run the browser tests.');
      exitCode = 1;
    }
  }
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
