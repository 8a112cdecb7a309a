// Live chat at scale, on the embedded database (PGlite) and on the PostgreSQL server at
// TEST_DATABASE_URL (PGlite only without it), each a built server of its own (`npm run
// build:server`) with the demo data, run with the node flags `npm start` gives it (its 256 MB heap
// cap included), on loopback:
// - delivery: BENCH_CLIENTS (1,000) graphql-ws clients subscribed to one chat as the office; the
//   patient sends messages one after another, and each delivery is timed from the start of its
//   sendChatMessage request to its arrival at the client. After a warm-up, BENCH_ROUNDS (5) rounds
//   of BENCH_MESSAGES (40) messages per database, the databases interleaved (each first in turn),
//   the load average after each round; p50 and p99 per round, median and range. The clients read
//   in this process, so a delivery's time includes reading the other clients' copies: an upper
//   bound. The server's CPU per message (all its threads, /proc) moves less with the load.
// - idle connections: more clients, subscribed the same way, up to BENCH_IDLE_CONNECTIONS (10,000)
//   open sockets; the server's RSS after a full garbage collection (through its inspector, on
//   loopback) before the first client and with all of them connected and idle.
// Goals on the PostgreSQL server: p99 under 50 ms with 1,000 subscribers, the server under 1 GB
// (1,000 MB) of RSS with 10,000 idle connections. Each socket is a file descriptor in this process
// and in the server: when the soft limit (`ulimit -n`) is too low and the hard one allows, the bench
// runs itself again with the soft limit raised; otherwise it says how far to raise it.
// BENCH_SMOKE=1: 20 subscribers, 100 connections, one round of 3 messages, no goal checked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { serverEnvironment, serverNodeFlagsFor } from '../../scripts/server-node-flags.mjs';
import {
  cleanUpOnHangOrSignal,
  cpuSeconds,
  gql,
  loadAverage,
  median,
  rssMb,
  setting,
  smoke,
  spread,
  startBuiltServer,
  verdict,
} from './support.mjs';

const subscriberCount = setting('BENCH_CLIENTS', 1000, 20);
const idleCount = Math.max(subscriberCount, setting('BENCH_IDLE_CONNECTIONS', 10_000, 100));
const rounds = setting('BENCH_ROUNDS', 5, 1);
const messagesPerRound = setting('BENCH_MESSAGES', 40, 3);
const warmUpMessages = smoke ? 2 : 20;
const deliveryTimeoutMs = 10_000;
const goals = { p99Ms: 50, idleRssMb: 1000 };
const minutes = smoke ? 10 : 40;

const databases = [{ label: 'PGlite', database: 'embedded' }];
if (process.env.TEST_DATABASE_URL) databases.push({ label: 'PostgreSQL server', database: 'postgres' });
const query = 'subscription ($c: ID!) { chatMessageAdded(chatId: $c) { id text isMessageOwner } }';

const again = runAgainWithOpenFiles(idleCount + 500);
if (again) process.exitCode = await again;
else await main();

async function main() {
  if (databases.length === 1) console.log('bench chat: without TEST_DATABASE_URL, on PGlite only');
  const runs = [];
  const cleanup = async () => {
    for (const run of runs) await run.close();
  };
  const stopWatch = cleanUpOnHangOrSignal('chat', minutes, cleanup);
  try {
    // Both servers start at once: each first start mostly waits on its own database.
    runs.push(...(await Promise.all(databases.map((database) => chatRun(database)))));
    console.log(`\nchat, ${subscriberCount} subscribers to one chat; load average at start ${loadAverage()}`);
    for (const run of runs) await run.subscribe(subscriberCount);
    for (const run of runs) await run.warmUp();
    const loads = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let at = 0; at < runs.length; at += 1) await runs[(at + round) % runs.length].round();
      loads.push(loadAverage().split(', ')[0]);
    }
    console.log(
      `\ndelivery, send to arrival at each of ${subscriberCount} subscribers: ${rounds} interleaved round(s) of ${messagesPerRound} messages${smoke ? ' (smoke run)' : ' after a warm-up'}, per round median (range):`,
    );
    for (const run of runs) run.reportDelivery();
    console.log(`  load average (1 min) after each round: ${loads.join(', ')}`);

    console.log(`\n${idleCount.toLocaleString('en')} idle connections, each subscribed to the chat:`);
    // One database at a time: the sockets of both would need twice the file descriptors.
    for (const run of runs) {
      await run.subscribe(idleCount);
      await run.reportIdle();
      await run.close();
    }
  } catch (error) {
    console.error('bench chat failed:', error);
    process.exitCode = 1;
  } finally {
    stopWatch();
    await cleanup();
  }
}

