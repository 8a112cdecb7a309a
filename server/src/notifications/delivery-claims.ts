import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { pushDevices } from '../push/devices.tables.js';
import { notificationDeliveries as deliveries, notifications } from './notifications.tables.js';

/** A delivery an instance took, with what it needs to send it. */
export type ClaimedDelivery = { id: number; notificationId: number; round: number; deviceId: number; attempts: number };

/** What became of a claimed delivery. */
export type DeliveryOutcome =
  | { id: number; state: 'sent'; providerId: string }
  | { id: number; state: 'failed'; error: 'unregistered' | 'invalid' | 'device-removed' | 'retries-exhausted' }
  | { id: number; state: 'pending'; error: 'retry'; afterMs: number }
  /** A delivery of an earlier round (the notification was resent): dropped, not counted. */
  | { id: number; state: 'superseded' };

/**
 * Takes up to `limit` due deliveries of the queue for `leaseMs`: waiting ones whose time has come
 * and claimed ones whose claim lapsed (their instance died). SKIP LOCKED lets instances claim side
 * by side without waiting for, or taking, each other's rows.
 */
export async function claimDeliveries(
  db: Database,
  queue: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.queue, queue),
        inArray(deliveries.state, ['pending', 'sending']),
        sql`${deliveries.dueAt} <= now()`,
      ),
    )
    .orderBy(deliveries.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(deliveries)
    .set({
      state: 'sending',
      dueAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${deliveries.attempts} + 1`,
    })
    .where(inArray(deliveries.id, due))
    .returning({
      id: deliveries.id,
      notificationId: deliveries.notificationId,
      round: deliveries.round,
      deviceId: deliveries.deviceId,
      attempts: deliveries.attempts,
    });
}

/** Gives claimed deliveries back untried (the instance is stopping): due at once, the attempt not counted. */
export async function releaseDeliveries(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ state: 'pending', dueAt: sql`now()`, attempts: sql`${deliveries.attempts} - 1` })
    .where(and(inArray(deliveries.id, ids), eq(deliveries.state, 'sending')));
}

/**
 * Records what became of a batch in one transaction: each delivery's state, the notifications'
 * counters of the round they belong to, and the devices the provider says are gone.
 */
export async function recordOutcomes(
  db: Database,
  outcomes: DeliveryOutcome[],
  unregisteredDevices: number[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const kept = outcomes.filter((outcome) => outcome.state !== 'superseded');
  const dropped = outcomes.filter((outcome) => outcome.state === 'superseded').map((outcome) => outcome.id);
  await db.transaction(async (tx) => {
    if (kept.length > 0) {
      const rows = sql.join(
        kept.map(
          (outcome) =>
            sql`(${outcome.id}::bigint, ${outcome.state}::text, ${outcome.state === 'pending' ? outcome.afterMs : 0}::int, ${
              'error' in outcome ? outcome.error : null
            }::text, ${outcome.state === 'sent' ? outcome.providerId : null}::text)`,
        ),
        sql`, `,
      );
      // Only rows still claimed: a lapsed claim taken by another instance is theirs to record.
      const answer = await tx.execute(sql`
        update ${deliveries} as d set
          state = v.state,
          due_at = now() + v.delay_ms * interval '1 millisecond',
          last_error = v.error,
          provider_id = v.provider_id,
          done_at = case when v.state = 'pending' then null else now() end
        from (values ${rows}) as v(id, state, delay_ms, error, provider_id)
        where d.id = v.id and d.state = 'sending'
        returning d.notification_id, d.round, d.state`);
      await countOutcomes(tx, rowsOf<{ notification_id: number; round: number; state: string }>(answer));
    }
    if (dropped.length > 0) await tx.delete(deliveries).where(inArray(deliveries.id, dropped));
    if (unregisteredDevices.length > 0) {
      await tx.delete(pushDevices).where(inArray(pushDevices.id, unregisteredDevices));
    }
  });
}

/** Adds the recorded deliveries that ended (sent or failed) to their round's counters. */
async function countOutcomes(tx: Transaction, recorded: { notification_id: number; round: number; state: string }[]) {
  const counters = new Map<string, { notificationId: number; round: number; sent: number; failed: number }>();
  for (const row of recorded) {
    if (row.state !== 'sent' && row.state !== 'failed') continue;
    const key = `${row.notification_id}:${row.round}`;
    const counter = counters.get(key) ?? {
      notificationId: Number(row.notification_id),
      round: row.round,
      sent: 0,
      failed: 0,
    };
    counter[row.state] += 1;
    counters.set(key, counter);
  }
  for (const counter of counters.values()) {
    await tx
      .update(notifications)
      .set({
        sentCount: sql`${notifications.sentCount} + ${counter.sent}`,
        failedCount: sql`${notifications.failedCount} + ${counter.failed}`,
      })
      .where(and(eq(notifications.id, counter.notificationId), eq(notifications.round, counter.round)));
  }
}
