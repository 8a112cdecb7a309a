// What the benchmarks share: a free loopback port, and waiting for a spawned server to answer.
import { spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';

const MiB = 1024 * 1024;

/**
 * BENCH_SMOKE=1: the short run CI makes of every bench (`npm run bench:smoke`) so that a bench that
 * no longer runs fails the build. Small sizes, one short round, no goal checked: the exit code says
 * only whether the bench ran.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** A whole-number setting: `name` from the environment when given, else `small` in a smoke run and `full` otherwise. */
export function setting(name, full, small) {
  const value = Number(process.env[name] ?? (smoke ? small : full));
  if (!Number.isInteger(value) || value < 0) {
    console.error(`bench: ${name} must be a whole number, not ${process.env[name]}`);
    process.exit(1);
  }
  return value;
}

/** How a goal came out: met, NOT met, or not checked in a smoke run (whose figures mean nothing). */
export function verdict(met) {
  if (smoke) return 'not checked in a smoke run';
  return met ? 'met' : 'NOT met';
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Resolves once `url` answers 200; fails if `server` (a child process) exits or time runs out. */
export async function waitForServer(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** Stops the bench `name` unless the built server exists (`npm run build:server`). */
export function requireBuiltServer(name) {
  if (!existsSync('dist/server/src/main.js')) {
    console.error(`bench ${name}: run \`npm run build:server\` first`);
    process.exit(1);
  }
}

/**
 * Runs `cleanup` and exits 1 when the bench hangs past `minutes` or is interrupted (SIGINT,
 * SIGTERM), so nothing it made (servers, databases, temporary files) is left behind. Answers the
 * function that stops the watch when the bench ends on its own.
 */
export function cleanUpOnHangOrSignal(name, minutes, cleanup) {
  const overall = setTimeout(() => {
    console.error(`bench ${name}: took more than ${minutes} minutes, stopping`);
    cleanup().finally(() => process.exit(1));
  }, minutes * 60_000);
  overall.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`bench ${name}: ${signal}, cleaning up`);
      cleanup().finally(() => process.exit(1));
    });
  }
  return () => clearTimeout(overall);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "median unit (min–max)", the way every bench prints a figure. */
export function spread(values, digits = 1, unit = '') {
  const at = (value) => value.toFixed(digits);
  return `${at(median(values))}${unit ? ` ${unit}` : ''} (${at(Math.min(...values))}–${at(Math.max(...values))})`;
}

/** The machine's load averages over 1, 5 and 15 minutes, for the figure's context. */
export function loadAverage() {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

/** Seconds `work` took. */
export async function timed(work) {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** A GraphQL operation against `base`; throws on errors. */
export async function gql(base, query, variables, token) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The token of a demo account (password demo1234). */
export async function login(base, identifier) {
  const data = await gql(
    base,
    'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
    { i: identifier, p: 'demo1234' },
  );
  return data.login.token;
}

/**
 * The built server on a fresh embedded database with the demo accounts, in a folder of its own;
 * with BENCH_DB=postgres on a database created for the bench on the PostgreSQL server at
 * TEST_DATABASE_URL and dropped at the end; BENCH_CPU_PROF=<folder> writes its CPU profile;
 * `env` adds or overrides settings (another storage driver, larger uploads). Answers where it
 * listens, its data folder and `stop` (which also runs when the bench hangs past `minutes` or is
 * interrupted).
 */
export async function startBuiltServer(name, minutes, env = {}) {
  requireBuiltServer(name);
  const workDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const database = benchDatabase(name);
  const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;
  let server;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    stopWatch();
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(workDir, { recursive: true, force: true });
    await database?.drop();
  };
  const stopWatch = cleanUpOnHangOrSignal(name, minutes, stop);
  try {
    const port = await freePort();
    const databaseUrl = database ? await database.create() : '';
    const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist/server/src/main.js'];
    server = spawn(process.execPath, args, {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(workDir, 'data'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    // The first start seeds the demo images: minutes on a busy machine.
    await waitForServer(`${origin}/courses-registration`, server, 300_000);
    return { origin, dataDir: join(workDir, 'data'), pid: server.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** With BENCH_DB=postgres, a database of its own on the PostgreSQL server; null for the embedded one. */
function benchDatabase(name) {
  if (process.env.BENCH_DB !== 'postgres') return null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`bench ${name}: BENCH_DB=postgres needs TEST_DATABASE_URL`);
  const databaseName = `portal_bench_${name.replaceAll('-', '_')}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  let created = false;
  return {
    async create() {
      await admin.unsafe(`create database ${databaseName}`);
      created = true;
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      return url.toString();
    },
    async drop() {
      if (created) await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
      created = false;
      await admin.end({ timeout: 5 });
    },
  };
}

/** Seconds of CPU (user and system) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5); the split leaves out the first two.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident set in MB (10^6 bytes), from /proc (Linux). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return (Number(line.split(/\s+/)[1]) * 1024) / 1e6;
}

/** Runs `work` while sampling the RSS of process `pid` every 50 ms; answers its result and the peak's growth over the RSS just before, in MB. */
export async function withPeakRss(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const sample = () => (peak = Math.max(peak, rssMb(pid)));
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, growthMb: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A study file for the upload benches: a ZIP local file header (one stored entry) followed by
 * random bytes, `size` bytes in all, synced to disk; answers its size and SHA-256.
 */
export async function writeStudySource(path, size) {
  const name = Buffer.from('scan.dcm');
  const header = Buffer.alloc(30 + name.length);
  header.writeUInt32LE(0x04034b50, 0); // local file header signature
  header.writeUInt16LE(20, 4); // version needed to extract
  header.writeUInt16LE(0, 8); // method: stored
  const entrySize = Math.min(size - header.length, 0xffffffff); // past 4 GiB, the ZIP64 marker
  header.writeUInt32LE(entrySize, 18); // compressed size
  header.writeUInt32LE(entrySize, 22); // uncompressed size
  header.writeUInt16LE(name.length, 26);
  name.copy(header, 30);
  const hash = createHash('sha256');
  async function* bytes() {
    let left = size;
    for (let chunk = header; left > 0; chunk = randomFillSync(Buffer.allocUnsafeSlow(Math.min(MiB, left)))) {
      hash.update(chunk);
      left -= chunk.length;
      yield chunk;
    }
  }
  await pipeline(bytes, createWriteStream(path));
  // On disk before timing anything, so that no run pays for writing the source back.
  const handle = await open(path, 'r+');
  await handle.sync();
  await handle.close();
  return { size: (await stat(path)).size, checksum: hash.digest('hex') };
}

/** POSTs the file to /studies/uploads as the browser does: multipart/form-data with a known length, one field `file`; answers the staged file. */
export function uploadStudyFile(base, token, path, size) {
  const boundary = `----portal-bench-${process.pid}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cbct.zip"\r\ncontent-type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolveUpload, reject) => {
    const outgoing = request(
      `${base}/studies/uploads`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text) => {
          body += text;
        });
        response.on('end', () => {
          if (response.statusCode !== 201) return reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          resolveUpload(JSON.parse(body).data);
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    pipeline(async function* () {
      yield head;
      yield* createReadStream(path);
      yield tail;
    }, outgoing).catch(reject);
  });
}

/** How the benches start Debian's Chromium headless on this machine (DESIGN.md's toolchain facts). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
