import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jobSchema } from '../../server/src/db/job-store.js';
import { rowsOf } from '../../server/src/db/raw-rows.js';
import { notifications } from '../../server/src/notifications/notifications.tables.js';
import { pushDeliverJob } from '../../server/src/notifications/push-deliver.job.js';
import { pushDevices } from '../../server/src/push/devices.tables.js';
import { createPushSender } from '../../server/src/push/push-sender-factory.js';
import type { PushSender } from '../../server/src/push/push-sender.js';
import type { Database } from '../../server/src/db/client.js';
import { expect } from 'vitest';
import { startFakeFcm, testServiceAccount } from './fake-fcm.js';
import { createUser } from './factories.js';
import type { TestServer } from './test-server.js';

export const NOTIFICATION_FIELDS =
  'id title body audience user { id fullName email } state recipients sentCount failedCount pendingCount sendCount sentAt createdAt updatedAt';
export const CREATE_NOTIFICATION = `mutation ($input: NotificationInput!) { createNotification(input: $input) { ${NOTIFICATION_FIELDS} } }`;
export const UPDATE_NOTIFICATION = `mutation ($id: ID!, $input: NotificationInput!) { updateNotification(id: $id, input: $input) { ${NOTIFICATION_FIELDS} } }`;
export const RESEND_NOTIFICATION = `mutation ($id: ID!) { resendNotification(id: $id) { ${NOTIFICATION_FIELDS} } }`;
export const DELETE_NOTIFICATION = 'mutation ($id: ID!) { deleteNotification(id: $id) }';
export const NOTIFICATION = `query ($id: ID!) { notification(id: $id) { ${NOTIFICATION_FIELDS} } }`;
export const NOTIFICATIONS = `query ($first: Int, $after: String) { notifications(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NOTIFICATION_FIELDS} } } } }`;

export type NotificationView = {
  id: string;
  title: string | null;
  body: string;
  audience: string;
  user: { id: string; fullName: string; email: string } | null;
  state: 'SENDING' | 'SENT' | 'NO_DEVICES';
  recipients: number;
  sentCount: number;
  failedCount: number;
  pendingCount: number;
  sendCount: number;
  sentAt: string;
  createdAt: string;
  updatedAt: string;
};

/** Push devices of a user, stored as the app registers them; answers their tokens. */
export async function addDevices(db: Database, userId: number, tokens: string[], locale = 'es-MX') {
  if (tokens.length === 0) return [];
  const rows = await db
    .insert(pushDevices)
    .values(
      tokens.map((token) => ({
        token,
        platform: 'ANDROID' as const,
        appVersion: '3.1.0',
        locale: locale as 'es-MX',
        userId,
      })),
    )
    .returning();
  return rows;
}

/** A fresh token that the fake provider answers as `kind` (see fake-fcm.ts). */
export const fakeToken = (kind = 'ok') => `${kind}:${randomUUID()}`;

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/**
 * Waits until the server's jobs are done (those due: a retry waiting for its time is not), then
 * checks that every device of the notification's last round has been tried.
 */
export async function untilDelivered(server: TestServer, id: number | string) {
  await server.app.deps.jobs.idle();
  const [row] = await server.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, Number(id)));
  if (row.fanoutAfter !== null || row.sentCount + row.failedCount < row.recipients) {
    const { fanoutAfter, recipients, sentCount, failedCount } = row;
    throw new Error(
      `notification ${id} is not delivered: ${JSON.stringify({ fanoutAfter, recipients, sentCount, failedCount })}`,
    );
  }
}

/**
 * The time of the push retries waiting in the server's queue comes now (as if their delay had
 * passed), and they run: answers how many there were.
 */
export async function pushRetriesDue(server: TestServer): Promise<number> {
  const { jobs } = server.app.deps;
  const answer = await server.db.execute(sql`
    update ${sql.identifier(jobSchema)}.job set start_after = now()
    where name = ${jobs.queueOf(pushDeliverJob)} and state in ('created', 'retry') and start_after > now()
    returning id`);
  await jobs.idle();
  return rowsOf(answer).length;
}

/**
 * A local provider answering like FCM HTTP v1 (fake-fcm.ts) and the sender the server would build
 * for it from a service account: what the delivery tests push through.
 */
export async function fakeFcmPush() {
  const projectId = 'laboratorio-imagen-entregas';
  const { account, publicKey } = testServiceAccount(projectId);
  const fcm = startFakeFcm({ projectId, publicKey, clientEmail: account.client_email });
  const baseUrl = await fcm.listen();
  const dataDir = await mkdtemp(join(tmpdir(), 'push-deliveries-'));
  const sender = (): PushSender =>
    createPushSender({
      dataDir,
      fcm: { serviceAccountJson: JSON.stringify(account), endpoint: baseUrl, tokenUrl: `${baseUrl}/token` },
    });
  /** How many pushes each of `tokens` received. */
  const receivedBy = (tokens: string[]) => {
    const wanted = new Set(tokens);
    const counts = new Map<string, number>();
    for (const send of fcm.sends) {
      const token = String(send.body.message.token);
      if (wanted.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    return counts;
  };
  return { fcm, sender, receivedBy };
}

/**
 * Announcements published by an administrator (signed in once, on the first server used) to one
 * new patient each, and read back: what the delivery tests send.
 */
export function announcements() {
  let adminToken: string | undefined;
  const admin = async (server: TestServer) => (adminToken ??= (await server.signedIn('admin')).token);
  return {
    admin,
    /** Publishes `body` to one new patient who has these devices; answers the notification and the patient. */
    async publishTo(server: TestServer, tokens: string[], body = 'Recuerda tu cita de mañana a las 9:00.') {
      const patient = await createUser(server.db, 'patient');
      await addDevices(server.db, patient.id, tokens);
      const result = await server.gql<{ createNotification: NotificationView }>(
        CREATE_NOTIFICATION,
        { input: { body, audience: 'USER', userId: String(patient.id) } },
        await admin(server),
      );
      expect(result.errors).toBeUndefined();
      return { notification: result.data!.createNotification, patient };
    },
    /** The notification as the administrator's screen shows it. */
    async view(server: TestServer, id: string) {
      return (await server.gql<{ notification: NotificationView }>(NOTIFICATION, { id }, await admin(server))).data!
        .notification;
    },
  };
}
