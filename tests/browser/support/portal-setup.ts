import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    outboxDir: string;
  }
}

/** Starts the built portal (npm start's server) on a fresh, seeded embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-browser-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/src/main.js'], {
    // Every browser test signs in and loads pages from 127.0.0.1, often as the same demo account:
    // the sign-in and request limits (tested on their own in tests/integration) must not decide
    // which test runs last.
    env: {
      ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: '',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '200', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000', RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(url, server);
  project.provide('portalUrl', url);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}

async function waitUntilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`portal exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ appSettings { demoMode } }' }),
    }).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error('portal did not start in 90 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}
