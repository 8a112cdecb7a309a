import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { scopedDb } from '../access/index.js';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { audienceDeviceCount } from '../push/index.js';
import { notifications, type NotificationRow } from './notifications.tables.js';

/**
 * The values that start a round: the audience's devices counted now, counters at zero, the
 * fan-out from the first device. The deliveries themselves are created by the worker
 * (delivery-fanout.ts), so publishing to 100,000 devices answers at once.
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

/** Starts the next round of a notification (a resend) and answers the row. */
export async function startNextRound(deps: AppDeps, actor: Actor, row: NotificationRow): Promise<NotificationRow> {
  const scoped = scopedDb(deps, actor);
  const [updated] = await scoped.db
    .update(notifications)
    .set({
      ...(await newRound(scoped.db, row)),
      round: sql`${notifications.round} + 1`,
      queue: deps.deliveries.queue,
    })
    .where(eq(notifications.id, row.id))
    .returning();
  deps.deliveries.wake();
  return updated;
}

/** Where a round stands: still sending, done, or done without a single device to send to. */
export type RoundState = 'SENDING' | 'SENT' | 'NO_DEVICES';

export function roundProgress(row: NotificationRow) {
  const pending = Math.max(0, row.recipients - row.sentCount - row.failedCount);
  const state: RoundState =
    row.fanoutAfter !== null || pending > 0 ? 'SENDING' : row.recipients === 0 ? 'NO_DEVICES' : 'SENT';
  return { pending, state };
}
