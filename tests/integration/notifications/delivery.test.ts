import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDeliveries } from '../../../server/src/notifications/delivery-claims.js';
import { fanoutStep } from '../../../server/src/notifications/delivery-fanout.js';
import { maxDeliveryAttempts } from '../../../server/src/notifications/delivery-worker.js';
import { notificationDeliveries } from '../../../server/src/notifications/notifications.tables.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import type { PushSender } from '../../../server/src/push/push-sender.js';
import { createUser } from '../../support/factories.js';
import {
  CREATE_NOTIFICATION,
  NOTIFICATION,
  addDevices,
  fakeFcmPush,
  fakeToken,
  until,
  untilDelivered,
  type NotificationView,
} from '../../support/notifications.js';
import { databaseKind } from '../../support/test-database.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/*
 * The delivery of published notifications through a local provider that answers like Firebase
 * Cloud Messaging HTTP v1: outcomes, retries, removed tokens, and exactly one push per device
 * when instances stop or run side by side.
 */
describe(`entrega de notificaciones push (${databaseKind()})`, () => {
  let push: Awaited<ReturnType<typeof fakeFcmPush>>;
  // Its own database on a PostgreSQL server: other files' delivery workers would otherwise claim
  // this file's deliveries from the shared queue.
  let database: PrivateDatabase;
  const servers: TestServer[] = [];
  let adminToken: string;

  /** A server delivering through the fake provider; `queue` shares the work with another one. */
  const deliveringServer = async (options: { queue?: string; concurrency?: number; sender?: PushSender } = {}) => {
    const server = await startTestServer(
      { ...(options.queue ? { pushQueue: options.queue } : {}), pushConcurrency: options.concurrency ?? 10 },
      { push: options.sender ?? push.sender(), database: database.handle },
    );
    servers.push(server);
    return server;
  };

  /** Publishes to one new patient who has these devices; answers the notification and the tokens. */
  const publishTo = async (server: TestServer, tokens: string[], body = 'Recuerda tu cita de mañana a las 9:00.') => {
    const patient = await createUser(server.db, 'patient');
    await addDevices(server.db, patient.id, tokens);
    adminToken ??= (await server.signedIn('admin')).token;
    const result = await server.gql<{ createNotification: NotificationView }>(
      CREATE_NOTIFICATION,
      { input: { body, audience: 'USER', userId: String(patient.id) } },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    return { notification: result.data!.createNotification, patient };
  };

  const view = async (server: TestServer, id: string) =>
    (await server.gql<{ notification: NotificationView }>(NOTIFICATION, { id }, adminToken)).data!.notification;

  const deliveriesOf = (server: TestServer, id: string) =>
    server.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(id)));

  beforeAll(async () => {
    database = await privateDatabase();
    push = await fakeFcmPush();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await push.fcm.close();
    await database.drop();
  });

  it('publica al instante y entrega en segundo plano: cuenta enviadas, fallidas y pendientes', async () => {
    const server = await deliveringServer();
    const tokens = [fakeToken(), fakeToken(), fakeToken('tok-bad-data')];
    const { notification } = await publishTo(server, tokens);
    expect(notification).toMatchObject({ state: 'SENDING', recipients: 3, sentCount: 0, pendingCount: 3 });
    expect(push.receivedBy(tokens).size).toBe(0);

    server.startDeliveries();
    await untilDelivered(server, notification.id);
    expect(await view(server, notification.id)).toMatchObject({
      state: 'SENT',
      recipients: 3,
      sentCount: 2,
      failedCount: 1,
      pendingCount: 0,
    });
    const sent = push.fcm.sends.find((send) => send.body.message.token === tokens[0])!;
    expect(sent.body.message).toMatchObject({
      notification: { body: 'Recuerda tu cita de mañana a las 9:00.' },
      data: { notificationId: notification.id, kind: 'ANNOUNCEMENT' },
    });
    const rows = await deliveriesOf(server, notification.id);
    expect(rows.map((row) => row.state).sort()).toEqual(['failed', 'sent', 'sent']);
    expect(rows.find((row) => row.state === 'failed')!.lastError).toBe('invalid');
    // A message the provider refuses for its content says nothing about the phone: it stays.
    expect(await server.db.select().from(pushDevices).where(eq(pushDevices.token, tokens[2]))).toHaveLength(1);
  });

  it('un token UNREGISTERED cuenta como fallido y su dispositivo se elimina', async () => {
    const server = await deliveringServer();
    const tokens = [fakeToken(), fakeToken('tok-unregistered'), fakeToken('tok-malformed')];
    const { notification } = await publishTo(server, tokens);
    server.startDeliveries();
    await untilDelivered(server, notification.id);

    expect(await view(server, notification.id)).toMatchObject({ sentCount: 1, failedCount: 2, pendingCount: 0 });
    const left = await server.db.select().from(pushDevices).where(inArray(pushDevices.token, tokens));
    expect(left.map((device) => device.token)).toEqual([tokens[0]]);
    const errors = (await deliveriesOf(server, notification.id)).map((row) => row.lastError).sort();
    expect(errors).toEqual([null, 'unregistered', 'unregistered']);
  });

  it('QUOTA_EXCEEDED espera el Retry-After del proveedor y después entrega', async () => {
    const server = await deliveringServer();
    const token = fakeToken('tok-quota-once');
    const { notification } = await publishTo(server, [token]);
    server.startDeliveries();
    await until(async () => (await deliveriesOf(server, notification.id))[0]?.attempts === 1, 10_000, 'the first try');
    await until(async () => (await deliveriesOf(server, notification.id))[0]?.state === 'pending', 10_000, 'the retry');

    const [waiting] = await server.db
      .select({
        delivery: notificationDeliveries,
        waitMs: sql<number>`(extract(epoch from ${notificationDeliveries.dueAt} - now()) * 1000)::int`,
      })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(notification.id)));
    expect(waiting.delivery.lastError).toBe('retry');
    // Retry-After: 17 (seconds), less the moments this test took to look.
    expect(waiting.waitMs).toBeGreaterThan(14_000);
    expect(waiting.waitMs).toBeLessThanOrEqual(17_000);
    expect(await view(server, notification.id)).toMatchObject({ state: 'SENDING', pendingCount: 1, sentCount: 0 });
    expect(push.receivedBy([token]).get(token)).toBe(1);

    // The 17 seconds pass.
    await server.db
      .update(notificationDeliveries)
      .set({ dueAt: sql`now()` })
      .where(eq(notificationDeliveries.id, waiting.delivery.id));
    await untilDelivered(server, notification.id);
    expect(await view(server, notification.id)).toMatchObject({ state: 'SENT', sentCount: 1, failedCount: 0 });
    expect(push.receivedBy([token]).get(token)).toBe(2);
    const [delivered] = await deliveriesOf(server, notification.id);
    expect(delivered).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('UNAVAILABLE reintenta con espera creciente y se da por fallido al agotar los intentos', async () => {
    const server = await deliveringServer();
    const token = fakeToken('tok-unavailable');
    const { notification } = await publishTo(server, [token]);
    server.startDeliveries();
    await until(
      async () =>
        (await deliveriesOf(server, notification.id))[0]?.state === 'pending' &&
        (await deliveriesOf(server, notification.id))[0]?.attempts === 1,
      10_000,
      'the first failure',
    );
    const waitOf = async () =>
      (
        await server.db
          .select({ waitMs: sql<number>`(extract(epoch from ${notificationDeliveries.dueAt} - now()) * 1000)::int` })
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.notificationId, Number(notification.id)))
      )[0].waitMs;
    // 10 s after the first failure; 20 s after the second.
    expect(await waitOf()).toBeGreaterThan(7_000);
    expect(await waitOf()).toBeLessThanOrEqual(10_000);
    await server.db
      .update(notificationDeliveries)
      .set({ dueAt: sql`now()` })
      .where(eq(notificationDeliveries.notificationId, Number(notification.id)));
    await until(
      async () =>
        (await deliveriesOf(server, notification.id))[0]?.attempts === 2 &&
        (await deliveriesOf(server, notification.id))[0]?.state === 'pending',
      10_000,
      'the second failure',
    );
    expect(await waitOf()).toBeGreaterThan(17_000);
    expect(await waitOf()).toBeLessThanOrEqual(20_000);

    // The last attempt fails too: no more retries.
    await server.db
      .update(notificationDeliveries)
      .set({ dueAt: sql`now()`, attempts: maxDeliveryAttempts - 1 })
      .where(eq(notificationDeliveries.notificationId, Number(notification.id)));
    await untilDelivered(server, notification.id);
    expect(await view(server, notification.id)).toMatchObject({
      state: 'SENT',
      sentCount: 0,
      failedCount: 1,
      pendingCount: 0,
    });
    const [given] = await deliveriesOf(server, notification.id);
    expect(given).toMatchObject({ state: 'failed', lastError: 'retries-exhausted', attempts: maxDeliveryAttempts });
    expect(await server.db.select().from(pushDevices).where(eq(pushDevices.token, token))).toHaveLength(1);
  });

  it('si la instancia se detiene a media entrega, otra envía el resto exactamente una vez', async () => {
    push.fcm.state.sendDelayMs = 15;
    try {
      const first = await deliveringServer({ concurrency: 4 });
      const queue = first.app.deps.deliveries.queue;
      const tokens = Array.from({ length: 120 }, () => fakeToken());
      const { notification } = await publishTo(first, tokens);
      const worker = first.startDeliveries({ batchSize: 20 });
      await until(() => push.receivedBy(tokens).size >= 30, 20_000, 'the first pushes');
      await worker.stop();
      const stopped = await view(first, notification.id);
      expect(stopped.state).toBe('SENDING');
      expect(stopped.pendingCount).toBeGreaterThan(0);
      // Nothing stays claimed by the stopped instance.
      const claimed = await first.db
        .select()
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.notificationId, Number(notification.id)),
            eq(notificationDeliveries.state, 'sending'),
          ),
        );
      expect(claimed).toEqual([]);

      const second = await deliveringServer({ queue, concurrency: 4 });
      second.startDeliveries({ batchSize: 20 });
      await untilDelivered(second, notification.id);
      const received = push.receivedBy(tokens);
      expect(received.size).toBe(120);
      expect([...received.values()].every((times) => times === 1)).toBe(true);
      expect(await view(second, notification.id)).toMatchObject({ state: 'SENT', sentCount: 120, pendingCount: 0 });
    } finally {
      push.fcm.state.sendDelayMs = 0;
    }
  });

  it('lo que reclamó una instancia caída se vuelve a entregar al vencer su plazo, una sola vez', async () => {
    const crashed = await deliveringServer();
    const queue = crashed.app.deps.deliveries.queue;
    const tokens = Array.from({ length: 12 }, () => fakeToken());
    const { notification } = await publishTo(crashed, tokens);
    // The instance creates the deliveries and claims them for 1 ms, then dies before sending.
    while (await fanoutStep(crashed.db, queue));
    expect(await claimDeliveries(crashed.db, queue, 100, 1)).toHaveLength(12);

    const survivor = await deliveringServer({ queue });
    survivor.startDeliveries();
    await untilDelivered(survivor, notification.id);
    const received = push.receivedBy(tokens);
    expect(received.size).toBe(12);
    expect([...received.values()].every((times) => times === 1)).toBe(true);
  });

  it('dos instancias con la misma cola no envían dos veces', async () => {
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
      const one = await deliveringServer({ concurrency: 5, sender: counting(0) });
      const queue = one.app.deps.deliveries.queue;
      const two = await deliveringServer({ queue, concurrency: 5, sender: counting(1) });
      const tokens = Array.from({ length: 150 }, () => fakeToken());
      const { notification } = await publishTo(one, tokens);
      one.startDeliveries({ batchSize: 10 });
      two.startDeliveries({ batchSize: 10 });
      await untilDelivered(one, notification.id);

      const received = push.receivedBy(tokens);
      expect(received.size).toBe(150);
      expect([...received.values()].every((times) => times === 1)).toBe(true);
      expect(sentBy[0] + sentBy[1]).toBe(150);
      expect(await view(two, notification.id)).toMatchObject({ state: 'SENT', sentCount: 150, failedCount: 0 });
    } finally {
      push.fcm.state.sendDelayMs = 0;
    }
  });
});
