// The signed-in path's cost next to the least it could cost, for two screens: a patient's `me` and
// chat list, and a doctor's first page of patients (40 patients added for the bench), as GraphQL
// through the built server, and the same JSON from a minimal Fastify + postgres.js route sending
// the same statements prepared (signed-in-reference.mjs), each in its own process, on one
// database of the PostgreSQL server at TEST_DATABASE_URL made for the bench.
// autocannon in this process drives both, BENCH_CONNECTIONS (20) connections; after a warm-up,
// BENCH_ROUNDS (5) rounds of BENCH_SECONDS (5) per side, the sides interleaved (their order
// alternates each round), with the load average of each round. Per request: the server's CPU
// (/proc/<pid>/stat, utime + stime), PostgreSQL's CPU (the same for the backends serving each
// side, found by application_name in pg_stat_activity), and transactions (pg_stat_database's
// xact_commit + xact_rollback; each statement outside a transaction is one). What each side
// spends with no request at all (the portal's job queue polls the database on its own connections;
// timers) is measured once over BENCH_IDLE_SECONDS (5), printed, and taken from every run. Statements per
// request would need pg_stat_statements, which a test server does not preload: not reported.
// Goal: both CPU ratios at most 1.5. BENCH_SMOKE=1 runs a few seconds, one round, and checks no
// goal. BENCH_SCREENS=doctor (or patient) measures one screen; with BENCH_CPU_PROF=<folder> the
// minimal route writes its CPU profile there too, beside the portal's. The portal's node runs with
// the flags `npm start` gives a server on PostgreSQL (scripts/server-node-flags.mjs);
// BENCH_NODE_FLAGS replaces them ("" for none). Needs `npm run build:server`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { serverNodeFlagsFor } from '../../scripts/server-node-flags.mjs';
import {
  cpuSeconds,
  freePort,
  gql,
  loadAverage,
  login,
  median,
  spread,
  startBuiltServer,
  systemCalls,
  waitForServer,
} from './support.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('bench signed-in: set TEST_DATABASE_URL (a PostgreSQL server) to run it');
  process.exit(1);
}
if (process.platform !== 'linux') {
  console.error('bench signed-in: reads CPU times from /proc, which only Linux has');
  process.exit(1);
}
const smoke = process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 2 : Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = smoke ? 1 : Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rounds = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 5);
const idleSeconds = smoke ? 1 : Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const goal = 1.5;

// What the instances bench and issue 31 measured: the patient's identity and chat list.
const patientHome =
  '{ me { id name lastname email type { role } } chats(first: 20) { totalCount edges { node { id patientName lastMessage lastMessageAt unreadCount } } } }';
// The portal's own document for a doctor's patients (client/src/virtuallab/patients), its first page.
const doctorPatients =
  'query DoctorPatients($doctorId: ID!, $first: Int) { doctorPatients(doctorId: $doctorId, first: $first) { doctor { id fullName } totalCount pageInfo { startCursor endCursor } edges { node { id name lastname motherLastname fullName email phone birthDate sex status doctorId doctor { id fullName } } } } }';
const benchPatients = 40;

// startBuiltServer makes the bench's own database on the PostgreSQL server with BENCH_DB=postgres.
process.env.BENCH_DB = 'postgres';
const nodeArgs =
  process.env.BENCH_NODE_FLAGS === undefined
    ? serverNodeFlagsFor({ DATABASE_URL: serverUrl })
    : process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
