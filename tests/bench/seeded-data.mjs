// The migrations and demo data a first start loads, made once for many benches: a data folder of
// the embedded database (BENCH_SEEDED_DATA_DIR) and, with a PostgreSQL server, a template database
// (BENCH_SEEDED_DATABASE) with the folder of its stored files (BENCH_SEEDED_SERVER_FILES). Given
// these variables, startBuiltServer starts each server on a copy instead of loading the demo data
// again (tens of seconds on a busy machine, every bench). Made by `migrate-cli`, as `npm start`
// makes them, then started once until the jobs the seed queued are done (the AVIF copies of the demo
// images, which a server makes), so the copies start quiet and with every image a first start has.
// Benches that time a first start (startup, memory) do not use them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort, requireBuiltServer, waitForJobsDone, waitForServer } from './support.mjs';

/** Runs the migrations and the demo seed into `dataDir` (and `databaseUrl`, when given); fails with its output. */
function migrate(dataDir, databaseUrl) {
  const child = spawn(process.execPath, ['dist/server/src/migrate-cli.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolveRun() : reject(new Error(`migrate-cli ended with ${signal ?? code}:\n${output}`)),
    );
  });
}

/**
 * Starts the built server once on `dataDir` (and `databaseUrl`) and stops it when the jobs the seed
 * queued are done (the AVIF copies of the demo images), so that the copies start quiet and with
 * every image a first start would have.
 */
async function runQueuedJobs(dataDir, databaseUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/src/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  try {
    await waitForServer(`${origin}/courses-registration`, server, 600_000);
    await waitForJobsDone(origin, server);
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  }
}

/** The demo data in `dataDir` (and `databaseUrl`): migrated, seeded, its queued jobs done. */
async function seed(dataDir, databaseUrl) {
  await migrate(dataDir, databaseUrl);
  await runQueuedJobs(dataDir, databaseUrl);
}

/**
 * Makes the seeded data (both at once) and answers the variables that point the benches at it and
 * `remove`, which deletes it. Without `serverUrl`, the embedded database's only.
 */
export async function makeSeededData(serverUrl) {
  requireBuiltServer('seeded data');
  const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-seeded-'));
  const template = `portal_bench_seeded_${process.pid}`;
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : undefined;
  let created = false;
  const remove = async () => {
    if (created) await admin.unsafe(`drop database if exists ${template} with (force)`);
    created = false;
    await admin?.end({ timeout: 5 });
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const env = { BENCH_SEEDED_DATA_DIR: join(workDir, 'embedded') };
    const runs = [seed(env.BENCH_SEEDED_DATA_DIR, '')];
    if (admin) {
      await admin.unsafe(`create database ${template}`);
      created = true;
      const url = new URL(serverUrl);
      url.pathname = `/${template}`;
      env.BENCH_SEEDED_DATABASE = template;
      env.BENCH_SEEDED_SERVER_FILES = join(workDir, 'server-files');
      runs.push(seed(env.BENCH_SEEDED_SERVER_FILES, url.toString()));
    }
    // Both end before anything is removed, even when one of them fails.
    const failed = (await Promise.allSettled(runs)).find((run) => run.status === 'rejected');
    if (failed) throw failed.reason;
    return { env, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
