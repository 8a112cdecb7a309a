// Startup time until GraphQL answers, three ways: `npm start` on a fresh clone (this checkout's
// tracked files copied to an empty folder, node_modules linked: both builds, migrations, demo
// data), the built server on an empty data folder (the same without the build), and restarts on
// that folder. The fresh clone's steps are timed from what `npm start` prints. Rounds are
// interleaved and each prints the load average. BENCH_SMOKE=1: one round, no goal checked, and
// the fresh clone gets this checkout's builds (dist/, stamped as up to date), so `npm start` runs
// its whole path but the builds, which CI has just run; the restart is timed on the clone's data
// folder and the built server's own first start left out (the clone's was one).
// Needs `npm run build:server` first (`npm run build` for the smoke run). Everything stays on 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, loadAverage, median, spread } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(root, 'dist/server/src/main.js');
const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const readyTimeoutMs = 300_000;
const exitTimeoutMs = 20_000;
const goals = { 'fresh-clone': 60, 'first-start': 20, 'existing-data': 3 };

async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appSettings { demoMode } }' }),
      signal: AbortSignal.timeout(2_000),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

/** Waits until no process of group `pid` is left, sending SIGTERM and, after 10 s, SIGKILL to what remains. */
async function endGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // none left
    }
  };
  const deadline = performance.now() + 10_000;
  while (signal(0)) {
    signal(performance.now() < deadline ? 'SIGTERM' : 'SIGKILL');
    await sleep(100);
  }
}

/**
 * Runs `args` with node in `cwd` on the data folder `dataDir`, returns the seconds until GraphQL
 * answers and the second at which each line of its output appeared, then stops it with SIGTERM.
 */
async function timeStartup(dataDir, { cwd = root, args = [entry] } = {}) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  };
  delete env.DATABASE_URL; // always the embedded database
  const started = performance.now();
  // A group of its own: `npm start`'s server is its child, and nothing of either may outlive the round.
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines = [];
  createInterface({ input: child.stdout }).on('line', (line) =>
    lines.push({ at: (performance.now() - started) / 1000, line }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  try {
    while (!(await answers(port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${stderr}`);
      }
      if (performance.now() - started > readyTimeoutMs)
        throw new Error(`no answer within ${readyTimeoutMs / 1000} s:\n${stderr}`);
      await sleep(50);
    }
    return { seconds: (performance.now() - started) / 1000, lines };
  } finally {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, exitTimeoutMs))) {
      console.error(`the server did not stop within ${exitTimeoutMs / 1000} s of SIGTERM; killing it`);
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    } else if (child.exitCode !== 0) {
      console.error(`the server exited with ${child.exitCode ?? child.signalCode} after SIGTERM:\n${stderr}`);
    }
    await endGroup(child.pid);
  }
}

/** Prints the median and range of `seconds`; answers whether the median meets its goal (always true in smoke mode). */
function report(name, seconds) {
  const met = median(seconds) < goals[name];
  const verdict = smoke ? '' : ` — goal under ${goals[name]} s: ${met ? 'met' : 'NOT met'}`;
  console.log(`startup ${name}: ${spread(seconds, 1, 's')}${verdict}`);
  return smoke || met;
}

/** This checkout's tracked files (as they are now) in a new folder, with node_modules linked: a fresh clone after `npm ci`. */
async function freshClone() {
  const folder = await mkdtemp(join(tmpdir(), 'portal-bench-clone-'));
  execFileSync('sh', ['-c', `git ls-files -z | tar --null -T - -cf - | tar -xf - -C "${folder}"`], { cwd: root });
  symlinkSync(resolve(root, 'node_modules'), join(folder, 'node_modules'));
  if (smoke) {
    // Stamped after the copy, so newer than every source: `npm start` finds nothing to build.
    cpSync(join(root, 'dist'), join(folder, 'dist'), { recursive: true });
    for (const stamp of ['.server-built', '.client-built']) writeFileSync(join(folder, 'dist', stamp), '');
  }
  return folder;
}

/** The seconds at which `npm start` printed the end of a step (its lines start with "[12.3 s]"). */
function steps(lines) {
  return lines
    .filter(({ line }) => /^\[\d+\.\d s\] /.test(line))
    .map(({ at, line }) => `${at.toFixed(1)} s ${line.replace(/^\[[^\]]*\] /, '')}`);
}

if (!existsSync(entry)) {
  console.error(`${entry} is missing: run "npm run build:server" first.`);
  process.exit(1);
}

const folders = [];
try {
  const results = { 'fresh-clone': [], 'first-start': [], 'existing-data': [] };
  for (let run = 0; run < runs; run++) {
    const clone = await freshClone();
    folders.push(clone);
    const fromClone = await timeStartup(join(clone, 'data'), { cwd: clone, args: ['scripts/start.mjs'] });
    results['fresh-clone'].push(fromClone.seconds);
    console.log(`round ${run + 1} fresh clone: ${fromClone.seconds.toFixed(1)} s; load average ${loadAverage()}`);
    for (const step of steps(fromClone.lines)) console.log(`  ${step}`);
    if (smoke) {
      const again = await timeStartup(join(clone, 'data'));
      results['existing-data'].push(again.seconds);
      console.log(
        `round ${run + 1} built server: restart ${again.seconds.toFixed(1)} s; load average ${loadAverage()}`,
      );
      await rm(clone, { recursive: true, force: true, maxRetries: 5 });
      continue;
    }
    await rm(clone, { recursive: true, force: true, maxRetries: 5 });

    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
    folders.push(dataDir);
    const first = await timeStartup(dataDir);
    results['first-start'].push(first.seconds);
    const again = await timeStartup(dataDir);
    results['existing-data'].push(again.seconds);
    console.log(
      `round ${run + 1} built server: first start ${first.seconds.toFixed(1)} s, restart ${again.seconds.toFixed(1)} s; load average ${loadAverage()}`,
    );
    await rm(dataDir, { recursive: true, force: true });
  }
  const allMet = Object.entries(results)
    .filter(([, seconds]) => seconds.length > 0)
    .map(([name, seconds]) => report(name, seconds))
    .every(Boolean);
  if (!allMet) process.exitCode = 1;
} finally {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