const app = await startBuiltServer('signed-in', 20, { nodeArgs });
// The names support.mjs gives the database, and the server its connections (db/client.ts).
const databaseName = `portal_bench_signed_in_${process.pid}`;
const portalApplicationName = `portal ${os.hostname().slice(0, 40)} ${app.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
let reference;
try {
  const referencePort = await freePort();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  reference = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      join(import.meta.dirname, 'signed-in-reference.mjs'),
      databaseUrl.toString(),
      String(referencePort),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const referenceOrigin = `http://127.0.0.1:${referencePort}`;
  await waitForServer(`${referenceOrigin}/ready`, reference);
  // A doctor's list worth a page: patients of doctor@demo.mx beside the demo's own.
  const benchSql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  await benchSql.unsafe(
    `insert into users (name, lastname, mother_lastname, email, password_hash, user_type_id, doctor_id, phone, birth_date, sex)
     select 'Paciente', 'Prueba', 'Número ' || lpad(n::text, 3, '0'), 'banco' || n || '@demo.mx', 'x',
       (select id from user_types where slug = 'patient'), (select id from users where email = 'doctor@demo.mx'),
       '55' || lpad(n::text, 8, '0'), date '1980-01-01' + n, case when n % 2 = 0 then 'female' else 'male' end
     from generate_series(1, ${benchPatients}) as n`,
  );
  await benchSql.end();
  const screens = process.env.BENCH_SCREENS?.split(',');
  const cases = [
    { screen: 'patient', label: "a patient's me + chat list", account: 'paciente@demo.mx', query: patientHome },
    { screen: 'doctor', label: "a doctor's first page of patients", account: 'doctor@demo.mx', query: doctorPatients },
  ].filter((benchCase) => !screens || screens.includes(benchCase.screen));
  for (const benchCase of cases) {
    benchCase.token = await login(app.origin, benchCase.account);
    if (benchCase.query === doctorPatients) {
      const { me } = await gql(app.origin, '{ me { id } }', {}, benchCase.token);
      benchCase.variables = { doctorId: me.id, first: 20 };
    }
    benchCase.body = JSON.stringify({ query: benchCase.query, variables: benchCase.variables });
  }

  const sides = [
    { label: 'portal (GraphQL)', origin: app.origin, pid: app.pid, applicationName: portalApplicationName },
    { label: 'minimal route', origin: referenceOrigin, pid: reference.pid, applicationName: 'bench-minimal' },
  ];
  // Both sides must answer the same thing: a refused query would only measure how fast errors go.
  for (const benchCase of cases) {
    const answers = [];
    for (const side of sides)
      answers.push(JSON.stringify(await gql(side.origin, benchCase.query, benchCase.variables, benchCase.token)));
    const data = JSON.parse(answers[0]);
    const meaningful =
      benchCase.query === patientHome
        ? data.me.type.role === 'PATIENT' && data.chats.totalCount > 0
        : data.doctorPatients.edges.length === 20;
    if (!meaningful) throw new Error(`the portal answers ${answers[0]}`);
    if (answers[0] !== answers[1]) throw new Error(`the two sides answer differently:\n${answers[0]}\n${answers[1]}`);
  }

  const transactions = async () => {
    // A backend publishes its statistics within a second of going idle, unless another held the
    // shared entry then (see idleRates); a late one is counted in the next run instead.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const [row] =
      await admin`select xact_commit + xact_rollback as count from pg_stat_database where datname = ${databaseName}`;
    return Number(row.count);
  };
  const backends = async (applicationName) => {
    const rows = await admin`select pid from pg_stat_activity where application_name = ${applicationName}`;
    const found = new Map();
    for (const { pid } of rows)
      try {
        found.set(pid, cpuSeconds(pid));
      } catch {
        // ended between the two reads
      }
    return found;
  };
  /**
   * What each side spends with no request at all, per second: the portal's job queue polls the
   * database (its own connections, not counted in PostgreSQL's CPU here, but in the transactions)
   * and its timers run. Taken from each run below, so that per request means per request.
   */
  const idleRates = async () => {
    // A backend that could not publish its statistics under load (the shared entry was busy) does
    // so 10 s after going idle: without this wait, the warm-up's last transactions were counted as
    // idle ones (1,000-1,500 a second) and taken from every run.
    if (!smoke) await new Promise((resolve) => setTimeout(resolve, 11_000));
    const transactionsBefore = await transactions();
    const transactionsFrom = performance.now();
    const before = new Map();
    for (const side of sides)
      before.set(side.label, { server: cpuSeconds(side.pid), backends: await backends(side.applicationName) });
    const cpuFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const rates = new Map();
    for (const side of sides) {
      const server = cpuSeconds(side.pid) - before.get(side.label).server;
      const elapsed = (performance.now() - cpuFrom) / 1000;
      let database = 0;
      for (const [pid, used] of await backends(side.applicationName))
        database += used - (before.get(side.label).backends.get(pid) ?? used);
      rates.set(side.label, { server: server / elapsed, database: database / elapsed });
    }
    const transactionCount = (await transactions()) - transactionsBefore;
    return { sides: rates, transactions: transactionCount / ((performance.now() - transactionsFrom) / 1000) };
  };

  const run = async (benchCase, side, duration, idle) => {
    const transactionsBefore = await transactions();
    const transactionsFrom = performance.now();
    const backendsBefore = await backends(side.applicationName);
    const serverBefore = cpuSeconds(side.pid);
    const callsBefore = systemCalls(side.pid);
    const cpuFrom = performance.now();
    const result = await autocannon({
      url: `${side.origin}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${benchCase.token}` },
      body: benchCase.body,
      connections,
      duration,
    });
    const server = cpuSeconds(side.pid) - serverBefore;
    const calls = systemCalls(side.pid);
    const cpuWall = (performance.now() - cpuFrom) / 1000;
    const backendsAfter = await backends(side.applicationName);
    const transactionCount = (await transactions()) - transactionsBefore;
    const transactionsWall = (performance.now() - transactionsFrom) / 1000;
    let database = 0;
    for (const [pid, used] of backendsAfter) database += used - (backendsBefore.get(pid) ?? 0);
    const requests = Math.max(1, result.requests.total);
    const background = idle?.sides.get(side.label) ?? { server: 0, database: 0 };
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      serverUs: (Math.max(0, server - background.server * cpuWall) * 1e6) / requests,
      postgresUs: (Math.max(0, database - background.database * cpuWall) * 1e6) / requests,
      transactions: Math.max(0, transactionCount - (idle?.transactions ?? 0) * transactionsWall) / requests,
      writes: (calls.writes - callsBefore.writes) / requests,
      reads: (calls.reads - callsBefore.reads) / requests,
      backendsGone: [...backendsBefore.keys()].filter((pid) => !backendsAfter.has(pid)).length,
    };
  };

  const loads = [];
  let met = true;
  for (const side of sides) await run(cases[0], side, warmUpSeconds);
  const idle = await idleRates();
  for (const benchCase of cases) {
    for (const side of sides) await run(benchCase, side, warmUpSeconds);
    const results = new Map(sides.map((side) => [side.label, []]));
    for (let round = 1; round <= rounds; round += 1) {
      loads.push(loadAverage());
      for (const side of round % 2 ? sides : [...sides].reverse())
        results.get(side.label).push(await run(benchCase, side, seconds, idle));
    }
    benchCase.results = results;
  }

  console.log(
    `\nsigned-in: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per side and screen after ${warmUpSeconds} s of warm-up, ${os.cpus().length} cores, Node ${process.version}${smoke ? ', smoke run' : ''}`,
  );
  console.log(`  load average (1, 5, 15 min) at each round: ${loads.join(' | ')}`);
  console.log(`  the portal's node flags: ${nodeArgs.join(' ') || 'none'}`);
  const idleOf = (label, field) => (idle.sides.get(label)[field] * 1e6).toFixed(0);
  console.log(
    `  idle, per second (taken from every run below): portal server ${idleOf('portal (GraphQL)', 'server')} µs, its backends ${idleOf('portal (GraphQL)', 'database')} µs; minimal route ${idleOf('minimal route', 'server')} µs, its backends ${idleOf('minimal route', 'database')} µs; ${idle.transactions.toFixed(1)} transactions (the job queue's polls)`,
  );
  console.log('  medians (min–max) over the rounds; CPU in µs per request');
  for (const benchCase of cases) {
    console.log(`  ${benchCase.label}:`);
    for (const side of sides) {
      const runs = benchCase.results.get(side.label);
      const errors = runs.reduce((sum, result) => sum + result.errors, 0);
      const gone = runs.reduce((sum, result) => sum + result.backendsGone, 0);
      console.log(
        `    ${side.label.padEnd(18)} ${spread(
          runs.map((r) => r.rps),
          0,
        )} req/s   p99 ${spread(
          runs.map((r) => r.p99),
          0,
          'ms',
        )}` +
          `   server CPU ${spread(
            runs.map((r) => r.serverUs),
            0,
          )}   PostgreSQL CPU ${spread(
            runs.map((r) => r.postgresUs),
            0,
          )}` +
          `   transactions ${spread(
            runs.map((r) => r.transactions),
            2,
          )}   system calls: writes ${spread(
            runs.map((r) => r.writes),
            2,
          )}, reads ${spread(
            runs.map((r) => r.reads),
            2,
          )}${errors ? `   errors ${errors}` : ''}` +
          `${gone ? `   (${gone} backends ended mid-run: their CPU is missing)` : ''}`,
      );
    }
    const [portal, minimal] = sides.map((side) => benchCase.results.get(side.label));
    const ratio = (field) => portal.map((run, index) => run[field] / minimal[index][field]);
    const serverRatios = ratio('serverUs');
    const postgresRatios = ratio('postgresUs');
    console.log(
      `    portal / minimal, round by round: server CPU ${spread(serverRatios, 2)}, PostgreSQL CPU ${spread(postgresRatios, 2)}`,
    );
    met &&= median(serverRatios) <= goal && median(postgresRatios) <= goal;
  }
  console.log('  statements per request are not measured (pg_stat_statements is not preloaded on a test server)');
  if (smoke) console.log('  smoke run: no goal checked');
  else console.log(`  goal: both ratios at most ${goal}× on both screens (${met ? 'met' : 'NOT met'})`);
} catch (error) {
  console.error('bench signed-in failed:', error);
  process.exitCode = 1;
} finally {
  if (reference && reference.exitCode === null) {
    reference.kill('SIGTERM');
    await new Promise((resolve) => reference.once('exit', resolve));
  }
  await admin.end({ timeout: 5 });
  await app.stop();
}
