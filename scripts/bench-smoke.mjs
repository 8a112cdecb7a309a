// Runs every `bench:*` script of package.json in turn with BENCH_SMOKE=1 (small sizes, one short
// round, no goal checked), prints each one's time and result, and fails if any of them failed: a
// bench that no longer runs breaks the build instead of rotting. The list comes from package.json,
// so a new bench is included by itself. Benches that need the PostgreSQL server get
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; each makes and drops a
// database of its own). Needs `npm run build` first (the server, and the client for the browser
// benches). Arguments narrow the run to the named scripts: `npm run bench:smoke -- bench:chat`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const own = 'bench:smoke';
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = process.argv.slice(2);
const benches = Object.keys(scripts).filter(
  (name) => name.startsWith('bench:') && name !== own && (wanted.length === 0 || wanted.includes(name)),
);
const unknown = wanted.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  console.error(`bench smoke: no such bench script: ${unknown.join(', ')}`);
  process.exit(1);
}
const env = {
  ...process.env,
  BENCH_SMOKE: '1',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one bench through npm (as a developer would); answers its exit code, or the signal that ended it. */
function run(name) {
  return new Promise((resolveRun) => {
    const child = spawn(npm, ['run', '--silent', name], { env, stdio: 'inherit' });
    child.once('error', (error) => resolveRun(`could not start: ${error.message}`));
    child.once('exit', (code, signal) => resolveRun(signal ?? code));
  });
}

const results = [];
const startedAll = performance.now();
for (const name of benches) {
  console.log(`\n=== ${name} (smoke)`);
  const started = performance.now();
  const outcome = await run(name);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, ok: outcome === 0, outcome });
}

console.log('\nbench smoke runs:');
for (const { name, seconds, ok, outcome } of results)
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s  ${ok ? 'ok' : `FAILED (${outcome})`}`);
console.log(`  all of them: ${((performance.now() - startedAll) / 1000).toFixed(1)} s`);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`bench smoke: ${failed.map((result) => result.name).join(', ')} failed`);
  process.exitCode = 1;
}
