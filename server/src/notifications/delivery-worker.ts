import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { pushDevices } from '../push/devices.tables.js';
import type { PushResult } from '../push/index.js';
import { users } from '../users/users.tables.js';
import {
  claimDeliveries,
  recordOutcomes,
  releaseDeliveries,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from './delivery-claims.js';
import { fanoutStep } from './delivery-fanout.js';
import { notificationText, pushData } from './notification-texts.js';
import { notifications } from './notifications.tables.js';

/** Attempts of one delivery before it counts as failed. */
export const maxDeliveryAttempts = 8;

/**
 * How long a delivery waits after its `attempts`-th try failed for a while: 10 s, doubling each
 * time up to an hour, and never less than the provider asked for (Retry-After).
 */
export function retryDelayMs(attempts: number, providerMs: number): number {
  return Math.max(providerMs, Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1)));
}

export type DeliveryWorkerOptions = {
  /** How often an idle worker looks for work that other instances published (or that came due). */
  pollMs?: number;
  /** Deliveries claimed at once. */
  batchSize?: number;
  /** How long a claim lasts: a batch must be sent within it, or another instance may take it. */
  leaseMs?: number;
};

export type DeliveryWorker = {
  /** Stops claiming, finishes the sends under way, gives back what it had claimed but not sent. */
  stop(): Promise<void>;
};

/**
 * Delivers the queue's pushes in the background: creates each round's deliveries (fan-out),
 * claims due deliveries in batches, sends them with `config.pushConcurrency` at a time, and
 * records each outcome. Temporary failures are retried with backoff up to maxDeliveryAttempts;
 * a token the provider no longer knows removes its device. Every instance on the database may
 * run one: a delivery is claimed by one of them at a time.
 */
export function startDeliveryWorker(deps: AppDeps, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 200;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const queue = deps.deliveries.queue;
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  const stopListening = deps.deliveries.onWake(() => wakeUp?.());

  const rest = () =>
    new Promise<void>((resolve) => {
      // The timer alone never keeps the process alive: the server does, until it stops the worker.
      const timer = setTimeout(done, pollMs).unref();
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const step = async (): Promise<boolean> => {
    let worked = false;
    while (!stopping && (await fanoutStep(deps.systemDb, queue))) worked = true;
    if (stopping) return worked;
    const claimed = await claimDeliveries(deps.systemDb, queue, batchSize, leaseMs);
    if (claimed.length === 0) return worked;
    await deliverBatch(deps, claimed, () => stopping);
    return true;
  };

  const running = (async () => {
    while (!stopping) {
      let worked = false;
      try {
        worked = await step();
      } catch (error) {
        deps.log?.error({ err: error }, 'push delivery failed');
      }
      if (!worked && !stopping) await rest();
    }
  })();

  return {
    async stop() {
      stopping = true;
      stopListening();
      wakeUp?.();
      await running;
    },
  };
}

/**
 * Sends a claimed batch, `pushConcurrency` at a time, and records the outcomes. When `stopping`
 * turns true the sends under way finish and the rest are given back untried.
 */
async function deliverBatch(deps: AppDeps, claimed: ClaimedDelivery[], stopping: () => boolean): Promise<void> {
  const notificationIds = [...new Set(claimed.map((delivery) => delivery.notificationId))];
  const [rows, devices] = await Promise.all([
    deps.systemDb.select().from(notifications).where(inArray(notifications.id, notificationIds)),
    // A push is written in its user's one language, like their inbox and emails; the device's
    // own locale is only what the app reported.
    deps.systemDb
      .select({
        id: pushDevices.id,
        token: pushDevices.token,
        platform: pushDevices.platform,
        locale: users.preferredLocale,
      })
      .from(pushDevices)
      .innerJoin(users, eq(users.id, pushDevices.userId))
      .where(inArray(pushDevices.id, [...new Set(claimed.map((delivery) => delivery.deviceId))])),
  ]);
  const notificationById = new Map(rows.map((row) => [row.id, row]));
  const deviceById = new Map(devices.map((device) => [device.id, device]));
  const outcomes: DeliveryOutcome[] = [];
  const unregistered: number[] = [];
  const untried: number[] = [];

  const deliver = async (delivery: ClaimedDelivery) => {
    const notification = notificationById.get(delivery.notificationId);
    const device = deviceById.get(delivery.deviceId);
    if (!notification || notification.round !== delivery.round) {
      outcomes.push({ id: delivery.id, state: 'superseded' });
      return;
    }
    if (!device) {
      outcomes.push({ id: delivery.id, state: 'failed', error: 'device-removed' });
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
    if (result.outcome === 'unregistered') unregistered.push(device.id);
    outcomes.push(outcomeOf(delivery, result));
  };

  let next = 0;
  const runner = async () => {
    while (next < claimed.length) {
      const delivery = claimed[next++];
      if (stopping()) {
        untried.push(delivery.id);
        continue;
      }
      await deliver(delivery);
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.config.pushConcurrency, claimed.length) }, runner));
  await recordOutcomes(deps.systemDb, outcomes, unregistered);
  await releaseDeliveries(deps.systemDb, untried);
}

function outcomeOf(delivery: ClaimedDelivery, result: PushResult): DeliveryOutcome {
  switch (result.outcome) {
    case 'sent':
      return { id: delivery.id, state: 'sent', providerId: result.id };
    case 'unregistered':
      return { id: delivery.id, state: 'failed', error: 'unregistered' };
    case 'invalid':
      return { id: delivery.id, state: 'failed', error: 'invalid' };
    case 'retry':
      return delivery.attempts >= maxDeliveryAttempts
        ? { id: delivery.id, state: 'failed', error: 'retries-exhausted' }
        : {
            id: delivery.id,
            state: 'pending',
            error: 'retry',
            afterMs: retryDelayMs(delivery.attempts, result.afterMs),
          };
  }
}
