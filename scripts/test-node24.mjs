// `npm run test:node24`: the unit and integration suite run by Node 24 LTS (production's Node)
// whatever Node runs npm: on PGlite, or with TEST_DB=postgres on the PostgreSQL server of
// TEST_DATABASE_URL (CI's second pass). Node 24 comes from the npm registry's `node` package
// (node24.mjs). Native addons in node_modules (argon2) use Node-API and load on any Node.
import { node24, versionOf } from './node24.mjs';
import { testRun } from './test-steps.mjs';

const node = node24();
const version = versionOf(node);
console.log(`process.version of the suite's Node: ${version}`);
const tests = testRun({ resultsDir: '.tmp/test-results/node24' });
const onServer = process.env.TEST_DB === 'postgres';
if (onServer && !process.env.TEST_DATABASE_URL) {
  console.error('TEST_DB=postgres needs TEST_DATABASE_URL');
  process.exit(1);
}
// Test files given on the command line narrow the run (`npm run test:node24 -- tests/unit`).
tests.vitest(
  `Integration on Node ${version} (${onServer ? 'PostgreSQL' : 'PGlite'})`,
  'vitest.config.ts',
  onServer ? 'postgres' : 'pglite',
  { env: { TEST_DB: onServer ? 'postgres' : 'pglite' }, node, files: process.argv.slice(2) },
);
tests.finish();
