// Live chat under load: 500 graphql-ws clients subscribed to one chat (as the office), 200
// messages sent one after another by the patient (after 20 unmeasured ones) and the time from
// the start of each sendChatMessage request to its delivery on every client, then the server's
// memory per idle connection.
// Runs the built server (`npm run build:server`) on a fresh embedded database, or on a temporary
// database of the PostgreSQL server at TEST_DATABASE_URL when given. Loopback only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import postgres from 'postgres';
import WebSocket from 'ws';
import { freePort, gql as postGraphql, waitForServer } from './support.mjs';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 500);
const messageCount = Number(process.env.BENCH_MESSAGES ?? 200);
const warmUpMessages = 20;
const deliveryTimeoutMs = 10_000;
const goals = { p99Ms: 50, kbPerConnection: 100 };

if (!existsSync('dist/server/src/main.js')) {
  console.error('bench chat: run `npm run build:server` first');
  process.exit(1);
}
// A bench that hangs is stopped after 10 minutes, after the same clean-up as a normal end.
const overall = setTimeout(() => {
  console.error('bench chat: took more than 10 minutes, stopping');
  process.exitCode = 1;
  cleanup().finally(() => process.exit(1));
}, 10 * 60_000);
overall.unref();

const baseUrl = process.env.TEST_DATABASE_URL;
const databaseName = `portal_bench_chat_${process.pid}`;
const admin = baseUrl ? postgres(baseUrl, { max: 1, onnotice: () => {} }) : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-chat-'));
const clients = [];
let server;
let cleaned = false;

