import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { buildApp } from '../../../server/src/app.js';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';
import { createPostgresEventBus } from '../../../server/src/events/event-bus.js';
import { listenLocally, overSocket } from '../../support/hardening.js';
import { testConfig, TestServer } from '../../support/test-server.js';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres)
  console.warn(
    'Cortes de conexión omitidos en la pasada de PGlite: la base embebida vive en el proceso y no tiene conexiones que cortar (se prueban en la pasada de PostgreSQL).',
  );

type Answer = { status: number; retryAfter?: string; code?: unknown; message?: unknown };

/** What a client reads of an answer: its status, Retry-After, and the code and message of GraphQL's first error or of the REST body. */
function answerOf(response: LightMyRequestResponse): Answer {
  const body = response.json<{
    errors?: { message: string; extensions: { code: string } }[];
    code?: string;
    message?: string;
  }>();
  const error = body.errors?.[0];
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'] as string | undefined,
    code: error ? error.extensions.code : body.code,
    message: error ? error.message : body.message,
  };
}

/**
 * The server's connections to PostgreSQL are cut 20 times in a row under load, as a restart, a
 * failover or an administrator does: only this instance's, found by its application_name, since
 * other test files share the server.
 */
describe.runIf(onPostgres)('cortes de la conexión con PostgreSQL', () => {
  const applicationName = `portal-faults-${randomUUID().slice(0, 8)}`;
  let database: DatabaseHandle;
  let admin: DatabaseHandle;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    database = await openDatabase({ databaseUrl: url, dataDir: '', applicationName });
    admin = await openDatabase({ databaseUrl: url, dataDir: '', applicationName: `${applicationName}-admin` });
    const config = await testConfig({ rateLimitPerMinute: 100_000 });
    const events = await createPostgresEventBus(database.notifications!);
    const app = await buildApp({ config, database, events });
    // A transaction of two statements: a cut between them made postgres.js write its ROLLBACK on a
    // socket it had already dropped, an uncaught TypeError that stopped the process.
    app.post('/transaccion', { config: { access: 'public' } }, async () => {
      await app.deps.systemDb.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.002)`);
        await tx.execute(sql`select 1`);
      });
      return { ok: true };
    });
    await app.ready();
    server = new TestServer(app, config.dataDir);
    token = (await server.signedIn('doctor')).token;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await admin?.close();
  });

  /** A signed-in GraphQL query, a REST route and a transaction, as the portal's clients send them. */
  const requests: (() => Promise<Answer>)[] = [
    () =>
      server
        .inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: { query: '{ me { email } }' },
        })
        .then(answerOf),
    () =>
      server.inject({ method: 'GET', url: '/heartbeat', headers: { authorization: `Bearer ${token}` } }).then(answerOf),
    () => server.inject({ method: 'POST', url: '/transaccion' }).then(answerOf),
  ];

  const cut = () =>
    admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${applicationName}`,
    );

  it('20 cortes seguidos: cada petición recibe 503 con Retry-After o su respuesta, nunca 500; luego se recupera en menos de un segundo', async () => {
    const answers: Answer[] = [];
    let waiting: (() => void) | undefined;
    let stop = false;
    const worker = async (index: number) => {
      while (!stop) {
        answers.push(await requests[index % requests.length]());
        waiting?.();
      }
    };
    const workers = Array.from({ length: 12 }, (_, index) => worker(index));
    /** Resolves once `count` more answers came back: the cuts land on a server under load. */
    const answered = (count: number) => {
      const target = answers.length + count;
      return new Promise<void>((resolve) => {
        waiting = () => {
          if (answers.length >= target) resolve();
        };
      });
    };
    for (let round = 0; round < 20; round++) {
      await answered(6);
      await cut();
    }
    await answered(6);
    stop = true;
    await Promise.all(workers);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        retryAfter: '1',
        code: 'SERVICE_UNAVAILABLE',
        message: messages.serviceUnavailable,
      });
    }

    const started = performance.now();
    let recovered: Answer;
    do recovered = await requests[0]();
    while (recovered.status !== 200 && performance.now() - started < 5000);
    expect(recovered.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const request of requests) expect((await request()).status).toBe(200);
  });

  it('un socket que se abre durante un corte se cierra con 1013 y la app vuelve a conectar sola', async () => {
    const address = await listenLocally(server.app);
    const closes: { code: number; reason: string }[] = [];
    const client = createClient({
      url: `ws://${address}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 3,
      retryWait: async () => {},
      on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
    });
    try {
      let answer: ReturnType<typeof overSocket> | undefined;
      // The socket's session read waits on a lock the test holds; the cut then lands on it.
      await admin.db.transaction(async (tx) => {
        await tx.execute(sql`lock table sessions in access exclusive mode`);
        answer = overSocket(client, '{ me { email } }');
        answer.catch(() => {});
        for (let waited = 0; waited < 100; waited++) {
          // postgres.js answers the rows as an array (this file runs on the PostgreSQL server only).
          const waiting = (await admin.db.execute(
            sql`select 1 from pg_stat_activity where application_name = ${applicationName} and wait_event_type = 'Lock'`,
          )) as unknown as unknown[];
          if (waiting.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cut();
      });
      await expect(answer).resolves.toMatchObject({ data: { me: { email: expect.any(String) } } });
      expect(closes[0]).toMatchObject({ code: 1013, reason: messages.serviceUnavailable });
    } finally {
      await client.dispose();
    }
  });

  it('LISTEN/NOTIFY sobrevive a los cortes: un evento publicado después llega al suscriptor', async () => {
    await cut();
    const events = server.app.deps.events;
    const subscription = events.subscribe('cortes');
    try {
      const heard = subscription.next();
      // The instance listens again a moment after the replacement the cut causes: the event is
      // published until it is heard (a publish caught by the cut itself fails, as a request would).
      let arrived: IteratorResult<unknown> | undefined;
      for (let attempt = 0; attempt < 20 && !arrived; attempt++) {
        await events.publish('cortes', { attempt }).catch(() => {});
        arrived = await Promise.race([heard, new Promise<undefined>((resolve) => setTimeout(resolve, 100))]);
      }
      expect(arrived?.value).toMatchObject({ attempt: expect.any(Number) });
    } finally {
      await subscription.return?.();
    }
  });
});
