import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { scopedDb } from '../access/index.js';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { audienceDeviceCount } from '../push/index.js';
import { notifications, type NotificationRow } from './notifications.tables.js';
import { pushFanoutJob } from './push-fanout.job.js';

/**
 * The values that start a round: the audience's devices counted now, counters at zero, the
 * fan-out from the first device. The deliveries themselves are created by the round's push.fanout
 * job (fanOutRound), so publishing to 100,000 devices answers at once.
 */
export async function newRound(db: Database, target: Pick<NotificationRow, 'audience' | 'userId'>) {
  return {
    recipients: await audienceDeviceCount(db, target.audience, target.userId),
    sentCount: 0,
    failedCount: 0,
    fanoutAfter: 0,
    sentAt: new Date(),
  };
}

/**
 * Sends the job that delivers a round, in the transaction that stored the notification or started
 * the round: the round and its delivery are kept together or not at all.
 */
export async function fanOutRound(
  deps: AppDeps,
  tx: Transaction,
  row: Pick<NotificationRow, 'id' | 'round'>,
): Promise<void> {
  await deps.jobs.send(pushFanoutJob, { notificationId: row.id, round: row.round }, { tx });
}

/** Starts the next round of a notification (a resend) and answers the row. */
export async function startNextRound(deps: AppDeps, actor: Actor, row: NotificationRow): Promise<NotificationRow> {
  const scoped = scopedDb(deps, actor);
  return scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [updated] = await db
      .update(notifications)
      .set({ ...(await newRound(db, row)), round: sql`${notifications.round} + 1` })
      .where(eq(notifications.id, row.id))
      .returning();
    // Deleted since it was read.
    if (!updated) throw notFound();
    await fanOutRound(deps, tx, updated);
    return updated;
  });
}

/** Where a round stands: still sending, done, or done without a single device to send to. */
export type RoundState = 'SENDING' | 'SENT' | 'NO_DEVICES';

export function roundProgress(row: NotificationRow) {
  const pending = Math.max(0, row.recipients - row.sentCount - row.failedCount);
  const state: RoundState =
    row.fanoutAfter !== null || pending > 0 ? 'SENDING' : row.recipients === 0 ? 'NO_DEVICES' : 'SENT';
  return { pending, state };
}
