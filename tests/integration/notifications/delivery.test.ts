import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { maxDeliveryAttempts } from '../../../server/src/notifications/delivery-outcomes.js';
import { notificationDeliveries } from '../../../server/src/notifications/notifications.tables.js';
import { pushDeliverJob } from '../../../server/src/notifications/push-deliver.job.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import { announcements, fakeFcmPush, fakeToken, pushRetriesDue, untilDelivered } from '../../support/notifications.js';
import { databaseKind } from '../../support/test-database.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/*
 * The delivery of published notifications through a local provider that answers like Firebase
 * Cloud Messaging HTTP v1: outcomes, retries and removed tokens (push-jobs.test.ts: exactly one
 * push per device through the job runner, when instances stop, die or run side by side).
 */
describe(`entrega de notificaciones push (${databaseKind()})`, () => {
  let push: Awaited<ReturnType<typeof fakeFcmPush>>;
  // Its own database on a PostgreSQL server: other files' announcements to all patients would
  // otherwise reach this file's phones.
  let database: PrivateDatabase;
  const servers: TestServer[] = [];

  /** A server delivering through the fake provider. */
  const deliveringServer = async () => {
    const server = await startTestServer({ pushConcurrency: 10 }, { push: push.sender(), database: database.handle });
    servers.push(server);
    return server;
  };

  const { publishTo, view } = announcements();

  const deliveriesOf = (server: TestServer, id: string) =>
    server.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(id)));

  /** How long until a delivery is tried again, in milliseconds. */
  const waitOfDelivery = sql<number>`(extract(epoch from ${notificationDeliveries.dueAt} - now()) * 1000)::int`;

  /** How long each push.deliver job waiting in the server's queue waits still, in milliseconds. */
  const retryWaits = async (server: TestServer) =>
    rowsOf<{ wait_ms: number }>(
      await server.db.execute(sql`
        select (extract(epoch from start_after - now()) * 1000)::int as wait_ms
        from ${sql.identifier(jobSchema)}.job
        where name = ${server.app.deps.jobs.queueOf(pushDeliverJob)} and state = 'created' and start_after > now()`),
    ).map((row) => row.wait_ms);

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
    await server.app.deps.jobs.idle();

    const [waiting] = await server.db
      .select({ delivery: notificationDeliveries, waitMs: waitOfDelivery })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(notification.id)));
    expect(waiting.delivery).toMatchObject({ state: 'pending', attempts: 1, lastError: 'retry' });
    // Retry-After: 17 (seconds), less the moments this test took to look; its job waits as long.
    expect(waiting.waitMs).toBeGreaterThan(14_000);
    expect(waiting.waitMs).toBeLessThanOrEqual(17_000);
    expect(await retryWaits(server)).toEqual([expect.closeTo(waiting.waitMs, -3)]);
    expect(await view(server, notification.id)).toMatchObject({ state: 'SENDING', pendingCount: 1, sentCount: 0 });
    expect(push.receivedBy([token]).get(token)).toBe(1);

    // The 17 seconds pass.
    expect(await pushRetriesDue(server)).toBe(1);
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
    await server.app.deps.jobs.idle();
    const waiting = async () =>
      (
        await server.db
          .select({ delivery: notificationDeliveries, waitMs: waitOfDelivery })
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.notificationId, Number(notification.id)))
      )[0];
    // 10 s after the first failure; 20 s after the second.
    const first = await waiting();
    expect(first.delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(first.waitMs).toBeGreaterThan(7_000);
    expect(first.waitMs).toBeLessThanOrEqual(10_000);
    expect(await pushRetriesDue(server)).toBe(1);
    const second = await waiting();
    expect(second.delivery).toMatchObject({ state: 'pending', attempts: 2 });
    expect(second.waitMs).toBeGreaterThan(17_000);
    expect(second.waitMs).toBeLessThanOrEqual(20_000);
    expect(await retryWaits(server)).toEqual([expect.closeTo(second.waitMs, -3)]);

    // Every wait passes, up to the last attempt, which fails too: no more retries.
    let retries = 1;
    while ((await pushRetriesDue(server)) > 0) retries += 1;
    expect(retries).toBe(maxDeliveryAttempts - 1);
    await untilDelivered(server, notification.id);
    expect(await view(server, notification.id)).toMatchObject({
      state: 'SENT',
      sentCount: 0,
      failedCount: 1,
      pendingCount: 0,
    });
    const [given] = await deliveriesOf(server, notification.id);
    expect(given).toMatchObject({ state: 'failed', lastError: 'retries-exhausted', attempts: maxDeliveryAttempts });
    expect(push.receivedBy([token]).get(token)).toBe(maxDeliveryAttempts);
    expect(await server.db.select().from(pushDevices).where(eq(pushDevices.token, token))).toHaveLength(1);
  });
});
