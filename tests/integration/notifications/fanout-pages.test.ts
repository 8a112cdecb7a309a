import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanoutPageSize } from '../../../server/src/notifications/delivery-fanout.js';
import { notificationDeliveries } from '../../../server/src/notifications/notifications.tables.js';
import { pushFanoutJob } from '../../../server/src/notifications/push-fanout.job.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import type { PushSender } from '../../../server/src/push/push-sender.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Progress = { state: string; recipients: number; sentCount: number; failedCount: number; pendingCount: number };

describe(`el envío de una notificación en páginas de dispositivos (${databaseKind()})`, () => {
  let server: TestServer;
  let database: PrivateDatabase;
  // The tokens this server's worker sent to (its queue is its own, so only this test's pushes).
  const sent: string[] = [];
  const provider: PushSender = {
    name: 'fcm',
    async send(message) {
      sent.push(message.token);
      return { outcome: 'sent', id: `projects/pruebas/messages/${sent.length}` };
    },
  };
  beforeAll(async () => {
    // Its own database on a PostgreSQL server: its thousand devices would otherwise receive what
    // other files announce to whole audiences.
    database = await privateDatabase();
    server = await startTestServer({}, { push: provider, database: database.handle });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('da a cada dispositivo de la audiencia una entrega y un aviso, aunque ocupe más de una página', async () => {
    const admin = await server.signedIn('admin');
    const patient = await createUser(server.db, 'patient');
    const neighbour = await createUser(server.db, 'patient');
    const tokens = Array.from({ length: fanoutPageSize + 1 }, () => `fcm:${randomUUID()}`);
    await server.db
      .insert(pushDevices)
      .values(
        tokens.map((token) => ({ token, platform: 'ANDROID' as const, appVersion: '3.2.0', userId: patient.id })),
      );
    await server.db
      .insert(pushDevices)
      .values({ token: `fcm:${randomUUID()}`, platform: 'IOS', appVersion: '3.2.0', userId: neighbour.id });

    const published = await server.gql<{ createNotification: { id: string } & Progress }>(
      `mutation ($input: NotificationInput!) {
        createNotification(input: $input) { id state recipients sentCount failedCount pendingCount } }`,
      { input: { title: 'Aviso', body: 'Tu cita es mañana a las 9:00', audience: 'USER', userId: String(patient.id) } },
      admin.token,
    );
    expect(published.errors, JSON.stringify(published.errors)).toBeUndefined();
    const { id, recipients } = published.data!.createNotification;
    expect(recipients).toBe(tokens.length);
    // Two more runs of the round's fan-out at once, as after a crash: they take turns with the
    // first one, and every page is created once.
    const round = { notificationId: Number(id), round: 1 };
    const context = { id: 'repetida', retryCount: 1, signal: new AbortController().signal };
    await Promise.all([1, 2].map(() => pushFanoutJob.run(server.app.deps, round, context)));

    await server.app.deps.jobs.idle();
    const progress = (
      await server.gql<{ notification: Progress }>(
        'query ($id: ID!) { notification(id: $id) { state recipients sentCount failedCount pendingCount } }',
        { id },
        admin.token,
      )
    ).data!.notification;
    expect(progress).toEqual({
      state: 'SENT',
      recipients: tokens.length,
      sentCount: tokens.length,
      failedCount: 0,
      pendingCount: 0,
    });
    expect([...sent].sort()).toEqual([...tokens].sort());

    const deliveries = await server.db
      .select({ deviceId: notificationDeliveries.deviceId, state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(id)));
    const devices = await server.db
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, patient.id));
    expect(deliveries.map((delivery) => delivery.deviceId).sort((a, b) => a - b)).toEqual(
      devices.map((device) => device.id).sort((a, b) => a - b),
    );
    expect(new Set(deliveries.map((delivery) => delivery.state))).toEqual(new Set(['sent']));
  });
});
