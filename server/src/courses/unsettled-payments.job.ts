import { and, asc, eq, lt } from 'drizzle-orm';
import { scopedDb } from '../access/index.js';
import { type Caller, requireRole, systemActor, systemOnly } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { defineJob } from '../jobs/index.js';
import { courseRegistrations } from './courses.tables.js';
import { paymentConfirmationJob, paymentConfirmationKey } from './payment-confirmation.job.js';

/**
 * A confirmation job asks about its pending registration at least once an hour (its longest wait
 * between runs); one that nobody asked about for twice that long has no job left: it was reserved
 * before confirmation jobs existed, or its job ran out of retries.
 */
const unaskedAfterMs = 2 * paymentConfirmationJob.retryDelayMaxSeconds! * 1000;

/**
 * Gives each pending registration whose charge nobody asked about for two hours a new
 * confirmation job, which asks the provider at once; answers how many. The system's work.
 */
export async function resumeUnsettledPayments(deps: AppDeps, actor: Caller, now = new Date()): Promise<number> {
  requireRole(actor, systemOnly);
  const scoped = scopedDb(deps, actor);
  const unasked = await scoped.db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.status, 'pending'),
        lt(courseRegistrations.lastChargeAt, new Date(now.getTime() - unaskedAfterMs)),
      ),
    )
    .orderBy(asc(courseRegistrations.lastChargeAt))
    .limit(100);
  for (const { id } of unasked) {
    await deps.jobs.send(paymentConfirmationJob, { registrationId: id }, { singletonKey: paymentConfirmationKey(id) });
  }
  return unasked.length;
}

/**
 * Every ten minutes, the net under the confirmation jobs: no unanswered charge stays pending
 * without one. A repeat sends nothing twice (a waiting job of the registration takes the send) and
 * a job that runs twice is harmless (payment-confirmation.job.ts).
 */
export const unsettledPaymentsJob = defineJob<object>({
  name: 'courses.unsettled-payments',
  title: /*i18n*/ 'Revisión de pagos sin respuesta del banco',
  cron: '*/10 * * * *',
  retryLimit: 1,
  concurrency: 1,
  async run(deps) {
    await resumeUnsettledPayments(deps, systemActor);
  },
});
