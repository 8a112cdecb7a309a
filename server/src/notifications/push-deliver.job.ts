import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { defineJob } from '../jobs/index.js';
import { pushDevices } from '../push/devices.tables.js';
import { users } from '../users/users.tables.js';
import { outcomeOf, recordOutcomes, recordRetries, type DeliveryOutcome } from './delivery-outcomes.js';
import { notificationText, pushData } from './notification-texts.js';
import { notificationDeliveries as deliveries, notifications } from './notifications.tables.js';

/** Deliveries per push.deliver job. */
export const deliveryBatchSize = 100;

/**
 * Outcomes known but not written yet at which no new push starts (they are written as they come,
 * and wait only while a write is under way): what a crash can repeat beyond the pushes in flight.
 */
export const outcomeGroupSize = 20;

/** A batch of deliveries to try for the time after `attempts` tries (0: their first). */
export type DeliverBatch = { deliveryIds: number[]; attempts: number };

/**
 * Sends a batch of deliveries, `config.pushConcurrency` at a time, and records each outcome in the
 * delivery, its round's counters and, for a token the provider no longer knows, the device. A
 * temporary failure (quota, provider down) leaves the delivery pending with one more attempt and
 * becomes a new push.deliver job for it, due after the delay (Retry-After or backoff), sent with
 * the record; after maxDeliveryAttempts it fails. A delivery of an earlier round is dropped.
 *
 * A repeat: a run sends only the deliveries still pending with the attempts it was sent for, so
 * a repeated job skips everything its first run recorded. Outcomes are written as they come (those
 * that arrive during a write share the next one), and no push starts while `outcomeGroupSize`
 * outcomes wait to be written, so a crash (kill -9) repeats at most the pushes in flight plus those
 * waiting: pushConcurrency + outcomeGroupSize - 1, 69 with the default 50, per instance that dies
 * (one push.deliver job runs per instance). For a push to 20,000 devices that is 0.35%; a
 * temporary failure that was not recorded is tried again, which repeats nothing the provider
 * accepted.
 */
export const pushDeliverJob = defineJob<DeliverBatch>({
  name: 'push.deliver',
  title: /*i18n*/ 'Enviar una notificación push a un grupo de dispositivos',
  // pushConcurrency is the instance's number of pushes at once: one batch at a time carries them.
  concurrency: 1,
  async run(deps, batch, { signal }) {
    const pending = await loadBatch(deps.systemDb, batch);
    let rounds = new Map(pending.map((row) => [row.notification.id, row.notification.round]));
    const attempt = batch.attempts + 1;
    const retries: Extract<DeliveryOutcome, { state: 'retry' }>[] = [];
    let failure: unknown;
    // Each write reads the rounds back: the lanes learn which notifications were resent or
    // deleted meanwhile, and drop their deliveries instead of sending them.
    const writer = outcomeWriter(async (outcomes, goneDevices) => {
      rounds = await recordOutcomes(deps.systemDb, batch.attempts, outcomes, goneDevices, [...rounds.keys()]);
    });

    const deliver = async (delivery: (typeof pending)[number]) => {
      const { notification, deviceId, token, platform } = delivery;
      if (rounds.get(notification.id) !== delivery.round) {
        writer.add({ id: delivery.id, state: 'superseded' });
        return;
      }
      if (deviceId === null || token === null || platform === null) {
        writer.add({ id: delivery.id, state: 'failed', error: 'device-removed' });
        return;
      }
      const text = notificationText(notification, delivery.locale);
      const result = await deps.push.send({
        token,
        platform,
        title: text.title,
        body: text.body,
        data: pushData(notification),
      });
      const outcome = outcomeOf(delivery.id, attempt, result);
      if (outcome.state === 'retry') retries.push(outcome);
      else writer.add(outcome, result.outcome === 'unregistered' ? deviceId : undefined);
    };

    let next = 0;
    const lane = async () => {
      try {
        while (next < pending.length && !signal.aborted && failure === undefined && !writer.failed) {
          // No push starts while a group's worth of outcomes waits to be written: that bounds
          // what a crash can repeat.
          if (writer.unwritten >= outcomeGroupSize) {
            await writer.settle();
            continue;
          }
          await deliver(pending[next++]);
        }
      } catch (error) {
        failure ??= error;
      }
    };
    await Promise.all(Array.from({ length: Math.min(deps.config.pushConcurrency, pending.length) }, lane));
    // What the lanes learnt is written whatever stopped them: a repeat must not send it again.
    await writer.settle();
    await writeRetries(deps, batch.attempts, retries);
    if (failure !== undefined) throw failure;
    // Stopping with the instance: the job runs again, for what was not tried.
    if (next < pending.length) signal.throwIfAborted();
  },
});

