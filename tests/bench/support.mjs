// What the benchmarks share: a free loopback port, and waiting for a spawned server to answer.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

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
