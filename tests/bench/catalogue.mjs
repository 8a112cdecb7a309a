// Public catalogue throughput, like with like. The real server (dist/, `npm run build:server`) on
// the PostgreSQL server answers the cached catalogue through GraphQL (POST and GET) and REST;
// next to it a minimal Fastify + postgres.js route under the same rules (catalogue-reference.mjs:
// the answer's bytes kept per version, brotli and gzip made once, a change learnt by LISTEN and
// no version read per request, as the portal does); and the same server on the embedded database
// (PGlite), next to the PostgreSQL server's. The reference takes the same requests as the portal's
// runs: its bare GET /rows (no operation) is what the REST route and every run are also shown
// against, and each GraphQL run is judged against the reference answering that same request (the
// POST with its JSON body read and parsed, the GET with its query string), since reading a POST's
// body costs a bare Fastify route itself about a third more CPU than a GET without one. Each in
// its own process; one load generator (autocannon, in this process) for all, BENCH_CONNECTIONS
// (50) connections on loopback.
// Two compression modes, the same on both sides: brotli (Accept-Encoding: br) and none.
// A warm-up per run, then BENCH_ROUNDS (5) rounds of BENCH_SECONDS (5) per run, the runs
// interleaved (their order rotates each round), the load average printed per round; per run the
// median requests/s and the median ratio to the reference of the same round, with their range,
// and the CPU time per request of the process that answered (from /proc: utime + stime, every
// thread), which depends far less on what else the machine runs than requests/s do; its inverse
// ratio is what a CPU-bound server would reach next to the reference. Measuring starts once each
// server is idle (the demo data's background jobs done).
// PostGraphile 5 is not among the project's dependencies, so it is not run here.
// Needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres): a database is made
// for the bench and dropped. BENCH_SMOKE=1: one short round, no goal checked, exit 0 when it ran.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import {
  cleanUpOnHangOrSignal,
  cpuSeconds,
  freePort,
  loadAverage,
  median,
  requireBuiltServer,
  spread,
  startBuiltServer,
  waitForServer,
} from './support.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench catalogue: set TEST_DATABASE_URL (a PostgreSQL server) to run it');
  process.exit(1);
}
requireBuiltServer('catalogue');
const smoke = process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = smoke ? 1 : Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const rounds = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const goal = 0.8;

const portals = [];
const children = [];

const cleanUp = async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const portal of portals) await portal.stop();
};
const stopWatch = cleanUpOnHangOrSignal('catalogue', smoke ? 10 : 40, cleanUp);

/** The built server on a PostgreSQL database of its own, or on PGlite (in a folder of its own). */
async function startPortal(name, database) {
  const portal = await startBuiltServer(`catalogue-${name}`, smoke ? 10 : 40, { database });
  portals.push(portal);
  return portal;
}

/** Resolves once `pid` spends under 5% of a core over a second (at most `limitMs` of waiting). */
async function idle(pid, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
    if (cpuSeconds(pid) - before < 0.05 || Date.now() > deadline) return;
  }
}

const catalogueQuery =
  '{ publicCourses { id name subtopic date time investment { cents currency } availableSpaces imageUrl status catalogueState } }';
const preflight = { 'apollo-require-preflight': 'true' };

