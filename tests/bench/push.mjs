// Publishing a push notification to 100,000 devices (BENCH_DEVICES): the time the publish
// mutation takes (client wall time of the createNotification request), the time until every
// device got its push, and the server's peak memory. Goals: the mutation answers in under 200 ms
// (median of the rounds) and the server's resident memory stays under 200 MB (peak of the run).
// Runs the built server (`npm run build:server`) on a temporary database of the PostgreSQL server
// at TEST_DATABASE_URL or DATABASE_URL (postgres://postgres@127.0.0.1:5432/test by default),
// created and dropped by the bench, with FCM pointed at a local fake provider
// (fake-fcm-server.mjs, its own process) that counts the sends per registration token (and answers
// each after BENCH_FCM_LATENCY_MS, 0 by default: a real provider's tens of milliseconds make the
// sends, not the database, what a round waits for). Loopback only.
// The accounts (an administrator, one active patient per device) and the devices are inserted
// with SQL. A warm-up round publishes to the first BENCH_WARM_UP_DEVICES devices (10,000) before
// the rest are added; then BENCH_ROUNDS rounds (3) each publish a new notification to the
// patients and wait until it is delivered. The server's VmRSS is sampled every 100 ms; its VmHWM
// (peak since it started) is read at the end. PUSH_CONCURRENCY is passed on to the server, and
// BENCH_NODE_FLAGS (default `--max-old-space-size=256`, as deployed; empty: none) are given to the server's node.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import argon2 from 'argon2';
import postgres from 'postgres';
import {
  cleanUpOnHangOrSignal,
  freePort,
  median,
  requireBuiltServer,
  setting,
  smoke,
  spread,
  waitForServer,
} from './support.mjs';

const deviceCount = setting('BENCH_DEVICES', 100_000, 200);
const warmUpDevices = Math.min(deviceCount, setting('BENCH_WARM_UP_DEVICES', 10_000, 100));
const rounds = setting('BENCH_ROUNDS', 3, 1);
const roundTimeoutMs = Number(process.env.BENCH_ROUND_TIMEOUT_S ?? 600) * 1000;
const goals = { mutationMs: 200, peakRssMb: 200 };
const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const adminEmail = 'banco.admin@example.mx';
const adminPassword = 'Banco-De-Pruebas-2026';
// By default the server runs as deployed (the Dockerfile's and npm start's heap limit).
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '--max-old-space-size=256').split(' ').filter(Boolean);

if (![deviceCount, warmUpDevices, rounds].every((value) => Number.isInteger(value) && value >= 1)) {
  console.error('bench push: BENCH_DEVICES, BENCH_WARM_UP_DEVICES and BENCH_ROUNDS must be whole numbers from 1');
  process.exit(1);
}
requireBuiltServer('push');
const stopWatch = cleanUpOnHangOrSignal('push', 30, () => cleanup());