try {
  let databaseUrl = '';
  if (admin) {
    await admin.unsafe(`create database ${databaseName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  // The inspector (loopback, random port) lets the bench collect the server's garbage before
  // reading its memory, so that both readings compare live data only.
  server = spawn(process.execPath, ['--inspect=127.0.0.1:0', 'dist/server/src/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const inspector = inspectorAddress(server);
  inspector.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/courses-registration`, server);

  const gql = (query, variables, token) => postGraphql(base, query, variables, token);
  const login = async (identifier) =>
    (
      await gql('mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token user { id } } }', {
        i: identifier,
        p: 'demo1234',
      })
    ).login;
  const office = await login('recepcion@demo.mx');
  const patient = await login('paciente@demo.mx');
  const chatId = (
    await gql('mutation ($p: ID!) { openPatientChat(patientId: $p) { id } }', { p: patient.user.id }, patient.token)
  ).openPatientChat.id;
  const send = (message) =>
    gql(
      'mutation ($c: ID!, $m: String) { sendChatMessage(chatId: $c, message: $m) { id } }',
      { c: chatId, m: message },
      patient.token,
    );
  // Warm the paths a message takes before measuring anything.
  for (let index = 0; index < 5; index += 1) await send(`calentamiento ${index}`);

  const rssBefore = await settledRssKb(await inspector);

  // Every delivery: which message (by its text) reached which client, and when.
  const sentAt = new Map();
  const arrivals = new Map();
  let awaited; // the message the bench waits for, and how to wake it
  const onMessage = (text) => {
    const now = performance.now();
    const list = arrivals.get(text) ?? [];
    list.push(now - (sentAt.get(text) ?? now));
    arrivals.set(text, list);
    if (awaited?.text === text && list.length >= clientCount) awaited.done(true);
  };
  /** Whether every client received `text` within `timeoutMs`. */
  const deliveredToAll = (text, timeoutMs) =>
    new Promise((resolve) => {
      if ((arrivals.get(text)?.length ?? 0) >= clientCount) return resolve(true);
      const timer = setTimeout(() => awaited.done(false), timeoutMs);
      awaited = {
        text,
        done: (all) => {
          clearTimeout(timer);
          awaited = undefined;
          resolve(all);
        },
      };
    });
  const query = 'subscription ($c: ID!) { chatMessageAdded(chatId: $c) { id message isMessageOwner } }';
  for (let start = 0; start < clientCount; start += 50) {
    const batch = [];
    for (let index = start; index < Math.min(start + 50, clientCount); index += 1) {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${office.token}` },
      });
      clients.push(client);
      batch.push(
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('a client did not connect in 10 s')), 10_000);
          client.on('connected', () => {
            clearTimeout(timer);
            resolve();
          });
          client.on('closed', (event) => reject(new Error(`a client was closed: ${event?.code ?? ''}`)));
        }),
      );
      client.subscribe(
        { query, variables: { c: chatId } },
        {
          next: (result) => onMessage(result.data?.chatMessageAdded?.message),
          error: (error) => console.error('bench chat: subscription error', error),
          complete: () => {},
        },
      );
    }
    await Promise.all(batch);
  }
  // A subscription is in place only once a message reaches it: probe until all of them answer.
  let ready = false;
  for (let probe = 0; probe < 20 && !ready; probe += 1) {
    const text = `sonda ${probe}`;
    await send(text);
    ready = await deliveredToAll(text, 3000);
  }
  if (!ready) throw new Error(`not every client received the probes (${clientCount} expected)`);
  arrivals.clear();

  // The first messages to 500 subscribers still compile parts of the delivery path.
  for (let index = 0; index < warmUpMessages; index += 1) {
    const text = `calentamiento con clientes ${index}`;
    await send(text);
    await deliveredToAll(text, deliveryTimeoutMs);
    arrivals.delete(text);
  }

  const delays = [];
  const responses = [];
  let incomplete = 0;
  for (let index = 0; index < messageCount; index += 1) {
    const text = `mensaje ${index}`;
    sentAt.set(text, performance.now());
    await send(text);
    responses.push(performance.now() - sentAt.get(text));
    if (!(await deliveredToAll(text, deliveryTimeoutMs))) incomplete += 1;
    delays.push(...(arrivals.get(text) ?? []));
    arrivals.delete(text);
  }
  // Memory is read only now: the full collections it needs shrink the heap and drop compiled
  // code, which a running server never does, and the timings above would pay to undo that.
  // Reading after the messages also counts whatever they left behind against the connections.
  const rssIdle = await settledRssKb(await inspector);
  const kbPerConnection = (rssIdle - rssBefore) / clientCount;
  const percentile = (values, p) => values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
  delays.sort((a, b) => a - b);
  responses.sort((a, b) => a - b);
  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);

  console.log(
    `\nchat: ${clientCount} graphql-ws clients subscribed to one chat, ${messageCount} messages (${admin ? 'PostgreSQL server' : 'PGlite'}, loopback)`,
  );
  console.log(
    `  server RSS: ${(rssBefore / 1024).toFixed(1)} MB before connecting, ${(rssIdle / 1024).toFixed(1)} MB with the clients connected and idle after the messages (each after a full garbage collection)`,
  );
  console.log(
    `  memory per idle connection: ${kbPerConnection.toFixed(1)} KB   (goal under ${goals.kbPerConnection} KB: ${kbPerConnection < goals.kbPerConnection ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  send to delivery over ${delays.length} deliveries: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${delays.at(-1).toFixed(1)} ms   (goal p99 under ${goals.p99Ms} ms: ${p99 < goals.p99Ms ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  the sendChatMessage response itself: p50 ${percentile(responses, 50).toFixed(1)} ms, p99 ${percentile(responses, 99).toFixed(1)} ms`,
  );
  if (incomplete) console.log(`  ${incomplete} messages did not reach every client within ${deliveryTimeoutMs} ms`);
} catch (error) {
  console.error('bench chat failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(overall);
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await Promise.allSettled(clients.map((client) => client.dispose()));
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }
  if (admin) {
    await admin
      .unsafe(`drop database if exists ${databaseName}`)
      .catch((error) => console.error('bench chat: could not drop the database', error));
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Resident memory of a process, in KB (Linux). */
function rssKb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** The server's RSS once it has collected its garbage and had a moment to give pages back. */
async function settledRssKb(inspectorUrl) {
  await collectGarbage(inspectorUrl);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return rssKb(server.pid);
}

/** The inspector's WebSocket address, which the child prints on stderr; other lines pass through. */
function inspectorAddress(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not open its inspector in 30 s')), 30_000);
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        const match = /Debugger listening on (ws:\/\/\S+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        } else if (
          !/^(For help, see|Debugger attached|Debugger ending|Waiting for the debugger)/.test(line) &&
          !/nodejs\.org\/en\/docs\/inspector/.test(line)
        ) {
          process.stderr.write(`${line}\n`);
        }
      }
    });
  });
}

/** Two full garbage collections in the server, through the inspector protocol. */
async function collectGarbage(inspectorUrl) {
  const socket = new WebSocket(inspectorUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    for (const id of [1, 2]) {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('garbage collection did not answer in 10 s')), 10_000);
        socket.on('message', function answered(raw) {
          if (JSON.parse(String(raw)).id !== id) return;
          socket.off('message', answered);
          clearTimeout(timer);
          resolve();
        });
        socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
      });
    }
  } finally {
    socket.close();
  }
}
