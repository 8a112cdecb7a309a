import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
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
 * Records the outcomes of tries after `attempts` that ended (sent or failed) with their round's
 * counters, drops the superseded deliveries and removes the devices the provider no longer knows.
 * Only deliveries still to try are written, so a repeat counts nothing twice. Answers the current
 * round of each of `notificationIds` (a notification resent meanwhile has a later one; a deleted
 * one has none). The outcomes and counters are one statement: one round trip per group.
 */
export async function recordOutcomes(
  db: Database,
  attempts: number,
  outcomes: DeliveryOutcome[],
  unregisteredDevices: number[],
  notificationIds: number[],
): Promise<Map<number, number>> {
  const ended = outcomes.filter((outcome) => outcome.state === 'sent' || outcome.state === 'failed');
  const dropped = outcomes.filter((outcome) => outcome.state === 'superseded').map((outcome) => outcome.id);
  const record = async (db: Database) => {
    if (dropped.length > 0) {
      await db.delete(deliveries).where(and(inArray(deliveries.id, dropped), eq(deliveries.state, 'pending')));
    }
    if (unregisteredDevices.length > 0) {
      await db.delete(pushDevices).where(inArray(pushDevices.id, unregisteredDevices));
    }
    const rounds = sql`select ${notifications.id} as id, ${notifications.round} as round from ${notifications}
      where ${inArray(notifications.id, notificationIds)}`;
    if (ended.length === 0) return rowsOf<{ id: number; round: number }>(await db.execute(rounds));
    const rows = sql.join(
      ended.map(
        (outcome) =>
          sql`(${outcome.id}::bigint, ${outcome.state}::text, ${'error' in outcome ? outcome.error : null}::text, ${
            'providerId' in outcome ? outcome.providerId : null
          }::text)`,
      ),
      sql`, `,
    );
    // Data-modifying parts of a WITH run to completion whether or not the final query reads them;
    // that query sees the notifications as they were before it, which leaves their rounds alone.
    const answer = await db.execute(sql`
      with recorded as (
        update ${deliveries} set
          state = v.state,
          attempts = ${deliveries.attempts} + 1,
          last_error = v.error,
          provider_id = v.provider_id,
          done_at = now()
        from (values ${rows}) as v(id, state, error, provider_id)
        where ${deliveries.id} = v.id and ${stillToTry(attempts)}
        returning ${deliveries.notificationId} as notification_id, ${deliveries.round} as round, ${deliveries.state} as state
      ),
      counts as (
        select notification_id, round,
          count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'failed')::int as failed
        from recorded group by notification_id, round
      ),
      counted as (
        update ${notifications} set
          sent_count = ${notifications.sentCount} + counts.sent,
          failed_count = ${notifications.failedCount} + counts.failed
        from counts
        where ${notifications.id} = counts.notification_id and ${notifications.round} = counts.round
        returning ${notifications.id}
      )
      ${rounds}`);
    return rowsOf<{ id: number; round: number }>(answer);
  };
  const current =
    dropped.length > 0 || unregisteredDevices.length > 0
      ? await db.transaction((tx) => record(tx as unknown as Database))
      : await record(db);
  return new Map(current.map((row) => [Number(row.id), Number(row.round)]));
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