try {
  // Both at once: each first start is mostly waiting on its own database.
  const [serverPortal, embeddedPortal] = await Promise.all([
    startPortal('server', 'postgres'),
    startPortal('embedded'),
  ]);
  const server = serverPortal.origin;
  const embedded = embeddedPortal.origin;
  const referencePort = await freePort();
  // The reference sends the headers the portal's catalogue answer carries (but its own framing).
  const portalAnswer = await fetch(`${server}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: catalogueQuery }),
  });
  const framing = new Set([
    'content-length',
    'content-encoding',
    'etag',
    'vary',
    'content-type',
    'date',
    'connection',
    'keep-alive',
  ]);
  const portalHeaders = Object.fromEntries([...portalAnswer.headers].filter(([name]) => !framing.has(name)));
  await portalAnswer.arrayBuffer();
  const reference = spawn(
    process.execPath,
    [
      'tests/bench/catalogue-reference.mjs',
      serverPortal.databaseUrl,
      String(referencePort),
      JSON.stringify(portalHeaders),
      catalogueQuery,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(reference);
  await waitForServer(`http://127.0.0.1:${referencePort}/rows`, reference);
  await Promise.all([idle(serverPortal.pid), idle(embeddedPortal.pid)]);

  const graphqlPost = (origin) => ({
    url: `${origin}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: catalogueQuery }),
  });
  const graphqlGet = (origin) => ({
    url: `${origin}/graphql?query=${encodeURIComponent(catalogueQuery)}`,
    headers: preflight,
  });
  const referenceOrigin = `http://127.0.0.1:${referencePort}`;
  const runs = [
    {
      label: 'minimal Fastify + postgres.js',
      pid: reference.pid,
      options: { url: `${referenceOrigin}/rows` },
    },
    { label: 'minimal route, GraphQL POST', pid: reference.pid, options: graphqlPost(referenceOrigin) },
    { label: 'minimal route, GraphQL GET', pid: reference.pid, options: graphqlGet(referenceOrigin) },
    {
      label: 'GraphQL POST (PostgreSQL)',
      pid: serverPortal.pid,
      options: graphqlPost(server),
      sameRequest: 'minimal route, GraphQL POST',
    },
    {
      label: 'GraphQL GET (PostgreSQL)',
      pid: serverPortal.pid,
      options: graphqlGet(server),
      sameRequest: 'minimal route, GraphQL GET',
    },
    {
      label: 'REST /courses-registration',
      pid: serverPortal.pid,
      options: { url: `${server}/courses-registration` },
    },
    { label: 'GraphQL POST (PGlite)', pid: embeddedPortal.pid, options: graphqlPost(embedded) },
  ];
  const modes = [
    { label: 'brotli', headers: { 'accept-encoding': 'br' } },
    { label: 'no compression', headers: {} },
  ];
  await checkAnswers(runs, modes);

  const rates = new Map(); // `${mode}|${run}` → requests/s per round
  const cpu = new Map(); // `${mode}|${run}` → µs of the answering process's CPU per request, per round
  const loads = [];
  const bytes = new Map(); // `${mode}|${run}` → bytes per answer on the wire, headers included
  for (let round = 0; round < rounds + 1; round += 1) {
    const warmUp = round === 0;
    if (!warmUp) loads.push(loadAverage());
    // The order rotates each round, so no run always follows the same one.
    const order = runs.map((_, index) => runs[(index + round) % runs.length]);
    for (const mode of modes) {
      for (const run of order) {
        const cpuBefore = cpuSeconds(run.pid);
        const result = await autocannon({
          ...run.options,
          headers: { ...run.options.headers, ...mode.headers },
          connections,
          duration: warmUp ? warmUpSeconds : seconds,
        });
        if (result.errors + result.non2xx > 0)
          throw new Error(`${run.label} (${mode.label}): ${result.errors} errors, ${result.non2xx} non-2xx`);
        if (warmUp) continue;
        const key = `${mode.label}|${run.label}`;
        rates.set(key, [...(rates.get(key) ?? []), result.requests.average]);
        const perRequest = ((cpuSeconds(run.pid) - cpuBefore) * 1e6) / result.requests.total;
        cpu.set(key, [...(cpu.get(key) ?? []), perRequest]);
        bytes.set(key, result.throughput.average / result.requests.average);
      }
    }
    if (!warmUp) console.log(`round ${round}: load average ${loads.at(-1)} (1, 5, 15 min)`);
  }

  console.log(`\ncatalogue, ${connections} connections, ${rounds} round(s) of ${seconds} s per run after a warm-up:`);
  const verdicts = [];
  const ratioTo = (mode, label, base) => {
    const of = rates.get(`${mode}|${label}`);
    const to = rates.get(`${mode}|${base}`);
    return of.map((rate, index) => rate / to[index]);
  };
  // The reference's CPU per request over this run's, round by round: above 1, this run costs less.
  const cpuRatioTo = (mode, label, base) => {
    const of = cpu.get(`${mode}|${label}`);
    const to = cpu.get(`${mode}|${base}`);
    return of.map((spent, index) => to[index] / spent);
  };
  for (const mode of modes) {
    console.log(`  ${mode.label}:`);
    for (const run of runs) {
      const rps = rates.get(`${mode.label}|${run.label}`);
      const ratio = ratioTo(mode.label, run.label, runs[0].label);
      console.log(
        `    ${run.label.padEnd(32)} ${spread(rps, 0, 'req/s').padEnd(28)} × reference ${spread(ratio, 2).padEnd(20)} ${bytes.get(`${mode.label}|${run.label}`).toFixed(0)} B/answer`,
      );
      const spent = cpu.get(`${mode.label}|${run.label}`);
      const cpuRatio = cpuRatioTo(mode.label, run.label, runs[0].label);
      console.log(
        `    ${''.padEnd(32)} CPU ${spread(spent, 0, 'µs/request').padEnd(24)} reference's CPU / this: ${spread(cpuRatio, 2)}`,
      );
      if (run.sameRequest)
        console.log(
          `    ${''.padEnd(32)} × the same request to the minimal route: ${spread(ratioTo(mode.label, run.label, run.sameRequest), 2)} req/s, ${spread(cpuRatioTo(mode.label, run.label, run.sameRequest), 2)} CPU`,
        );
    }
    const post = ['GraphQL POST (PostgreSQL)', 'minimal route, GraphQL POST'];
    const graphqlCpu = median(cpuRatioTo(mode.label, ...post));
    verdicts.push([
      `GraphQL POST's CPU per request ≤ 1/${goal} × the minimal route's for the same POST (${mode.label})`,
      graphqlCpu >= goal,
    ]);
    const graphql = median(ratioTo(mode.label, ...post));
    verdicts.push([`GraphQL POST ≥ ${goal} × the minimal route for the same POST (${mode.label})`, graphql >= goal]);
    const embeddedRatio = ratioTo(mode.label, 'GraphQL POST (PGlite)', 'GraphQL POST (PostgreSQL)');
    console.log(`    PGlite / PostgreSQL server (GraphQL POST): ${spread(embeddedRatio, 2)}`);
    verdicts.push([`PGlite ≥ ${goal} × the PostgreSQL server (${mode.label})`, median(embeddedRatio) >= goal]);
  }
  if (smoke) console.log('\nsmoke run (BENCH_SMOKE=1): figures too short to judge, no goal checked');
  else {
    console.log('\ngoals (medians):');
    for (const [label, met] of verdicts) console.log(`  ${met ? 'met    ' : 'NOT met'} ${label}`);
  }
} finally {
  stopWatch();
  await cleanUp();
}

/** Each run must answer the catalogue itself: a refused query would only measure how fast errors go. */
async function checkAnswers(runs, modes) {
  for (const run of runs) {
    for (const mode of modes) {
      const { url, method, body } = run.options;
      const response = await fetch(url, { method, body, headers: { ...run.options.headers, ...mode.headers } });
      const answer = await response.json();
      const rows = answer.data?.publicCourses ?? answer.data ?? answer;
      if (!response.ok || answer.errors || !Array.isArray(rows) || rows.length === 0)
        throw new Error(`${run.label} does not answer the catalogue: ${JSON.stringify(answer).slice(0, 300)}`);
      const encoding = response.headers.get('content-encoding');
      if (mode.headers['accept-encoding'] === 'br' && encoding !== 'br' && encoding !== null)
        throw new Error(`${run.label} answers ${encoding} to a request for brotli`);
    }
  }
}
