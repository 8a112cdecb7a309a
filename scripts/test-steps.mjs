// The steps of the test scripts (test.mjs, browser-tests.mjs, test-node24.mjs): suites run one
// after the other, each one's counts read from vitest's JSON report and added up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/** The order CI runs the tests in (see vitest below). */
const shuffleSeed = 20261127;

export function testRun({ resultsDir = '.tmp/test-results' } = {}) {
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

  /**
   * A vitest suite (only `files` when given); `node` runs it on that Node binary instead of the
   * one running this script.
   */
  function vitest(label, config, name, { env = {}, node = undefined, files = [] } = {}) {
    const output = `${resultsDir}/${name}.json`;
    const args = [
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      // CI runs the files and the tests in each in a shuffled order: they must pass in any order.
      // The seed is fixed so that a failure can be run again as it was; TEST_SHUFFLE_SEED changes
      // it (any number) to try another order.
      ...(process.env.CI === 'true'
        ? ['--sequence.shuffle', `--sequence.seed=${process.env.TEST_SHUFFLE_SEED ?? shuffleSeed}`]
        : []),
      ...files,
    ];
    if (node) run(label, node, ['node_modules/vitest/vitest.mjs', ...args], env);
    else run(label, 'npx', ['vitest', ...args], env);
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

  /** The build, then the browser tests in Chromium against it; a skip fails with CI=true. */
  function buildThenBrowser() {
    if (!run('Build (server and client)', 'npm', ['run', 'build'])) return;
    const browser = vitest('Browser (Chromium)', 'vitest.browser.config.ts', 'browser');
    if (browser.passed === 0 || browser.skipped > 0) {
      console.log(
        '\nBROWSER TESTS SKIPPED: Chromium was not found (apt-get install -y chromium, or set CHROMIUM_PATH).',
      );
      if (process.env.CI === 'true') {
        console.error('CI must run the browser tests.');
        exitCode = 1;
      }
    }
  }

  /** Prints the totals and ends the process, failing when any step failed. */
  function finish() {
    console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    process.exit(exitCode);
  }

  return { run, vitest, buildThenBrowser, finish };
}
