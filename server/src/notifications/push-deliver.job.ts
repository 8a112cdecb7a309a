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

/** Outcomes known but not yet written above which no new push starts: what a crash can repeat beyond the sends in flight. */
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
 * a repeated job skips everything its first run recorded. Outcomes are written in groups, and no
 * push starts while `outcomeGroupSize` outcomes wait to be written, so a crash (kill -9) repeats at
 * most the pushes in flight plus those waiting: pushConcurrency + outcomeGroupSize - 1, 69 with
 * the default 50, per instance that dies (one push.deliver job runs per instance). For a push to
 * 20,000 devices that is 0.35%; a temporary failure that was not recorded is tried again, which
 * repeats nothing the provider accepted.
 */
export const pushDeliverJob = defineJob<DeliverBatch>({
  name: 'push.deliver',
  title: 'Enviar una notificación push a un grupo de dispositivos',
  // pushConcurrency is the instance's number of pushes at once: one batch at a time carries them.
  concurrency: 1,
  async run(deps, batch, { signal }) {
    const { pending, notificationById, deviceById } = await loadBatch(deps.systemDb, batch);
    let rounds = new Map([...notificationById.values()].map((row) => [row.id, row.round]));
    const attempt = batch.attempts + 1;
    const retries: Extract<DeliveryOutcome, { state: 'retry' }>[] = [];
    let failure: unknown;
    // Each write reads the rounds back: the lanes learn which notifications were resent or
    // deleted meanwhile, and drop their deliveries instead of sending them.
    const writer = outcomeWriter(async (outcomes, goneDevices) => {
      const current = await deps.systemDb.transaction(async (tx) => {
        await recordOutcomes(tx, batch.attempts, outcomes, goneDevices);
        return tx
          .select({ id: notifications.id, round: notifications.round })
          .from(notifications)
          .where(inArray(notifications.id, [...rounds.keys()]));
      });
      rounds = new Map(current.map((row) => [row.id, row.round]));
    });

    const deliver = async (delivery: (typeof pending)[number]) => {
      const notification = notificationById.get(delivery.notificationId)!;
      const device = deviceById.get(delivery.deviceId);
      if (rounds.get(delivery.notificationId) !== delivery.round) {
        writer.add({ id: delivery.id, state: 'superseded' });
        return;
      }
      if (!device) {
        writer.add({ id: delivery.id, state: 'failed', error: 'device-removed' });
        return;
      }
      const text = notificationText(notification, device.locale);
      const result = await deps.push.send({
        token: device.token,
        platform: device.platform,
        title: text.title,
        body: text.body,
        data: pushData(notification),
      });
      const outcome = outcomeOf(delivery.id, attempt, result);
      if (outcome.state === 'retry') retries.push(outcome);
      else writer.add(outcome, result.outcome === 'unregistered' ? device.id : undefined);
    };

    let next = 0;
    const lane = async () => {
      try {
        while (next < pending.length && !signal.aborted && failure === undefined) {
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
 * Outcomes waiting to be written, and the one writer that writes them: each write takes all that
 * waits (with the devices the provider no longer knows), and the writer goes on until none waits.
 */
function outcomeWriter(write: (outcomes: DeliveryOutcome[], goneDevices: number[]) => Promise<void>) {
  const waiting: DeliveryOutcome[] = [];
  const gone: number[] = [];
  let inWrite = 0;
  let writer: Promise<void> | undefined;
  return {
    add(outcome: DeliveryOutcome, goneDevice?: number) {
      waiting.push(outcome);
      if (goneDevice !== undefined) gone.push(goneDevice);
    },
    /** Outcomes known and not written yet, those of the write under way included. */
    get unwritten() {
      return waiting.length + inWrite;
    },
    /** Resolves once every outcome known so far is written. */
    settle(): Promise<void> {
      writer ??= (async () => {
        try {
          while (waiting.length > 0) {
            const outcomes = waiting.splice(0);
            inWrite = outcomes.length;
            await write(outcomes, gone.splice(0));
            inWrite = 0;
          }
        } finally {
          inWrite = 0;
          writer = undefined;
        }
      })();
      return writer;
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
 * The batch's deliveries still to try, their notifications, and their devices with the language
 * of their user. Deliveries of an earlier round are dropped here.
 */
async function loadBatch(db: Database, batch: DeliverBatch) {
  const rows = await db
    .select({
      id: deliveries.id,
      notificationId: deliveries.notificationId,
      round: deliveries.round,
      deviceId: deliveries.deviceId,
      current: notifications.round,
    })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .where(
      and(
        inArray(deliveries.id, batch.deliveryIds),
        eq(deliveries.state, 'pending'),
        eq(deliveries.attempts, batch.attempts),
      ),
    )
    .orderBy(deliveries.id);
  const superseded = rows.filter((row) => row.round !== row.current).map((row) => row.id);
  if (superseded.length > 0) {
    await db.delete(deliveries).where(and(inArray(deliveries.id, superseded), eq(deliveries.state, 'pending')));
  }
  const pending = rows.filter((row) => row.round === row.current);
  const [found, devices] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [...new Set(pending.map((row) => row.notificationId))])),
    // A push is written in its user's one language, like their inbox and emails; the device's
    // own locale is only what the app reported.
    db
      .select({
        id: pushDevices.id,
        token: pushDevices.token,
        platform: pushDevices.platform,
        locale: users.preferredLocale,
      })
      .from(pushDevices)
      .innerJoin(users, eq(users.id, pushDevices.userId))
      .where(inArray(pushDevices.id, [...new Set(pending.map((row) => row.deviceId))])),
  ]);
  return {
    pending,
    notificationById: new Map(found.map((row) => [row.id, row])),
    deviceById: new Map(devices.map((device) => [device.id, device])),
  };
}
