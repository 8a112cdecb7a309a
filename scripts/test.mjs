// `npm test`: every suite, one after the other, then one closing line with the totals.
//  1. unit and integration tests on the embedded PGlite;
//  2. the same suite on the PostgreSQL server of TEST_DATABASE_URL, when set;
//  3. the build, then the browser tests in Chromium (skipped, and said so, without Chromium;
//     with CI=true a skip is a failure).
import { testRun } from './test-steps.mjs';

const tests = testRun();
tests.vitest('Integration (PGlite)', 'vitest.config.ts', 'pglite', { env: { TEST_DB: 'pglite' } });
if (process.env.TEST_DATABASE_URL) {
  tests.vitest('Integration (PostgreSQL)', 'vitest.config.ts', 'postgres', { env: { TEST_DB: 'postgres' } });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL server run is skipped (PGlite covered it).');
}
tests.buildThenBrowser();
tests.finish();
