// Startup time of the built server: from spawning `node dist/server/src/main.js` until GraphQL
// answers. First start on an empty data folder (create PGlite, migrate, seed), then restarts on
// that same folder. Needs `npm run build:server` first. Everything stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, setting, smoke, verdict } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(root, 'dist/server/src/main.js');
const runs = setting('BENCH_RUNS', 3, 1);
const readyTimeoutMs = 90_000;
const exitTimeoutMs = 20_000;
const goals = { 'first-start': 20, 'existing-data': 3 };

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

/** Starts the server on `dataDir`, returns the seconds until it answers, then stops it with SIGTERM. */
async function timeStartup(dataDir) {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // always the embedded database
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
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
    return (performance.now() - started) / 1000;
  } finally {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, exitTimeoutMs))) {
      console.error(`the server did not stop within ${exitTimeoutMs / 1000} s of SIGTERM; killing it`);
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    } else if (child.exitCode !== 0) {
      console.error(`the server exited with ${child.exitCode ?? child.signalCode} after SIGTERM:\n${stderr}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(name, seconds) {
  const shown = seconds.map((value) => value.toFixed(1)).join(', ');
  const met = median(seconds) < goals[name];
  console.log(
    `startup ${name}: ${median(seconds).toFixed(1)} s (runs: ${shown}) — goal under ${goals[name]} s: ${verdict(met)}`,
  );
  return met;
}

if (!existsSync(entry)) {
  console.error(`${entry} is missing: run "npm run build:server" first.`);
  process.exit(1);
}

const folders = [];
try {
  const firstStart = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
    folders.push(dataDir);
    firstStart.push(await timeStartup(dataDir));
  }
  const existingData = [];
  for (let run = 0; run < runs; run++) existingData.push(await timeStartup(folders.at(-1)));

  const allMet = [report('first-start', firstStart), report('existing-data', existingData)].every(Boolean);
  if (!allMet && !smoke) process.exitCode = 1;
} finally {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
