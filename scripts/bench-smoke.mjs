// Runs every `bench:*` script of package.json with BENCH_SMOKE=1 (small sizes, one short round, no
// goal checked), prints each one's output, time and CPU, and fails if any of them failed: a bench
// that no longer runs breaks the build instead of rotting. The list comes from package.json, so a
// new bench is included by itself. What makes it short:
// - the migrations and demo data a first start loads are made once, for the embedded database and
//   for the PostgreSQL server (tests/bench/seeded-data.mjs), and each bench's server starts on a
//   copy of them instead of loading them again; the benches that time a first start (startup,
//   memory) do not use them and start while they are being made;
// - BENCH_SMOKE_JOBS benches (2) run at once, the slowest first; each one's output is printed
//   whole when it ends, so outputs do not mix;
// - a bench still running after BENCH_SMOKE_TIMEOUT_S (600) is stopped (SIGTERM to its process
//   group, which cleans up, then SIGKILL) and counts as failed.
// The CPU figures (user + system of each bench and everything it started; PostgreSQL's backends
// are not among them) move far less with the machine's load than the seconds do.
// Benches that need the PostgreSQL server get TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; each makes and drops databases of its own). Needs
// `npm run build` first (the server, and the web app for the browser benches). Arguments narrow the
// run to the named scripts: `npm run bench:smoke -- bench:chat`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { makeSeededData } from '../tests/bench/seeded-data.mjs';
import { loadAverage } from '../tests/bench/support.mjs';

const own = 'bench:smoke';
// The longest smoke runs, started first so that the shorter ones fill the other slot meanwhile.
const slowest = ['bench:startup', 'bench:lighthouse', 'bench:chat', 'bench:viewer', 'bench:instances'];
// The benches that time a first start themselves, on data of their own: they start at once.
const ownFirstStart = ['bench:startup', 'bench:memory'];
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = process.argv.slice(2);
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:') && name !== own && (wanted.length === 0 || wanted.includes(name)))
  .sort((a, b) => rank(a) - rank(b));
const unknown = wanted.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  console.error(`bench smoke: no such bench script: ${unknown.join(', ')}`);
  process.exit(1);
}
const jobs = Number(process.env.BENCH_SMOKE_JOBS ?? 2);
const timeoutSeconds = Number(process.env.BENCH_SMOKE_TIMEOUT_S ?? 600);
if (!Number.isInteger(jobs) || jobs < 1 || !(timeoutSeconds > 0)) {
  console.error(
    'bench smoke: BENCH_SMOKE_JOBS must be a whole number from 1 and BENCH_SMOKE_TIMEOUT_S a number of seconds',
  );
  process.exit(1);
}
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Where `name` goes in the queue: the slowest first, in their order, then the rest as package.json lists them. */
function rank(name) {
  const at = slowest.indexOf(name);
  return at === -1 ? slowest.length : at;
}

const running = new Set();
const queue = [...benches];
let seeded;
const stopEverything = async (signal) => {
  console.error(`bench smoke: ${signal}, stopping the benches`);
  queue.length = 0; // none starts after this
  await seeding.catch(() => {});
  for (const child of running) stopGroup(child);
  await Promise.all([...running].map((child) => child.ended));
  await seeded?.remove();
  process.exit(1);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopEverything(signal));

/** SIGTERM to the bench's process group (npm's shell, node, its servers and browsers), SIGKILL 20 s later. */
function stopGroup(child) {
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has already ended.
    }
  };
  kill('SIGTERM');
  setTimeout(() => kill('SIGKILL'), 20_000).unref();
}

