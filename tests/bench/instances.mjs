// Two instances behind a round-robin proxy next to one instance behind the same proxy, on one
// PostgreSQL database: the public catalogue (GraphQL publicCourses) and a signed-in query (a
// patient's `me` and chat list), under BENCH_CONNECTIONS (50) connections from autocannon in this
// process. After a warm-up, BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10) per run, the two set-ups
// interleaved (their order alternates each round), with the load average of each round. Per run:
// requests/s, p99, and the CPU time per request of every process: the app instances and the proxy
// from /proc/<pid>/stat (utime + stime), the load generator's own (this process), and PostgreSQL
// as the sum over the backends serving the bench's database (/proc of the `postgres` processes
// whose title names it; pg_stat_statements needs the server's shared_preload_libraries, which a
// test server does not have), with the database's transactions per request (pg_stat_database).
// The server's own writers (WAL, checkpointer) are left out: both set-ups only read.
//
// The instances are the built server (`npm run build:server`) started by the tests' harness
// (tests/support/spawned-server.ts) and the proxy is the tests' (tests/support/round-robin-proxy.ts),
// each proxy in a process of its own; both load with Node's type stripping. Needs a PostgreSQL
// server: TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test. With seeded data
// (seeded-data.mjs) the database is a copy of it and instance A loads no demo data. Loopback only.
// BENCH_PROXY=caddy puts Caddy (docker-compose's proxy, `caddy` on PATH: Debian's package) in
// front instead, with deploy/Caddyfile's round-robin rule: a proxy in Node is single-threaded and
// can itself be the limit of a 2-core run, which is not what a deployment has.
import './typescript-support.mjs';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import postgres from 'postgres';
import {
  benchDatabase,
  cleanUpOnHangOrSignal,
  cpuSeconds,
  freePort,
  gql,
  loadAverage,
  login,
  median,
  requireBuiltServer,
  seededData,
  setting,
  spread,
  verdict,
  waitForServer,
} from './support.mjs';

const { spawnServer } = await import('../support/spawned-server.ts');

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench instances: set TEST_DATABASE_URL (a PostgreSQL server) to run it');
  process.exit(1);
}
if (process.platform !== 'linux') {
  console.error('bench instances: reads CPU times from /proc, which only Linux has');
  process.exit(1);
}
requireBuiltServer('instances');
const seconds = setting('BENCH_SECONDS', 10, 1);
const warmUpSeconds = setting('BENCH_WARMUP_SECONDS', 3, 0);
const rounds = setting('BENCH_ROUNDS', 3, 1);
const connections = setting('BENCH_CONNECTIONS', 50, 10);
const proxyKind = process.env.BENCH_PROXY ?? 'node';
if (!['node', 'caddy'].includes(proxyKind)) {
  console.error("bench instances: BENCH_PROXY is node (the tests' proxy, the default) or caddy");
  process.exit(1);
}

const queries = [
  {
    label: 'public catalogue (publicCourses)',
    query:
      '{ publicCourses { id name subtopic date time investment { cents currency } availableSpaces imageUrl status catalogueState } }',
    signedIn: false,
    answers: (data) => data.publicCourses.length > 0,
  },
  {
    label: "a patient's me + chat list",
    query:
      '{ me { id name lastname email type { role } } chats(first: 20) { totalCount edges { node { id patientName lastMessage lastMessageAt unreadCount } } } }',
    signedIn: true,
    answers: (data) => data.me.type.role === 'PATIENT' && data.chats.totalCount > 0,
  },
];

// The harness's build: the folder that holds server/src/main.js.
const build = { dir: resolve('dist'), remove: async () => {} };
const seeded = seededData(true);
const database = benchDatabase('instances', seeded?.database);
const databaseName = database.name;
const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-instances-'));
const children = [];
let cleaned = false;
const cleanup = async () => {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(children.map((child) => child.stop()));
  await database.drop();
  await admin.end({ timeout: 5 });
  rmSync(workDir, { recursive: true, force: true });
};
const stopWatch = cleanUpOnHangOrSignal('instances', 20, cleanup);

