import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { notificationDeliveries, notifications } from '../../../server/src/notifications/notifications.tables.js';
import {
  deliveryBatchSize,
  outcomeGroupSize,
  pushDeliverJob,
} from '../../../server/src/notifications/push-deliver.job.js';
import { pushFanoutJob, resumeFanouts } from '../../../server/src/notifications/push-fanout.job.js';
import type { PushSender } from '../../../server/src/push/push-sender.js';
import { createUser } from '../../support/factories.js';
import {
  CREATE_NOTIFICATION,
  announcements,
  RESEND_NOTIFICATION,
  UPDATE_NOTIFICATION,
  addDevices,
  fakeFcmPush,
  fakeToken,
  pushRetriesDue,
  until,
  untilDelivered,
  type NotificationView,
} from '../../support/notifications.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/*
 * Pushes through the job runner: a publication's fan-out is a push.fanout job stored with it, and
 * its deliveries are push.deliver jobs of 100; each phone gets one push, whatever the instances do.
 */
describe(`notificaciones push por la cola de tareas (${databaseKind()})`, () => {
  let push: Awaited<ReturnType<typeof fakeFcmPush>>;
  // Its own database on a PostgreSQL server: other files' announcements to all patients would
  // otherwise reach this file's phones.
  let database: PrivateDatabase;
  const servers: TestServer[] = [];

  /** A server pushing through the fake provider (or `sender`); closed after the file unless `keep` is false. */
  const deliveringServer = async (
    overrides: Partial<Config> = {},
    options: { sender?: PushSender; keep?: boolean } = {},
  ) => {
    const server = await startTestServer(
      { pushConcurrency: 10, ...overrides },
      { push: options.sender ?? push.sender(), database: database.handle },
    );
    if (options.keep !== false) servers.push(server);
    return server;
  };

  const announcement = announcements();
  /** Publishes `body` to one new patient who has these devices. */
  const publishTo = async (server: TestServer, tokens: string[], body = 'Mañana cerramos a las 14:00.') =>
    (await announcement.publishTo(server, tokens, body)).notification;
  const { view } = announcement;

  const deliveriesOf = (server: TestServer, id: string) =>
    server.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(id)));

  /** The jobs of a kind stored in the server's queue. */
  const jobsOf = async (server: TestServer, kind: typeof pushDeliverJob | typeof pushFanoutJob) =>
    rowsOf<{ state: string; data: { deliveryIds?: number[]; attempts?: number; notificationId?: number } }>(
      await server.db.execute(sql`
        select state, data from ${sql.identifier(jobSchema)}.job
        where name = ${server.app.deps.jobs.queueOf(kind)}`),
    );

  /** How many times each token was pushed `body` (refusals included). */
  const pushesOf = (tokens: string[], body?: string) => {
    const times = new Map(tokens.map((token) => [token, 0]));
    for (const send of push.fcm.sends) {
      const token = String(send.body.message.token);
      const text = (send.body.message.notification as { body?: string } | undefined)?.body;
      if (times.has(token) && (body === undefined || text === body)) times.set(token, times.get(token)! + 1);
    }
    return [...times.values()];
  };

  beforeAll(async () => {
    database = await privateDatabase();
    push = await fakeFcmPush();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await push.fcm.close();
    await database.drop();
  });

  it('una publicación a 250 teléfonos llega una vez a cada uno, en tareas de 100 envíos', async () => {
    const server = await deliveringServer();
    const tokens = Array.from({ length: 250 }, () => fakeToken());
    const notification = await publishTo(server, tokens);
    await untilDelivered(server, notification.id);

    expect(pushesOf(tokens).every((times) => times === 1)).toBe(true);
    expect(await view(server, notification.id)).toMatchObject({
      state: 'SENT',
      recipients: 250,
      sentCount: 250,
      failedCount: 0,
      pendingCount: 0,
    });
    const rows = await deliveriesOf(server, notification.id);
    expect(rows.filter((row) => row.state === 'sent' && row.attempts === 1 && row.providerId)).toHaveLength(250);
    expect(await jobsOf(server, pushFanoutJob)).toEqual([
      { state: 'completed', data: { notificationId: Number(notification.id), round: 1 } },
    ]);
    // Sent in one transaction, the batches share their creation time: by size.
    const batches = (await jobsOf(server, pushDeliverJob)).sort(
      (a, b) => b.data.deliveryIds!.length - a.data.deliveryIds!.length,
    );
    expect(batches.map((job) => [job.state, job.data.deliveryIds!.length, job.data.attempts])).toEqual([
      ['completed', deliveryBatchSize, 0],
      ['completed', deliveryBatchSize, 0],
      ['completed', 50, 0],
    ]);
    expect(batches.flatMap((job) => job.data.deliveryIds).sort((a, b) => a! - b!)).toEqual(
      rows.map((row) => row.id).sort((a, b) => a - b),
    );
  });

  it('un 503 con Retry-After se reintenta cuando el proveedor pidió, y llega una sola vez', async () => {
    const server = await deliveringServer();
    const steady = [fakeToken(), fakeToken(), fakeToken()];
    const busy = [fakeToken('tok-unavailable-once'), fakeToken('tok-unavailable-once')];
    const notification = await publishTo(server, [...steady, ...busy]);
    await server.app.deps.jobs.idle();

    expect(await view(server, notification.id)).toMatchObject({ state: 'SENDING', sentCount: 3, pendingCount: 2 });
    const waiting = rowsOf<{ ids: number[]; wait_ms: number }>(
      await server.db.execute(sql`
        select data->'deliveryIds' as ids, (extract(epoch from start_after - now()) * 1000)::int as wait_ms
        from ${sql.identifier(jobSchema)}.job
        where name = ${server.app.deps.jobs.queueOf(pushDeliverJob)} and state = 'created'`),
    );
    // One job for both, due when the provider asked (Retry-After: 30), not after the usual 10 s.
    expect(waiting).toHaveLength(1);
    expect(waiting[0].wait_ms).toBeGreaterThan(27_000);
    expect(waiting[0].wait_ms).toBeLessThanOrEqual(30_000);
    const retried = (await deliveriesOf(server, notification.id)).filter((row) => row.state === 'pending');
    expect(retried.map((row) => row.id).sort()).toEqual([...waiting[0].ids].sort());
    expect(retried.map((row) => [row.attempts, row.lastError])).toEqual([
      [1, 'retry'],
      [1, 'retry'],
    ]);

    expect(await pushRetriesDue(server)).toBe(1);
    await untilDelivered(server, notification.id);
    expect(await view(server, notification.id)).toMatchObject({ state: 'SENT', sentCount: 5, failedCount: 0 });
    // The busy phones: one refusal, then the one push they receive; the others were not pushed again.
    expect(pushesOf(busy)).toEqual([2, 2]);
    expect(pushesOf(steady)).toEqual([1, 1, 1]);
    expect(await pushRetriesDue(server)).toBe(0);
  });

  it('una publicación que se deshace no deja tarea ni envía nada', async () => {
    const server = await deliveringServer();
    const tokens = [fakeToken(), fakeToken()];
    const body = `Aviso que no llega ${randomUUID().slice(0, 8)}`;
    // The database refuses the notification when its transaction commits, after the fan-out job was sent in it.
    const refusal = `push_refused_${randomUUID().slice(0, 8)}`;
    await server.db.execute(
      sql.raw(`create function ${refusal}() returns trigger language plpgsql as $$
        begin raise exception 'notificación rechazada'; end $$`),
    );
    await server.db.execute(
      sql.raw(`create constraint trigger ${refusal} after insert on notifications deferrable initially deferred
        for each row when (new.body = '${body}') execute function ${refusal}()`),
    );
    try {
      const patient = await createUser(server.db, 'patient');
      await addDevices(server.db, patient.id, tokens);
      const result = await server.gql(
        CREATE_NOTIFICATION,
        { input: { body, audience: 'USER', userId: String(patient.id) } },
        await announcement.admin(server),
      );
      expect(result.errors).toHaveLength(1);
    } finally {
      await server.db.execute(sql.raw(`drop trigger ${refusal} on notifications`));
      await server.db.execute(sql.raw(`drop function ${refusal}()`));
    }
    await server.app.deps.jobs.idle();
    expect(await server.db.select().from(notifications).where(eq(notifications.body, body))).toEqual([]);
    expect(await jobsOf(server, pushFanoutJob)).toEqual([]);
    expect(pushesOf(tokens)).toEqual([0, 0]);
  });

  it('reenviar deja sin enviar lo pendiente de la primera vuelta: cada teléfono recibe el texto nuevo una vez', async () => {
    // The first round's pushes wait at the provider until the notification was edited and resent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const first = 'Horario de verano: 8:00 a 14:00';
    const second = 'Horario de verano: 8:00 a 15:00';
    const fcm = push.sender();
    const sender: PushSender = {
      name: 'fcm',
      async send(message) {
        if (message.body === first) {
          waiting += 1;
          await held;
        }
        return fcm.send(message);
      },
    };
    const concurrency = 5;
    const server = await deliveringServer({ pushConcurrency: concurrency }, { sender });
    const tokens = Array.from({ length: 150 }, () => fakeToken());
    const notification = await publishTo(server, tokens, first);
    await until(() => waiting === concurrency, 20_000, 'the first pushes');

    const edit = await server.gql(
      UPDATE_NOTIFICATION,
      { id: notification.id, input: { body: second, audience: 'USER', userId: notification.user!.id } },
      await announcement.admin(server),
    );
    expect(edit.errors).toBeUndefined();
    const resent = await server.gql<{ resendNotification: NotificationView }>(
      RESEND_NOTIFICATION,
      { id: notification.id },
      await announcement.admin(server),
    );
    expect(resent.data!.resendNotification).toMatchObject({ sendCount: 2, state: 'SENDING' });
    release();
    await untilDelivered(server, notification.id);

    expect(pushesOf(tokens, second).every((times) => times === 1)).toBe(true);
    // Only the pushes under way when it was resent carried the old text, at most once per phone.
    const old = pushesOf(tokens, first);
    expect(old.every((times) => times <= 1)).toBe(true);
    expect(old.filter((times) => times === 1).length).toBeLessThanOrEqual(concurrency + outcomeGroupSize - 1);
    expect(await view(server, notification.id)).toMatchObject({
      state: 'SENT',
      sendCount: 2,
      recipients: 150,
      sentCount: 150,
      failedCount: 0,
    });
    const rows = await deliveriesOf(server, notification.id);
    expect(rows.map((row) => `${row.round}:${row.state}`)).toEqual(Array(150).fill('2:sent'));
  });

  it('si la instancia se detiene a media entrega, otra con el mismo espacio de tareas envía el resto exactamente una vez', async () => {
    push.fcm.state.sendDelayMs = 15;
    try {
      const first = await deliveringServer({ pushConcurrency: 4 }, { keep: false });
      const tokens = Array.from({ length: 120 }, () => fakeToken());
      const notification = await publishTo(first, tokens);
      await until(() => pushesOf(tokens).filter((times) => times > 0).length >= 30, 20_000, 'the first pushes');
      await first.close();

      const second = await deliveringServer({ pushConcurrency: 4, jobs: first.app.deps.config.jobs });
      const stopped = await view(second, notification.id);
      expect(stopped.state).toBe('SENDING');
      expect(stopped.pendingCount).toBeGreaterThan(0);
      // The stopped instance's batch waits for its retry; its time is brought forward.
      expect(await pushRetriesDue(second)).toBe(1);
      await untilDelivered(second, notification.id);
      expect(pushesOf(tokens).every((times) => times === 1)).toBe(true);
      expect(await view(second, notification.id)).toMatchObject({ state: 'SENT', sentCount: 120, pendingCount: 0 });
    } finally {
      push.fcm.state.sendDelayMs = 0;
    }
  });

  it('si la instancia muere a media entrega, solo se repiten los envíos aceptados que no llegó a anotar', async () => {
    // The dying instance: the provider accepts its first 25 pushes, then it stops answering, the
    // pushes under way never end, and the instance is abandoned as a crash would leave it.
    const accepted = 25;
    let tried = 0;
    let hanging = 0;
    const fcm = push.sender();
    const dying: PushSender = {
      name: 'fcm',
      async send(message) {
        tried += 1;
        if (tried > accepted) {
          hanging += 1;
          return new Promise(() => {});
        }
        return fcm.send(message);
      },
    };
    const concurrency = 4;
    const crashed = await deliveringServer(
      { pushConcurrency: concurrency, shutdownTimeoutMs: 300 },
      { sender: dying, keep: false },
    );
    const tokens = Array.from({ length: 120 }, () => fakeToken());
    const notification = await publishTo(crashed, tokens);
    await until(() => hanging === concurrency, 20_000, 'the pushes that never end');
    await crashed.close();

    const survivor = await deliveringServer({ pushConcurrency: concurrency, jobs: crashed.app.deps.config.jobs });
    expect(await pushRetriesDue(survivor)).toBe(1);
    await untilDelivered(survivor, notification.id);
    const times = pushesOf(tokens);
    expect(times.every((pushed) => pushed === 1 || pushed === 2)).toBe(true);
    const repeated = times.filter((pushed) => pushed === 2).length;
    // Only what the provider accepted before the crash and the instance had not written yet: it
    // writes outcomes as they come, and started no push while a group's worth waited (the pushes
    // in flight, which may count too, never reached the provider here).
    expect(repeated).toBeLessThan(accepted);
    expect(repeated).toBeLessThanOrEqual(outcomeGroupSize - 1);
    // The figure push-deliver.job.ts promises: under 1% of a push to 20,000 phones, as deployed.
    expect(loadConfig({}).pushConcurrency + outcomeGroupSize - 1).toBeLessThan(200);
    expect(await view(survivor, notification.id)).toMatchObject({ state: 'SENT', sentCount: 120, pendingCount: 0 });
  });

  it('dos instancias con el mismo espacio de tareas no envían dos veces', async () => {
    push.fcm.state.sendDelayMs = 5;
    try {
      const sentBy = [0, 0];
      const counting = (instance: number): PushSender => {
        const sender = push.sender();
        return {
          name: sender.name,
          send: (message) => {
            sentBy[instance] += 1;
            return sender.send(message);
          },
        };
      };
      const one = await deliveringServer({ pushConcurrency: 5 }, { sender: counting(0) });
      const two = await deliveringServer(
        { pushConcurrency: 5, jobs: one.app.deps.config.jobs },
        { sender: counting(1) },
      );
      const tokens = Array.from({ length: 250 }, () => fakeToken());
      const notification = await publishTo(one, tokens);
      await untilDelivered(one, notification.id);

      expect(pushesOf(tokens).every((times) => times === 1)).toBe(true);
      expect(sentBy[0] + sentBy[1]).toBe(250);
      expect(await view(two, notification.id)).toMatchObject({ state: 'SENT', sentCount: 250, failedCount: 0 });
    } finally {
      push.fcm.state.sendDelayMs = 0;
    }
  });

  it('una vuelta que quedó sin tarea (la cola de antes de la actualización) se reanuda al arrancar, sin repetir lo enviado', async () => {
    const server = await deliveringServer();
    const patient = await createUser(server.db, 'patient');
    const tokens = [fakeToken(), fakeToken(), fakeToken()];
    const devices = await addDevices(server.db, patient.id, tokens);
    // As migration 0034 leaves a round the old queue had half sent: one delivery sent and
    // counted, the fan-out to start again, and no job.
    const [row] = await server.db
      .insert(notifications)
      .values({ body: 'Aviso de antes', audience: 'USER', userId: patient.id, recipients: 3, sentCount: 1 })
      .returning();
    await server.db
      .insert(notificationDeliveries)
      .values({ notificationId: row.id, round: 1, deviceId: devices[0].id, state: 'sent', attempts: 1 });

    await resumeFanouts(server.app.deps);
    await untilDelivered(server, row.id);
    expect(pushesOf(tokens)).toEqual([0, 1, 1]);
    const [done] = await server.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(done).toMatchObject({ fanoutAfter: null, recipients: 3, sentCount: 3, failedCount: 0 });
  });
});