/** A server on `database` with the office, the patient and their chat, and what the bench does with it. */
async function chatRun({ label, database }) {
  // Node runs with the flags `npm start` gives a server on this database (its heap cap included).
  const server = await startBuiltServer(`chat-${database}`, minutes + 1, {
    database,
    inspect: true,
    nodeArgs: serverNodeFlagsFor({ DATABASE_URL: database === 'postgres' ? 'set' : '' }),
    env: { ...serverEnvironment, LOGIN_RATE_LIMIT_PER_ADDRESS: '100000' },
  });
  const clients = [];
  try {
    const signIn = async (identifier) =>
      (
        await gql(
          server.origin,
          'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token user { id } } }',
          { i: identifier, p: 'demo1234' },
        )
      ).login;
    const office = await signIn('recepcion@demo.mx');
    const patient = await signIn('paciente@demo.mx');
    const chatId = (
      await gql(
        server.origin,
        'mutation ($p: ID!) { openPatientChat(patientId: $p) { id } }',
        { p: patient.user.id },
        patient.token,
      )
    ).openPatientChat.id;
    const send = (text) =>
      gql(
        server.origin,
        'mutation ($c: ID!, $t: String) { sendChatMessage(chatId: $c, text: $t) { id } }',
        { c: chatId, t: text },
        patient.token,
      );
    // The paths a message takes, warm before the first reading.
    for (let index = 0; index < 5; index += 1) await send(`calentamiento ${index}`);
    const rssBefore = await settledRss();

    // Every delivery: which message (by its text) reached how many clients, and when.
    const sentAt = new Map();
    const arrivals = new Map();
    let awaited; // the message the bench waits for, and how to wake it
    const onMessage = (text) => {
      const now = performance.now();
      const list = arrivals.get(text) ?? [];
      list.push(now - (sentAt.get(text) ?? now));
      arrivals.set(text, list);
      if (awaited?.text === text && list.length >= clients.length) awaited.done(true);
    };
    /** Whether every client received `text` within `timeoutMs`. */
    const deliveredToAll = (text, timeoutMs) =>
      new Promise((resolveAll) => {
        if ((arrivals.get(text)?.length ?? 0) >= clients.length) return resolveAll(true);
        const timer = setTimeout(() => awaited.done(false), timeoutMs);
        awaited = {
          text,
          done: (all) => {
            clearTimeout(timer);
            awaited = undefined;
            resolveAll(all);
          },
        };
      });

    const delivery = { p50: [], p99: [], all: [], responses: [], cpuMs: [], incomplete: 0 };
    let probes = 0;
    return {
      /** Opens clients up to `count` in all, subscribed to the chat, and waits until a message reaches each of them. */
      async subscribe(count) {
        while (clients.length < count) {
          const batch = [];
          // 25 at a time: each opening reads the session, and graphql-ws closes a socket whose
          // connection_init waits over 3 s (4408), as it did with 100 at a time at load 35.
          for (let index = clients.length; index < Math.min(clients.length + 25, count); index += 1)
            batch.push(connectClient(server.port, office.token, chatId, onMessage));
          clients.push(...(await Promise.all(batch)));
        }
        // A subscription is in place only once a message reaches it: probe until all of them answer.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const text = `sonda ${(probes += 1)}`;
          await send(text);
          const all = await deliveredToAll(text, 5000);
          arrivals.delete(text);
          if (all) return;
        }
        throw new Error(`${label}: not every client received the probes (${clients.length} expected)`);
      },
      async warmUp() {
        // The first messages to many subscribers still compile parts of the delivery path.
        for (let index = 0; index < warmUpMessages; index += 1) {
          const text = `calentamiento con clientes ${index}`;
          await send(text);
          await deliveredToAll(text, deliveryTimeoutMs);
          arrivals.delete(text);
        }
      },
      async round() {
        const delays = [];
        const cpuBefore = cpuSeconds(server.pid);
        for (let index = 0; index < messagesPerRound; index += 1) {
          const text = `mensaje ${delivery.responses.length}`;
          sentAt.set(text, performance.now());
          await send(text);
          delivery.responses.push(performance.now() - sentAt.get(text));
          if (!(await deliveredToAll(text, deliveryTimeoutMs))) delivery.incomplete += 1;
          delays.push(...(arrivals.get(text) ?? []));
          arrivals.delete(text);
          sentAt.delete(text);
        }
        delivery.cpuMs.push(((cpuSeconds(server.pid) - cpuBefore) * 1000) / messagesPerRound);
        delays.sort((a, b) => a - b);
        delivery.p50.push(percentile(delays, 50));
        delivery.p99.push(percentile(delays, 99));
        delivery.all.push(...delays);
      },
      reportDelivery() {
        const p99 = median(delivery.p99);
        delivery.all.sort((a, b) => a - b);
        delivery.responses.sort((a, b) => a - b);
        const goal =
          label === 'PostgreSQL server' ? `   (goal under ${goals.p99Ms} ms: ${verdict(p99 < goals.p99Ms)})` : '';
        console.log(`  ${label}:`);
        console.log(`    p50 ${spread(delivery.p50, 1, 'ms')}, p99 ${spread(delivery.p99, 1, 'ms')}${goal}`);
        console.log(
          `    all ${delivery.all.length} deliveries: p99 ${percentile(delivery.all, 99).toFixed(1)} ms, max ${delivery.all.at(-1).toFixed(1)} ms; ` +
            `the sendChatMessage answer itself: p50 ${percentile(delivery.responses, 50).toFixed(1)} ms, p99 ${percentile(delivery.responses, 99).toFixed(1)} ms`,
        );
        console.log(`    server CPU per message (all threads): ${spread(delivery.cpuMs, 1, 'ms')}`);
        if (delivery.incomplete)
          console.log(`    ${delivery.incomplete} messages did not reach every client within ${deliveryTimeoutMs} ms`);
      },
      async reportIdle() {
        const rssIdle = await settledRss();
        const perConnectionKb = ((rssIdle - rssBefore) * 1000) / clients.length;
        console.log(`  ${label} (load average ${loadAverage()}):`);
        console.log(
          `    server RSS ${rssBefore.toFixed(0)} MB before the first client, ${rssIdle.toFixed(0)} MB with ${clients.length.toLocaleString('en')} connected and idle, each after a full garbage collection`,
        );
        const goal =
          label === 'PostgreSQL server'
            ? `; goal under ${goals.idleRssMb} MB: ${verdict(rssIdle < goals.idleRssMb)}`
            : '';
        console.log(`    ${perConnectionKb.toFixed(1)} KB per connection${goal}`);
      },
      async close() {
        await Promise.allSettled(clients.splice(0).map((client) => client.dispose()));
        await server.stop();
      },
    };
  } catch (error) {
    await Promise.allSettled(clients.map((client) => client.dispose()));
    await server.stop();
    throw error;
  }

  /** The server's RSS in MB once it has collected its garbage and had a moment to give pages back. */
  async function settledRss() {
    await server.collectGarbage();
    await sleep(1500);
    return rssMb(server.pid);
  }
}

