// What the benchmarks share: the built server started on a database of its own (on seeded data
// when there is some), settings and figures as every bench prints them, sign-in and GraphQL
// helpers, the study upload, and Chromium's path and flags (the browser tests' own).
import { spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { cpSync, createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { collectGarbage } from './inspector.mjs';

export { chromiumFlags, chromiumPath } from '../browser/support/chromium-launch.ts';

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
 * Waits until the server at `origin` has no background job queued or running, as its administrator
 * sees them (backgroundJobCounts). A first start queues the AVIF copies of the demo images: about
 * 25 s of one core's work (the libvips threads), which a bench would otherwise count as its own
 * and run beside. Gives up after `timeoutMs`, or when `child` ends.
 */
export async function waitForJobsDone(origin, child, timeoutMs = 600_000) {
  const token = await login(origin, 'admin@demo.mx');
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { backgroundJobCounts: counts } = await gql(origin, '{ backgroundJobCounts { queued running } }', {}, token);
    if (counts.queued === 0 && counts.running === 0) return;
    if (child && child.exitCode !== null) throw new Error(`the server at ${origin} ended while its jobs ran`);
    if (performance.now() > deadline)
      throw new Error(`the server at ${origin} still has ${counts.queued} jobs queued and ${counts.running} running`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
}

/**
 * The built server on a fresh embedded database with the demo accounts, in a folder of its own; on
 * a database created for the bench on the PostgreSQL server at TEST_DATABASE_URL (dropped at the
 * end) with `database: 'postgres'` or BENCH_DB=postgres. Options: `env` adds or overrides settings
 * (another storage driver, larger uploads), `nodeArgs` go to node before the script, `inspect`
 * opens the inspector on loopback so that `collectGarbage` can run a full collection in the server,
 * `script` runs another build's server (a copy of dist/ kept for a before/after comparison).
 * BENCH_CPU_PROF=<folder> writes its CPU profile; BENCH_SERVER_FLAGS adds node flags after the
 * others (`--trace-gc`: the server's standard output, where those go, is then the bench's). With
 * seeded data ready (seeded-data.mjs: the smoke run makes it once) the server starts on a copy of
 * it instead of loading the demo data itself.
 * Answers where it listens, its data folder, its pid and `stop` (which also runs when the bench
 * hangs past `minutes` or is interrupted). It answers once the server's background jobs are done
 * (waitForJobsDone).
 */
export async function startBuiltServer(name, minutes, options = {}) {
  requireBuiltServer(name);
  const { env = {}, nodeArgs = [], inspect = false, script = 'dist/server/src/main.js' } = options;
  const workDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const dataDir = join(workDir, 'data');
  const onServer = (options.database ?? process.env.BENCH_DB) === 'postgres';
  // Stored files of the seeded data are on the local disk: another storage driver loads its own.
  const seeded = env.STORAGE_DRIVER ? undefined : seededData(onServer);
  const database = onServer ? benchDatabase(name, seeded?.database) : null;
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
    const inspectorPort = inspect ? await freePort() : undefined;
    const databaseUrl = database ? await database.create() : '';
    if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true });
    const args = [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(inspect ? [`--inspect=127.0.0.1:${inspectorPort}`] : []),
      ...nodeArgs,
      ...(process.env.BENCH_SERVER_FLAGS ? process.env.BENCH_SERVER_FLAGS.split(' ') : []),
      script,
    ];
    server = spawn(process.execPath, args, {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_FLAGS ? 'inherit' : 'ignore', inspect ? 'pipe' : 'inherit'],
    });
    if (inspect) passStderrWithoutInspector(server);
    const origin = `http://127.0.0.1:${port}`;
    // A first start without seeded data loads the demo images: minutes on a busy machine.
    await waitForServer(`${origin}/courses-registration`, server, 600_000);
    await waitForJobsDone(origin, server);
    return {
      origin,
      port,
      dataDir,
      pid: server.pid,
      databaseUrl,
      stop,
      collectGarbage: () => collectGarbage(inspectorPort),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The inspector's own lines on the server's stderr are left out; its other lines pass through. */
function passStderrWithoutInspector(child) {
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (/^(Debugger listening on|For help, see|Debugger attached|Debugger ending|Waiting for the debugger)/.test(line))
      return;
    process.stderr.write(`${line}\n`);
  });
}

/**
 * The data a first start would load, made once beforehand (seeded-data.mjs; the smoke run sets its
 * variables): for the embedded database a data folder to copy; for the PostgreSQL server a template
 * database and the folder of its stored files. Undefined when there is none.
 */
export function seededData(onServer) {
  const dataDir = onServer ? process.env.BENCH_SEEDED_SERVER_FILES : process.env.BENCH_SEEDED_DATA_DIR;
  const database = onServer ? process.env.BENCH_SEEDED_DATABASE : undefined;
  if (!dataDir || (onServer && !database)) return undefined;
  return { dataDir, database };
}

/**
 * A database of its own on the PostgreSQL server at TEST_DATABASE_URL, a copy of `template` when
 * given: its `name`, `create` (answers its URL) and `drop`.
 */
export function benchDatabase(name, template) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`bench ${name}: the PostgreSQL server needs TEST_DATABASE_URL`);
  const databaseName = `portal_bench_${name.replaceAll('-', '_')}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  let created = false;
  return {
    name: databaseName,
    async create() {
      await admin.unsafe(`create database ${databaseName}${template ? ` template ${template}` : ''}`);
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

/** A process's read and write system calls so far (/proc/<pid>/io, Linux): socket reads and writes included. */
export function systemCalls(pid) {
  const fields = Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(': ')),
  );
  return { reads: Number(fields.syscr), writes: Number(fields.syscw) };
}

/** A process's resident set in MB (10^6 bytes), from /proc (Linux). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return (Number(line.split(/\s+/)[1]) * 1024) / 1e6;
}

/** Runs `work` while sampling the RSS of process `pid` every 50 ms; answers its result, the peak and the peak's growth over the RSS just before, in MB. */
export async function withPeakRss(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const sample = () => (peak = Math.max(peak, rssMb(pid)));
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, peakMb: peak, growthMb: peak - before };
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

/**
 * POSTs one file to /studies/uploads as the portal does: multipart/form-data with a known length,
 * one field `file`, the bytes in memory (`bytes`) or streamed from disk (`path` and `size`), under
 * `name` and `mediaType`. Answers the staged file.
 */
export function uploadStudyFile(base, token, { path, size, bytes, name = 'cbct.zip', mediaType = 'application/zip' }) {
  const boundary = `----portal-bench-${process.pid}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${mediaType}\r\n\r\n`,
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
          'content-length': head.length + (bytes ? bytes.length : size) + tail.length,
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
      if (bytes) yield bytes;
      else yield* createReadStream(path);
      yield tail;
    }, outgoing).catch(reject);
  });
}

/** What a bench needs to save a study on the demo data: the laboratory's token, the demo patient's id and a study type's. */
export async function demoStudyParties(origin) {
  const token = await login(origin, 'laboratorio@demo.mx');
  const patient = await login(origin, 'paciente@demo.mx');
  const patientId = (await gql(origin, '{ me { id } }', {}, patient)).me.id;
  const studyTypeId = (await gql(origin, '{ studyTypes { id } }', {}, token)).studyTypes[0].id;
  return { token, patientId, studyTypeId };
}