const databaseName = `bench_push_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-push-'));
let server;
let provider;
let sql;
let cleaned = false;

try {
  const loadStart = loadavg();
  await admin.unsafe(`create database ${databaseName}`);
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${databaseName}`;

  provider = spawn(process.execPath, ['tests/bench/fake-fcm-server.mjs'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const providerOrigin = `http://127.0.0.1:${(await firstLine(provider)).port}`;
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const serviceAccount = {
    type: 'service_account',
    project_id: 'banco-de-pruebas',
    private_key_id: 'llave-banco-1',
    private_key: privateKey,
    client_email: 'portal-push@banco-de-pruebas.iam.gserviceaccount.com',
    token_uri: `${providerOrigin}/token`,
  };

  const port = await freePort();
  server = spawn(process.execPath, [...nodeFlags, 'dist/server/src/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(serviceAccount),
      FCM_ENDPOINT: providerOrigin,
      FCM_TOKEN_URL: `${providerOrigin}/token`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/courses-registration`, server);
  const concurrency = process.env.PUSH_CONCURRENCY || '50 (default)';

  sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  const seedStarted = performance.now();
  await seedAdmin(sql);
  await seedPatientsWithDevices(sql, 1, warmUpDevices);
  const token = await signIn(origin);
  const gql = graphql(origin, token);
  const round = (expected) => deliverRound(gql, providerOrigin, expected);

  const warmUp = await round(warmUpDevices);
  if (deviceCount > warmUpDevices) await seedPatientsWithDevices(sql, warmUpDevices + 1, deviceCount);
  // A table in steady state: autovacuum would have done this after such a load.
  await sql`vacuum analyze`;
  const seeded = (performance.now() - seedStarted) / 1000;

  console.log(
    `\npush to ${deviceCount.toLocaleString('en')} devices (one active patient each), PostgreSQL, PUSH_CONCURRENCY ${concurrency}, node flags: ${nodeFlags.join(' ') || 'none'}; load average at start ${formatLoad(loadStart)}`,
  );
  console.log(`  accounts and devices inserted and the warm-up round run in ${seeded.toFixed(1)} s`);
  console.log(`  warm-up, ${warmUpDevices.toLocaleString('en')} devices: ${roundLine(warmUp)}`);
  // The peak so far covers the start, the seeding and the administrator's sign-in (an argon2id
  // hash takes 64 MiB for a moment); the goal is about publishing, so the kernel's high-water
  // mark is reset to the current RSS before the rounds (Linux: clear_refs 5).
  const startPeakMb = procStatusMb(server.pid, 'VmHWM');
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const roundsStartMb = procStatusMb(server.pid, 'VmRSS');
  console.log(
    `  server RSS before the rounds ${roundsStartMb.toFixed(0)} MB; peak before them (start, seeding, sign-in, warm-up) ${startPeakMb.toFixed(0)} MB`,
  );
  const measured = [];
  for (let index = 1; index <= rounds; index++) {
    const result = await round(deviceCount);
    measured.push(result);
    console.log(`  round ${index}: ${roundLine(result)}`);
  }
  const roundsPeakMb = procStatusMb(server.pid, 'VmHWM');
  const loadEnd = loadavg();

  const mutation = measured.map((result) => result.mutationMs);
  const delivery = measured.map((result) => result.deliverySeconds);
  const rate = measured.map((result) => deviceCount / result.deliverySeconds);
  const sampledPeak = measured.map((result) => result.peakRssMb);
  const cpu = measured.map((result) => result.cpuSeconds);
  console.log(`\n  medians of ${rounds} rounds (range min–max):`);
  console.log(`    publish mutation      ${spread(mutation, 0, 'ms')}`);
  console.log(`    until all delivered   ${spread(delivery, 1, 's')}`);
  console.log(`    pushes per second     ${spread(rate, 0, '/s')}`);
  console.log(`    server CPU per round  ${spread(cpu, 1, 's')}`);
  console.log(`    peak RSS sampled      ${spread(sampledPeak, 0, 'MB')}`);
  console.log(`  server VmHWM over the ${rounds} rounds (kernel's peak RSS): ${roundsPeakMb.toFixed(0)} MB`);
  console.log(`  load average at end ${formatLoad(loadEnd)}`);
  const peakMb = Math.max(roundsPeakMb, ...sampledPeak);
  const mutationMet = median(mutation) < goals.mutationMs;
  const memoryMet = peakMb < goals.peakRssMb;
  // A smoke run only shows that the bench runs: its figures check nothing.
  const mark = (met) => (smoke ? 'SMOKE' : met ? 'PASS' : 'FAIL');
  console.log(
    `  ${mark(mutationMet)}  publish mutation median ${median(mutation).toFixed(0)} ms (goal < ${goals.mutationMs} ms; slowest ${Math.max(...mutation).toFixed(0)} ms)`,
  );
  console.log(
    `  ${mark(memoryMet)}  server peak RSS while publishing ${peakMb.toFixed(0)} MB (goal < ${goals.peakRssMb} MB)`,
  );
  if (!smoke && (!mutationMet || !memoryMet)) process.exitCode = 1;
} catch (error) {
  console.error('bench push failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
  stopWatch();
}

/**
 * One round: the provider's counts reset, a notification published to the patients (the request
 * timed), then `notification(id)` polled every 200 ms until it is no longer SENDING. Checks that
 * the provider got exactly one push per device, each for this notification, and that the
 * notification counts them all sent.
 */
async function deliverRound(gql, providerOrigin, expected) {
  await fetch(`${providerOrigin}/reset`, { method: 'POST' });
  const cpuBefore = serverCpuSeconds();
  let peakRssMb = procStatusMb(server.pid, 'VmRSS');
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, procStatusMb(server.pid, 'VmRSS'));
  }, 100);
  try {
    const started = performance.now();
    const { createNotification: published } = await gql(
      `mutation ($input: NotificationInput!) { createNotification(input: $input) { id state recipients } }`,
      {
        input: {
          title: 'Aviso del laboratorio',
          body: `Prueba de envío ${new Date().toISOString()}`,
          audience: 'PATIENTS',
        },
      },
    );
    const mutationMs = performance.now() - started;
    let progress;
    for (;;) {
      ({ notification: progress } = await gql(
        'query ($id: ID!) { notification(id: $id) { state recipients sentCount failedCount pendingCount } }',
        { id: published.id },
      ));
      if (progress.state !== 'SENDING') break;
      if (performance.now() - started > roundTimeoutMs) {
        throw new Error(`not delivered in ${roundTimeoutMs / 1000} s: ${JSON.stringify(progress)}`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
    const deliverySeconds = (performance.now() - started) / 1000;
    const stats = await fetch(`${providerOrigin}/stats`).then((response) => response.json());
    const problems = [
      published.recipients !== expected && `the mutation answered ${published.recipients} recipients`,
      progress.state !== 'SENT' && `state ${progress.state}`,
      progress.recipients !== expected && `${progress.recipients} recipients`,
      progress.sentCount !== expected && `sentCount ${progress.sentCount}`,
      progress.failedCount !== 0 && `failedCount ${progress.failedCount}`,
      progress.pendingCount !== 0 && `pendingCount ${progress.pendingCount}`,
      stats.sends !== expected && `the provider got ${stats.sends} sends`,
      stats.tokens !== expected && `the provider got ${stats.tokens} distinct tokens`,
      stats.repeated !== 0 && `${stats.repeated} tokens got more than one push`,
      stats.refused !== 0 && `${stats.refused} sends refused (access token)`,
      stats.notifications[published.id] !== expected &&
        `${stats.notifications[published.id] ?? 0} pushes carried this notification's id`,
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`round of ${expected} devices: ${problems.join('; ')}`);
    return {
      mutationMs,
      deliverySeconds,
      cpuSeconds: serverCpuSeconds() - cpuBefore,
      peakRssMb: Math.max(peakRssMb, procStatusMb(server.pid, 'VmRSS')),
      sends: stats.sends,
    };
  } finally {
    clearInterval(sampler);
  }
}

function roundLine(result) {
  return `mutation ${result.mutationMs.toFixed(0)} ms, all ${result.sends.toLocaleString('en')} delivered (one each) in ${result.deliverySeconds.toFixed(1)} s, server CPU ${result.cpuSeconds.toFixed(1)} s, peak RSS ${result.peakRssMb.toFixed(0)} MB`;
}

/** The administrator who publishes, with a real password hash (argon2id, as the server hashes). */
async function seedAdmin(db) {
  const passwordHash = await argon2.hash(adminPassword, { type: argon2.argon2id });
  await db`
    insert into users (name, lastname, email, password_hash, user_type_id, status)
    select 'Banco', 'Administración', ${adminEmail}, ${passwordHash}, id, true from user_types where slug = 'admin'`;
}

/** Patients number `from` to `to`, active, each with one device (platforms in turn, Spanish). */
async function seedPatientsWithDevices(db, from, to) {
  await db`
    insert into users (name, lastname, email, password_hash, user_type_id, status)
    select 'Paciente', 'Banco ' || g, 'banco.paciente.' || g || '@example.mx', 'not-a-password-hash', t.id, true
    from generate_series(${from}::int, ${to}::int) g, user_types t where t.slug = 'patient'`;
  await db`
    insert into push_devices (token, platform, app_version, user_id)
    select 'banco-token-' || u.id,
      (array['ANDROID', 'IOS', 'WEB'])[1 + u.id % 3], '3.2.0', u.id
    from users u
    where u.email like 'banco.paciente.%' and not exists (select 1 from push_devices d where d.user_id = u.id)`;
}

async function signIn(origin) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      variables: { i: adminEmail, p: adminPassword },
    }),
  });
  const result = await response.json();
  if (!result.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

function graphql(origin, token) {
  return async (query, variables) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

/** The child's first line of output, as JSON. */
function firstLine(child) {
  return new Promise((resolveLine, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolveLine(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the fake provider exited with code ${code}`)));
  });
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak so far). */
function procStatusMb(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU seconds the server has used so far, user and system, all threads. */
function serverCpuSeconds() {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ, 100 on Linux)
}

function formatLoad(load) {
  return load.map((value) => value.toFixed(2)).join(' ');
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (sql) await sql.end();
  await stop(server);
  await stop(provider);
  await admin
    .unsafe(`drop database if exists ${databaseName}`)
    .catch((error) => console.error('bench push: could not drop the database', error));
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
