// What the benchmarks share: a free loopback port, and waiting for a spawned server to answer.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

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
export function spread(values, digits, unit) {
  const at = (value) => value.toFixed(digits);
  return `${at(median(values))} ${unit} (${at(Math.min(...values))}–${at(Math.max(...values))})`;
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