/**
 * Outcomes waiting to be written, and the one writer that writes them as they come: a write takes
 * all that waits (with the devices the provider no longer knows), and the writer goes on until none
 * waits, so outcomes that arrive during a write share the next one. After a failed write it stops.
 */
function outcomeWriter(write: (outcomes: DeliveryOutcome[], goneDevices: number[]) => Promise<void>) {
  const waiting: DeliveryOutcome[] = [];
  const gone: number[] = [];
  let inWrite = 0;
  let writer: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const start = () => {
    if (failure) return Promise.resolve();
    writer ??= (async () => {
      try {
        while (waiting.length > 0) {
          const outcomes = waiting.splice(0);
          inWrite = outcomes.length;
          await write(outcomes, gone.splice(0));
          inWrite = 0;
        }
      } catch (error) {
        failure = { error };
      } finally {
        inWrite = 0;
        writer = undefined;
      }
    })();
    return writer;
  };
  return {
    add(outcome: DeliveryOutcome, goneDevice?: number) {
      waiting.push(outcome);
      if (goneDevice !== undefined) gone.push(goneDevice);
      void start();
    },
    /** Whether a write failed: nothing more will be written, so nothing more should be sent. */
    get failed() {
      return failure !== undefined;
    },
    /** Outcomes known and not written yet, those of the write under way included. */
    get unwritten() {
      return waiting.length + inWrite;
    },
    /** Resolves once every outcome known so far is written; rejects when a write failed. */
    async settle(): Promise<void> {
      await start();
      if (failure) throw failure.error;
    },
  };
}

/**
 * Records the temporary failures and sends, in the same transaction, one push.deliver job per
 * moment they are due, for their next try.
 */
async function writeRetries(
  deps: AppDeps,
  attempts: number,
  retries: Extract<DeliveryOutcome, { state: 'retry' }>[],
): Promise<void> {
  if (retries.length === 0) return;
  await deps.systemDb.transaction(async (tx) => {
    const due = await recordRetries(tx, attempts, retries);
    for (const [at, deliveryIds] of due) {
      await deps.jobs.send(pushDeliverJob, { deliveryIds, attempts: attempts + 1 }, { tx, startAfter: new Date(at) });
    }
  });
}

/**
 * The batch's deliveries still to try, each with its notification and its device (nulls when the
 * device is gone) in the language of its user, in one query. Deliveries of an earlier round are
 * dropped here.
 */
async function loadBatch(db: Database, batch: DeliverBatch) {
  const rows = await db
    .select({
      id: deliveries.id,
      round: deliveries.round,
      notification: notifications,
      deviceId: pushDevices.id,
      token: pushDevices.token,
      platform: pushDevices.platform,
      // A push is written in its user's one language, like their inbox and emails; the device's
      // own locale is only what the app reported.
      locale: users.preferredLocale,
    })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .leftJoin(pushDevices, eq(pushDevices.id, deliveries.deviceId))
    .leftJoin(users, eq(users.id, pushDevices.userId))
    .where(
      and(
        inArray(deliveries.id, batch.deliveryIds),
        eq(deliveries.state, 'pending'),
        eq(deliveries.attempts, batch.attempts),
      ),
    )
    .orderBy(deliveries.id);
  const superseded = rows.filter((row) => row.round !== row.notification.round).map((row) => row.id);
  if (superseded.length > 0) {
    await db.delete(deliveries).where(and(inArray(deliveries.id, superseded), eq(deliveries.state, 'pending')));
  }
  return rows.filter((row) => row.round === row.notification.round);
}
