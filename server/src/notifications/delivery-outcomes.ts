import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { pushDevices } from '../push/devices.tables.js';
import type { PushResult } from '../push/index.js';
import { notificationDeliveries as deliveries, notifications } from './notifications.tables.js';

/** Attempts of one delivery before it counts as failed. */
export const maxDeliveryAttempts = 8;

/**
 * How long a delivery waits after its `attempts`-th try failed for a while: 10 s, doubling each
 * time up to an hour, and never less than the provider asked for (Retry-After).
 */
export function retryDelayMs(attempts: number, providerMs: number): number {
  return Math.max(providerMs, Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1)));
}

/** What became of one delivery's try. */
export type DeliveryOutcome =
  | { id: number; state: 'sent'; providerId: string }
  | { id: number; state: 'failed'; error: 'unregistered' | 'invalid' | 'device-removed' | 'retries-exhausted' }
  /** A temporary failure: tried again after `afterMs`. */
  | { id: number; state: 'retry'; afterMs: number }
  /** A delivery of an earlier round (the notification was resent or deleted): dropped, not counted. */
  | { id: number; state: 'superseded' };

/** The outcome of the `attempt`-th try (from 1) of a delivery, from the provider's answer. */
export function outcomeOf(id: number, attempt: number, result: PushResult): DeliveryOutcome {
  switch (result.outcome) {
    case 'sent':
      return { id, state: 'sent', providerId: result.id };
    case 'unregistered':
      return { id, state: 'failed', error: 'unregistered' };
    case 'invalid':
      return { id, state: 'failed', error: 'invalid' };
    case 'retry':
      return attempt >= maxDeliveryAttempts
        ? { id, state: 'failed', error: 'retries-exhausted' }
        : { id, state: 'retry', afterMs: retryDelayMs(attempt, result.afterMs) };
  }
}

/**
 * The deliveries a job sent for the try after `attempts` (0: the first) may still send: pending,
 * not tried since, of their notification's current round. What a repeated job finds recorded
 * already fails this test, and is skipped.
 */
const stillToTry = (attempts: number) => sql`${deliveries.state} = 'pending' and ${deliveries.attempts} = ${attempts}
  and ${deliveries.round} = (select ${notifications.round} from ${notifications} where ${notifications.id} = ${deliveries.notificationId})`;

/**
 * Records, in `tx`, the outcomes of tries after `attempts` that ended (sent or failed), adds them
 * to their round's counters, drops the superseded deliveries and removes the devices the provider
 * no longer knows. Only deliveries still to try are written, so a repeat counts nothing twice.
 */
export async function recordOutcomes(
  tx: Transaction,
  attempts: number,
  outcomes: DeliveryOutcome[],
  unregisteredDevices: number[],
): Promise<void> {
  const ended = outcomes.filter((outcome) => outcome.state === 'sent' || outcome.state === 'failed');
  const dropped = outcomes.filter((outcome) => outcome.state === 'superseded').map((outcome) => outcome.id);
  if (ended.length > 0) {
    const rows = sql.join(
      ended.map(
        (outcome) =>
          sql`(${outcome.id}::bigint, ${outcome.state}::text, ${'error' in outcome ? outcome.error : null}::text, ${
            'providerId' in outcome ? outcome.providerId : null
          }::text)`,
      ),
      sql`, `,
    );
    const answer = await tx.execute(sql`
      update ${deliveries} set
        state = v.state,
        attempts = ${deliveries.attempts} + 1,
        last_error = v.error,
        provider_id = v.provider_id,
        done_at = now()
      from (values ${rows}) as v(id, state, error, provider_id)
      where ${deliveries.id} = v.id and ${stillToTry(attempts)}
      returning ${deliveries.notificationId} as notification_id, ${deliveries.round} as round, ${deliveries.state} as state`);
    await countOutcomes(tx, rowsOf<{ notification_id: number; round: number; state: 'sent' | 'failed' }>(answer));
  }
  if (dropped.length > 0) {
    await tx.delete(deliveries).where(and(inArray(deliveries.id, dropped), eq(deliveries.state, 'pending')));
  }
  if (unregisteredDevices.length > 0) {
    await tx.delete(pushDevices).where(inArray(pushDevices.id, unregisteredDevices));
  }
}

/**
 * Records, in `tx`, the temporary failures of tries after `attempts`: each delivery stays pending
 * with one more attempt and is due after its delay. Answers the ids recorded, by the moment they
 * are due, for the jobs that try them again (sent in the same transaction, so none is forgotten).
 */
export async function recordRetries(
  tx: Transaction,
  attempts: number,
  retries: Extract<DeliveryOutcome, { state: 'retry' }>[],
): Promise<Map<number, number[]>> {
  const due = new Map<number, number[]>();
  if (retries.length === 0) return due;
  const rows = sql.join(
    retries.map((retry) => sql`(${retry.id}::bigint, ${retry.afterMs}::int)`),
    sql`, `,
  );
  const answer = await tx.execute(sql`
    update ${deliveries} set
      attempts = ${deliveries.attempts} + 1,
      last_error = 'retry',
      due_at = now() + v.delay_ms * interval '1 millisecond'
    from (values ${rows}) as v(id, delay_ms)
    where ${deliveries.id} = v.id and ${stillToTry(attempts)}
    returning ${deliveries.id} as id, (extract(epoch from ${deliveries.dueAt}) * 1000)::float8 as due_ms`);
  for (const row of rowsOf<{ id: number; due_ms: number }>(answer)) {
    const at = Math.ceil(Number(row.due_ms));
    due.set(at, [...(due.get(at) ?? []), Number(row.id)]);
  }
  return due;
}

/** Adds the recorded deliveries that ended (sent or failed) to their round's counters. */
async function countOutcomes(tx: Transaction, recorded: { notification_id: number; round: number; state: string }[]) {
  const counters = new Map<string, { notificationId: number; round: number; sent: number; failed: number }>();
  for (const row of recorded) {
    const key = `${row.notification_id}:${row.round}`;
    const counter = counters.get(key) ?? {
      notificationId: Number(row.notification_id),
      round: Number(row.round),
      sent: 0,
      failed: 0,
    };
    if (row.state === 'sent') counter.sent += 1;
    else counter.failed += 1;
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
