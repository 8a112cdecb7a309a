// `npm run test:node24`: the unit and integration suite run by Node 24 LTS (production's Node)
// whatever Node runs npm: on PGlite, or with TEST_DB=postgres on the PostgreSQL server of
// TEST_DATABASE_URL (what CI runs: the server pass on production's Node). Node 24 comes from the npm registry's `node` package, installed
// once into .tmp/node24 (its install script fetches the binary for this platform, so it is
// approved there). Native addons in node_modules (argon2) use Node-API and load on both Nodes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { testRun } from './test-steps.mjs';

const major = 24;
const prefix = resolve('.tmp/node24');
const node = join(prefix, 'node_modules/node/bin/node');

const versionOf = (binary) => spawnSync(binary, ['-p', 'process.version'], { encoding: 'utf8' }).stdout?.trim() ?? '';

if (!existsSync(node) || !versionOf(node).startsWith(`v${major}.`)) {
  console.log(`Installing Node ${major} from the npm registry into ${prefix}`);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(
    join(prefix, 'package.json'),
    `${JSON.stringify(
      {
        private: true,
        dependencies: { node: String(major) },
        allowScripts: { node: true },
      },
      null,
      2,
    )}\n`,
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: prefix,
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error(`Node ${major} could not be installed`);
    process.exit(1);
  }
}
const version = versionOf(node);
if (!version.startsWith(`v${major}.`)) {
  console.error(`${node} answers ${version || 'nothing'}, not Node ${major}`);
  process.exit(1);
}

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