/** One graphql-ws client signed in as the office and subscribed to the chat; resolves once the server acknowledged it. */
function connectClient(port, token, chatId, onMessage) {
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    // The opening's failure rejects below; graphql-ws would print the whole close event as well.
    onNonLazyError: () => {},
    connectionParams: { authorization: `Bearer ${token}` },
  });
  client.subscribe(
    { query, variables: { c: chatId } },
    {
      next: (result) => onMessage(result.data?.chatMessageAdded?.text),
      // A socket closed under the subscription (the bench's end, a refused opening) is told once,
      // by connectClient or by the probes; a GraphQL error is printed.
      error: (error) => {
        if (Array.isArray(error)) console.error('bench chat: subscription error', JSON.stringify(error));
      },
      complete: () => {},
    },
  );
  return new Promise((resolveClient, reject) => {
    const timer = setTimeout(() => reject(new Error('a client did not connect in 60 s')), 60_000);
    client.on('connected', () => {
      clearTimeout(timer);
      resolveClient(client);
    });
    client.on('closed', (event) =>
      reject(new Error(`a client was closed: ${event?.code ?? ''} ${event?.reason ?? ''}`)),
    );
  });
}

/** The value at percentile `p` of sorted `values` (nearest rank). */
function percentile(values, p) {
  return values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
}

/**
 * When this process may not open `needed` files (each socket is one, here and in the server, which
 * inherits the limit) and the hard limit allows more, runs the bench again under `ulimit -n` (node
 * cannot raise its own limit) and answers a promise of its exit code; undefined when the limit is
 * enough. Stops with what to do when the hard limit is too low.
 */
function runAgainWithOpenFiles(needed) {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const [soft, hard] = line
    .split(/\s{2,}/)
    .slice(1, 3)
    .map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  if (soft >= needed) return undefined;
  if (hard < needed || process.env.BENCH_CHAT_LIMIT_RAISED) {
    console.error(
      `bench chat: ${needed} open files needed, the limit is ${soft} (hard ${hard}): raise it (ulimit -n ${needed}; as root, limits.conf or LimitNOFILE) or lower BENCH_IDLE_CONNECTIONS`,
    );
    process.exit(1);
  }
  console.log(`bench chat: raising the open files limit from ${soft} to ${needed} (ulimit -n) and running again`);
  const child = spawn(
    'sh',
    ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, BENCH_CHAT_LIMIT_RAISED: '1' } },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolveRun) => child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0))));
}