try {
  const databaseUrl = await database.create();
  if (seeded) cpSync(seeded.dataDir, join(workDir, 'data'), { recursive: true });
  const env = (seed) => ({
    DATABASE_URL: databaseUrl,
    // One files folder for both: the same study files whichever instance answers.
    DATA_DIR: join(workDir, 'data'),
    SEED_DEMO: seed && !seeded ? 'true' : 'false',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  // A migrates and seeds the demo data; B starts on what A made.
  const a = await spawnServer(build, { name: 'instancia A', env: env(true), readyTimeoutMs: 300_000 });
  children.push(a);
  const b = await spawnServer(build, { name: 'instancia B', env: env(false) });
  children.push(b);
  const setups = [
    { label: 'one instance', apps: [a], proxy: await startProxy([a.port]) },
    { label: 'two instances', apps: [a, b], proxy: await startProxy([a.port, b.port]) },
  ];
  children.push(...setups.map((setup) => setup.proxy));
  const token = await login(setups[0].proxy.origin, 'paciente@demo.mx');

  // Every run must answer what it asks: a refused query would only measure how fast errors go.
  for (const setup of setups)
    for (const { label, query, signedIn, answers } of queries)
      for (let call = 0; call < setup.apps.length; call += 1) {
        const data = await gql(setup.proxy.origin, query, {}, signedIn ? token : undefined);
        if (!answers(data)) throw new Error(`${label} through ${setup.label}: ${JSON.stringify(data).slice(0, 300)}`);
      }

  const run = async (setup, { query, signedIn }, duration) => {
    const options = {
      url: `${setup.proxy.origin}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
      connections,
      duration,
    };
    const measured = [...setup.apps.map((app) => ({ label: app.name, pid: app.pid })), setup.proxy];
    const statementsBefore = await statementsRun();
    const before = measured.map(({ pid }) => cpuSeconds(pid));
    const backendsBefore = postgresBackends(databaseName);
    const generatorBefore = process.cpuUsage();
    const result = await autocannon(options);
    const generator = process.cpuUsage(generatorBefore);
    const after = measured.map(({ pid }) => cpuSeconds(pid));
    const backendsAfter = postgresBackends(databaseName);
    const statements = (await statementsRun()) - statementsBefore;
    const requests = result.requests.total;
    const perRequestMs = (cpu) => (cpu * 1000) / Math.max(1, requests);
    const cpu = Object.fromEntries(measured.map(({ label }, index) => [label, after[index] - before[index]]));
    let postgresCpu = 0;
    for (const [pid, used] of backendsAfter) postgresCpu += used - (backendsBefore.get(pid) ?? 0);
    const gone = [...backendsBefore.keys()].filter((pid) => !backendsAfter.has(pid)).length;
    cpu.PostgreSQL = postgresCpu;
    // The load generator shares the cores too: what it costs is what the others could not use.
    cpu['load generator'] = (generator.user + generator.system) / 1e6;
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      cpuMsPerRequest: Object.fromEntries(Object.entries(cpu).map(([label, used]) => [label, perRequestMs(used)])),
      backendsGone: gone,
      statementsPerRequest: statements / Math.max(1, requests),
    };
  };
  /**
   * Transactions the bench's database has run, each statement of the app being one: PostgreSQL's
   * statistics, which a backend publishes within a second of going idle, hence the wait.
   */
  const statementsRun = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [row] =
      await admin`select xact_commit + xact_rollback as count from pg_stat_database where datname = ${databaseName}`;
    return Number(row.count);
  };

  if (warmUpSeconds > 0)
    for (const setup of setups) for (const query of queries) await run(setup, query, warmUpSeconds);

  const results = new Map(); // `${query}|${setup}` → runs
  const loads = [];
  for (let round = 1; round <= rounds; round += 1) {
    loads.push(loadAverage());
    const order = round % 2 === 1 ? setups : [...setups].reverse();
    for (const query of queries)
      for (const setup of order) {
        const key = `${query.label}|${setup.label}`;
        results.set(key, [...(results.get(key) ?? []), await run(setup, query, seconds)]);
      }
  }

  console.log(
    `\ninstances: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per run after ${warmUpSeconds} s of warm-up, ${os.cpus().length} cores, PostgreSQL server, Node ${process.version}, proxy: ${proxyKind === 'caddy' ? 'Caddy' : "the tests' (Node)"}`,
  );
  for (const [index, load] of loads.entries()) console.log(`  load average at round ${index + 1}: ${load}`);
  console.log(`  medians (min–max) over the rounds; CPU in ms per request`);
  for (const query of queries) {
    console.log(`\n${query.label}`);
    const rpsOf = {};
    for (const setup of setups) {
      const runs = results.get(`${query.label}|${setup.label}`);
      rpsOf[setup.label] = runs.map((result) => result.rps);
      const errors = runs.reduce((sum, result) => sum + result.errors, 0);
      const gone = runs.reduce((sum, result) => sum + result.backendsGone, 0);
      console.log(
        `  ${setup.label.padEnd(14)} ${spread(rpsOf[setup.label], 0)} req/s   p99 ${spread(
          runs.map((result) => result.p99),
          0,
          'ms',
        )}${errors ? `   errors ${errors}` : ''}${gone ? `   (${gone} PostgreSQL backends ended mid-run: their CPU is missing)` : ''}`,
      );
      const labels = Object.keys(runs[0].cpuMsPerRequest);
      const totals = runs.map((result) => Object.values(result.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0));
      console.log(
        `  ${''.padEnd(14)} CPU ${labels
          .map(
            (label) =>
              `${label} ${spread(
                runs.map((result) => result.cpuMsPerRequest[label]),
                3,
              )}`,
          )
          .join(', ')}; total ${spread(totals, 3)}`,
      );
      console.log(
        `  ${''.padEnd(14)} PostgreSQL transactions per request ${spread(
          runs.map((result) => result.statementsPerRequest),
          2,
        )}`,
      );
    }
    const ratios = rpsOf['two instances'].map((rps, index) => rps / rpsOf['one instance'][index]);
    console.log(
      `  two instances / one: ${spread(ratios, 2)} (round by round); goal: not slower than one (${verdict(median(ratios) >= 0.95)}, 5% noise allowed)`,
    );
  }
} catch (error) {
  console.error('bench instances failed:', error);
  for (const child of children) if (child.log) console.error(`--- ${child.name}:\n${child.log()}`);
  process.exitCode = 1;
} finally {
  stopWatch();
  await cleanup();
}

/** The proxy BENCH_PROXY names, in a process of its own, in front of the instances on `ports`. */
function startProxy(ports) {
  return proxyKind === 'caddy' ? startCaddy(ports) : startNodeProxy(ports);
}

/** Caddy with deploy/Caddyfile's round robin (its health checks left out), on a free port. */
async function startCaddy(ports) {
  const port = await freePort();
  const config = join(workDir, `Caddyfile-${ports.join('-')}`);
  writeFileSync(
    config,
    `{\n\tadmin off\n\tauto_https off\n}\n\n` +
      `http://127.0.0.1:${port} {\n` +
      `\treverse_proxy ${ports.map((target) => `127.0.0.1:${target}`).join(' ')} {\n` +
      `\t\tlb_policy round_robin\n\t}\n}\n`,
  );
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOME: workDir, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir },
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/healthz`, child, 30_000).catch((error) => {
    throw new Error(`Caddy did not start: ${error.message}\n${log}`);
  });
  return {
    label: 'proxy',
    name: `Caddy to ${ports.length}`,
    pid: child.pid,
    origin,
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The tests' proxy in a process of its own, in front of the instances on `ports`. */
async function startNodeProxy(ports) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'round-robin-proxy-process.mjs'), ...ports.map(String)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  const { port } = JSON.parse(line);
  return {
    label: 'proxy',
    name: `proxy to ${ports.length}`,
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU seconds used so far by each PostgreSQL backend serving `database`, by process id. */
function postgresBackends(database) {
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone meanwhile
    }
    // A backend's title: "postgres: [<cluster>: ]<user> <database> <client> <state>".
    const match = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title);
    if (match?.[1] !== database) continue;
    try {
      found.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // ended between the two reads
    }
  }
  return found;
}