/** Runs one bench's command (as npm would, without npm's own start-up) in a process group of its own; answers how it ended and what it printed. */
function run(name, env) {
  const started = performance.now();
  // The shell's `times` says the CPU its children used (their own children's too, once reaped): on
  // file descriptor 3, apart from the bench's output.
  const command = `${scripts[name]}; code=$?; times >&3; exit $code`;
  const child = spawn('sh', ['-c', command], { env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], detached: true });
  let output = '';
  let times = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdio[3].on('data', (chunk) => (times += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stopGroup(child);
  }, timeoutSeconds * 1000);
  child.ended = new Promise((resolveRun) => {
    let outcome;
    child.once('error', (error) => resolveRun(`could not start: ${error.message}`));
    // Whatever the bench left running in its group is stopped, so that its output ends too.
    child.once('exit', (code, signal) => {
      outcome = signal ?? code;
      stopGroup(child);
    });
    child.once('close', () => resolveRun(outcome));
  }).then((outcome) => {
    clearTimeout(timer);
    running.delete(child);
    const seconds = (performance.now() - started) / 1000;
    return {
      name,
      seconds,
      cpuSeconds: childrenCpu(times),
      output,
      ok: outcome === 0 && !timedOut,
      outcome: timedOut ? `over ${timeoutSeconds} s` : outcome,
    };
  });
  running.add(child);
  return child.ended;
}

/** User + system seconds from the second line of `times` ("1m2.50s 0m3.25s"); NaN when it is missing. */
function childrenCpu(times) {
  const line = times.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, rest]) => Number(minutes) * 60 + Number(rest),
  );
  return seconds.length === 2 ? seconds[0] + seconds[1] : NaN;
}

/** CPU seconds (user + system) of this process's children reaped so far, theirs included (Linux, /proc). */
function reapedCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime are fields 16 and 17 of stat(5); the split leaves out the first two.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const startedAll = performance.now();
console.log(
  `bench smoke: ${benches.length} benches, ${jobs} at a time; load average ${loadAverage()}\nmaking the seeded data (migrations and demo data, embedded and on ${new URL(serverUrl).host})…`,
);
const results = [];
const seeding = (async () => {
  const started = performance.now();
  try {
    seeded = await makeSeededData(serverUrl);
    const result = { name: 'seeded data', seconds: (performance.now() - started) / 1000, cpuSeconds: reapedCpu() };
    console.log(`seeded data made in ${result.seconds.toFixed(1)} s`);
    results.push({ ...result, ok: true });
    return seeded.env;
  } catch (error) {
    // The benches then load the demo data themselves, as they do without the smoke run.
    console.error('bench smoke: could not make the seeded data:', error);
    results.push({ name: 'seeded data', seconds: (performance.now() - started) / 1000, ok: false, outcome: 'error' });
    return {};
  }
})();
try {
  const worker = async () => {
    while (queue.length > 0) {
      const name = queue.shift();
      // Those that time a first start do not wait for the seeded data.
      const seededEnv = ownFirstStart.includes(name) ? {} : await seeding;
      const result = await run(name, { ...process.env, ...seededEnv, BENCH_SMOKE: '1', TEST_DATABASE_URL: serverUrl });
      results.push(result);
      console.log(
        `\n=== ${result.name} (smoke): ${result.ok ? 'ok' : `FAILED (${result.outcome})`} in ${result.seconds.toFixed(1)} s\n${result.output.trimEnd()}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, benches.length) }, worker));
  await seeding;
} finally {
  await seeded?.remove();
}

const cpu = (seconds) => (Number.isNaN(seconds ?? NaN) ? '' : `${seconds.toFixed(1).padStart(6)} s CPU`);
console.log(`\nbench smoke runs (${jobs} at a time; CPU: user + system of each and its children, not PostgreSQL's):`);
for (const { name, seconds, cpuSeconds, ok, outcome } of results)
  console.log(
    `  ${name.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s ${cpu(cpuSeconds).padEnd(12)}  ${ok ? 'ok' : `FAILED (${outcome})`}`,
  );
const wall = (performance.now() - startedAll) / 1000;
const allCpu = reapedCpu();
console.log(
  `  all of them: ${wall.toFixed(1)} s, ${allCpu.toFixed(1)} s of CPU (at least ${(allCpu / availableParallelism()).toFixed(0)} s on ${availableParallelism()} idle cores); load average ${loadAverage()}`,
);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`bench smoke: ${failed.map((result) => result.name).join(', ')} failed`);
  process.exitCode = 1;
}
