// Memory of the built server on the embedded database (PGlite), as `npm start` runs it (its node
// flags, scripts/server-node-flags.mjs; demo data): RSS, its peak, the JS heap, external and array buffers, and the WebAssembly
// memories (PGlite's heap) after the start, after a short load of the usual pages (catalogue,
// settings, course images, sign-in and the signed-in home) and after idling once its background jobs
// are done. Each run starts on a fresh data folder (the first start: migrations and demo data in a
// process of their own, as `npm start` runs them, then the server, whose jobs make the AVIF copies
// of the demo images, each in a short-lived child process), then once more on that same folder (a restart). The load also times the catalogue and the
// sign-in, so a saving that slows users down shows. BENCH_SMOKE=1: one short run, no goal checked. Needs `npm run build:server`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverEnvironment, serverNodeFlags, serverNodeFlagsFor } from '../../scripts/server-node-flags.mjs';
import {
  cleanUpOnHangOrSignal,
  freePort,
  loadAverage,
  median,
  requireBuiltServer,
  spread,
  waitForJobsDone,
  waitForServer,
} from './support.mjs';

const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const idleSeconds = smoke ? 2 : Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const loadRounds = smoke ? 3 : 40;
const goalMiB = 250;
const MiB = 1024 * 1024;

requireBuiltServer('memory');

const catalogueQuery =
  '{ publicCourses { id name subtopic date time investment { cents currency } availableSpaces imageUrl status catalogueState } }';
const homeQuery = '{ me { id email } appSettings { demoMode } }';

const servers = new Set();
const folders = [];
const stopAll = async () => {
  for (const server of servers) server.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
};
const stopWatch = cleanUpOnHangOrSignal('memory', smoke ? 5 : 40, stopAll);

// BENCH_NODE_FLAGS=plain runs the server without what `npm start` adds for it (--liftoff-only for the
// embedded database, MALLOC_ARENA_MAX), to compare.
const plain = process.env.BENCH_NODE_FLAGS === 'plain';
const nodeFlags = plain ? serverNodeFlags : serverNodeFlagsFor({ DATABASE_URL: '' });
const serverEnv = (dataDir, port) => ({
  ...(plain ? {} : serverEnvironment),
  ...process.env,
  DATABASE_URL: '',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
});

