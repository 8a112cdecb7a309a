import { isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { defineJob } from '../jobs/index.js';
import { fanoutPage, type RoundRef } from './delivery-fanout.js';
import { notifications } from './notifications.tables.js';
import { deliveryBatchSize, pushDeliverJob } from './push-deliver.job.js';

/**
 * Creates a round's deliveries, a page of devices per transaction, and in the same transaction the
 * push.deliver jobs that send them (a batch of ids each): a page is stored with its jobs or not at
 * all, so none is lost or doubled when the instance dies between pages. Sent with the notification
 * it fans out (publish, resend, a result that is ready), in the same transaction.
 *
 * A repeat starts after the last page stored (the notification's `fanoutAfter`), and a run of a
 * round that was resent, deleted or is over does nothing; two runs at once take turns on the
 * notification's row, so a repeat never creates a delivery twice.
 */
export const pushFanoutJob = defineJob<RoundRef>({
  name: 'push.fanout',
  title: /*i18n*/ 'Preparar los envíos de una notificación push',
  async run(deps, round, { signal }) {
    for (;;) {
      // Stopping with the instance between pages: the job runs again from the next page.
      signal.throwIfAborted();
      const done = await deps.systemDb.transaction(async (tx) => {
        const page = await fanoutPage(tx, round);
        for (let start = 0; start < page.created.length; start += deliveryBatchSize) {
          const deliveryIds = page.created.slice(start, start + deliveryBatchSize);
          await deps.jobs.send(pushDeliverJob, { deliveryIds, attempts: 0 }, { tx });
        }
        return page.done;
      });
      if (done) return;
    }
  },
});

/**
 * Sends a fan-out job for every round whose fan-out is unfinished, when an instance starts: the
 * rounds a database upgraded from the old delivery queue left half done (its migration hands them
 * over), or whose job failed for good. A round whose job still waits gets a second one, which
 * takes turns with the first and finds its pages done.
 */
export async function resumeFanouts(deps: AppDeps): Promise<void> {
  const unfinished = await deps.systemDb
    .select({ notificationId: notifications.id, round: notifications.round })
    .from(notifications)
    .where(isNotNull(notifications.fanoutAfter));
  for (const round of unfinished) await deps.jobs.send(pushFanoutJob, round);
}
