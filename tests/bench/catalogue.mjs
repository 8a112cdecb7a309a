// Public catalogue throughput: GraphQL publicCourses (POST and GET) and REST GET /courses-registration of the
// real server, next to a minimal Fastify route returning the same rows with postgres.js (each in
// its own process, apart from the load generator), under
// 50 concurrent connections on loopback. Needs a PostgreSQL server (TEST_DATABASE_URL or
// DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test) and `npm run build:server`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { setting, smoke } from './support.mjs';

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('bench catalogue: set TEST_DATABASE_URL (a PostgreSQL server) to run it');
  process.exit(1);
}
if (!existsSync('dist/server/src/main.js')) {
  console.error('bench catalogue: run `npm run build:server` first');
  process.exit(1);
}
const seconds = setting('BENCH_SECONDS', 10, 1);
const connections = 50;
const databaseName = `portal_bench_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${databaseName}`);
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const port = 4900 + (process.pid % 90);
const server = spawn(process.execPath, ['dist/server/src/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let reference;
const catalogueQuery =
  '{ publicCourses { id name subtopic date time investment { cents currency } availableSpaces imageUrl status catalogueState } }';
const query = JSON.stringify({ query: catalogueQuery });
try {
  await waitFor(`http://127.0.0.1:${port}/courses-registration`);

  // The reference: the least a Node server can do to answer the same rows, in its own process.
  reference = spawn(
    process.execPath,
    ['tests/bench/catalogue-reference.mjs', databaseUrl.toString(), String(port + 100)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitFor(`http://127.0.0.1:${port + 100}/rows`);

  const runs = [
    ['minimal Fastify + postgres.js', { url: `http://127.0.0.1:${port + 100}/rows` }],
    ['REST GET /courses-registration', { url: `http://127.0.0.1:${port}/courses-registration` }],
    [
      'GraphQL publicCourses',
      {
        url: `http://127.0.0.1:${port}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: query,
      },
    ],
    // What the app sends to be cached on the way: a GET (with the header Apollo's CSRF guard asks for).
    [
      'GraphQL publicCourses GET',
      {
        url: `http://127.0.0.1:${port}/graphql?query=${encodeURIComponent(catalogueQuery)}`,
        headers: { 'apollo-require-preflight': 'true' },
      },
    ],
  ];
  await checkAnswers(runs);
  const results = [];
  for (const [label, options] of runs) {
    if (!smoke) await autocannon({ ...options, connections, duration: 2 }); // warm-up
    const result = await autocannon({ ...options, connections, duration: seconds });
    results.push({
      label,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const referenceRps = results[0].rps;
  console.log(`\ncatalogue under ${connections} connections, ${seconds} s each:`);
  for (const { label, rps, p99, errors } of results) {
    console.log(
      `  ${label.padEnd(32)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   ratio ${(rps / referenceRps).toFixed(2)}${errors ? `   errors ${errors}` : ''}`,
    );
  }
  console.log(`  goal: ratio of at least 0.80 for REST and GraphQL${smoke ? ' (not checked in a smoke run)' : ''}`);
} finally {
  if (reference) {
    reference.kill('SIGTERM');
    await new Promise((resolve) => reference.once('exit', resolve));
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.unsafe(`drop database if exists ${databaseName}`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Each run must answer the catalogue itself: a refused query would only measure how fast errors go. */
async function checkAnswers(runs) {
  for (const [label, options] of runs) {
    const response = await fetch(options.url, { method: options.method, headers: options.headers, body: options.body });
    const body = await response.json();
    const rows = body.data?.publicCourses ?? body.data ?? body;
    if (!response.ok || body.errors || !Array.isArray(rows) || rows.length === 0) {
      throw new Error(`${label} does not answer the catalogue: ${JSON.stringify(body).slice(0, 300)}`);
    }
  }
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in 60 s`);
}