/** What `npm start` does first on a new data folder: migrations and demo data in a process of their own. Answers its seconds. */
async function prepare(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, 'dist/server/src/migrate-cli.js'], {
    env: serverEnv(dataDir, 0),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.add(child);
  const code = await new Promise((resolveExit) => child.once('exit', resolveExit));
  servers.delete(child);
  if (code !== 0) throw new Error(`migrate-cli exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** The server as `npm start` runs it, with the probe that reports its memory (memory-probe.mjs). */
async function start(dataDir) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [...nodeFlags, '--expose-gc', '--import', './tests/bench/memory-probe.mjs', 'dist/server/src/main.js'],
    {
      env: serverEnv(dataDir, port),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  servers.add(server);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  await waitForServer(`${origin}/readyz`, server, 300_000);
  return { server, origin, seconds: (performance.now() - started) / 1000 };
}

async function stop(server) {
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  server.kill('SIGINT');
  await exited;
  servers.delete(server);
}

/** What the process holds now, in MiB: RSS and its peak from /proc, the rest from the probe. */
async function sample(server) {
  const reply = new Promise((resolveReply) => server.once('message', resolveReply));
  server.send('sample');
  const usage = await reply;
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)[1]) / 1024;
  return {
    rss: kib('VmRSS'),
    peak: kib('VmHWM'),
    heap: usage.heapUsed / MiB,
    external: usage.external / MiB,
    arrayBuffers: usage.arrayBuffers / MiB,
    wasm: usage.wasm.reduce((sum, size) => sum + size, 0) / MiB,
    wasmLargest: (usage.wasm[0] ?? 0) / MiB,
    mappings: usage.mappings.map(([name, bytes]) => `${name} ${(bytes / MiB).toFixed(0)}`).join(', '),
  };
}

async function post(origin, query, variables, token) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The usual pages, one request after another; answers the median milliseconds of the catalogue and of a sign-in. */
async function load(origin) {
  const catalogue = [];
  const signIn = [];
  for (let round = 0; round < loadRounds; round++) {
    let started = performance.now();
    const { publicCourses } = await post(origin, catalogueQuery);
    catalogue.push(performance.now() - started);
    for (const course of publicCourses.slice(0, 4)) {
      if (!course.imageUrl) continue;
      const image = await fetch(new URL(course.imageUrl, origin));
      await image.arrayBuffer();
    }
    if (round % 4 === 0) {
      started = performance.now();
      const { login } = await post(
        origin,
        'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
        { i: round % 8 === 0 ? 'paciente@demo.mx' : 'doctor@demo.mx', p: 'demo1234' },
      );
      signIn.push(performance.now() - started);
      await post(origin, homeQuery, {}, login.token);
    }
  }
  return { catalogueMs: median(catalogue), signInMs: median(signIn) };
}

/** Start, load, idle on `dataDir`: the samples of each step. */
async function measure(dataDir, kind) {
  const started = performance.now();
  const prepareSeconds = kind === 'first' ? await prepare(dataDir) : 0;
  const { server, origin } = await start(dataDir);
  const seconds = (performance.now() - started) / 1000;
  try {
    const afterStart = await sample(server);
    const timings = await load(origin);
    const afterLoad = await sample(server);
    // Idle means after the server's background jobs: a first start's server has the AVIF copies of
    // the demo images to make (in child processes, but what they leave would show here).
    await waitForJobsDone(origin, server);
    await sleep(idleSeconds * 1000);
    const afterIdle = await sample(server);
    return { seconds, prepareSeconds, afterStart, afterLoad, afterIdle, ...timings, load: loadAverage() };
  } finally {
    await stop(server);
  }
}

const results = { first: [], restart: [] };
try {
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-memory-'));
    folders.push(dataDir);
    // Interleaved: a first start, then a restart on the folder it made.
    for (const kind of ['first', 'restart']) {
      const result = await measure(dataDir, kind);
      results[kind].push(result);
      console.log(
        `run ${run + 1} ${kind}: ready in ${result.seconds.toFixed(1)} s` +
          (kind === 'first' ? ` (${result.prepareSeconds.toFixed(1)} s preparing the data)` : '') +
          `, RSS ${result.afterIdle.rss.toFixed(0)} MiB idle ` +
          `(peak ${result.afterIdle.peak.toFixed(0)}), catalogue ${result.catalogueMs.toFixed(1)} ms, ` +
          `sign-in ${result.signInMs.toFixed(0)} ms; load average ${result.load}`,
      );
      console.log(`  idle RSS by mapping (MiB): ${result.afterIdle.mappings}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  stopWatch();
  await stopAll();
}

const fields = [
  ['rss', 'RSS'],
  ['peak', 'RSS peak'],
  ['heap', 'JS heap used'],
  ['external', 'external'],
  ['arrayBuffers', 'array buffers'],
  ['wasm', 'WebAssembly memories'],
  ['wasmLargest', 'largest WebAssembly memory (PGlite)'],
];
for (const kind of ['first', 'restart']) {
  const rows = results[kind];
  console.log(
    `\n${kind === 'first' ? 'First start on a fresh folder' : 'Restart on that folder'} (MiB, median (min–max) of ${rows.length}):`,
  );
  for (const step of ['afterStart', 'afterLoad', 'afterIdle']) {
    const line = fields
      .map(
        ([key, label]) =>
          `${label} ${spread(
            rows.map((row) => row[step][key]),
            0,
          )}`,
      )
      .join(', ');
    console.log(`  ${step.replace('after', 'after ').toLowerCase()}: ${line}`);
  }
  const preparing =
    kind === 'first'
      ? ` (preparing the data ${spread(
          rows.map((row) => row.prepareSeconds),
          1,
          's',
        )})`
      : '';
  console.log(
    `  ready in ${spread(
      rows.map((row) => row.seconds),
      1,
      's',
    )}${preparing}, catalogue ${spread(
      rows.map((row) => row.catalogueMs),
      1,
      'ms',
    )}, ` +
      `sign-in ${spread(
        rows.map((row) => row.signInMs),
        0,
        'ms',
      )}`,
  );
}
console.log(`load average per run: ${[...results.first, ...results.restart].map((row) => row.load).join(' | ')}`);

// The goal holds for both: a first start's idle server is the one a new user meets.
if (!smoke) {
  for (const kind of ['first', 'restart']) {
    const idle = median(results[kind].map((row) => row.afterIdle.rss));
    const met = idle < goalMiB;
    console.log(
      `idle RSS after a ${kind === 'first' ? 'first start' : 'restart'} ${idle.toFixed(0)} MiB — goal under ${goalMiB} MiB: ${met ? 'met' : 'NOT met'}`,
    );
    if (!met) process.exitCode = 1;
  }
}
