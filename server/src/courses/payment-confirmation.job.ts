import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/index.js';
import { courseRegistrations } from './courses.tables.js';
import { confirmRegistration } from './payment-settlement.js';

/** The key of a registration's waiting confirmation job. */
export const paymentConfirmationKey = (registrationId: number) => `registration-${registrationId}`;

/**
 * Makes sure a registration's charge gets an answer. Stored with the reservation of its places
 * (payment.service.ts), due a minute after the charge was sent: by then the request has settled a
 * charge the provider answered, and the job finds the registration paid, declined or failed and
 * does nothing. An unanswered charge (a timeout, a provider failure, a crash between reserving and
 * charging) is asked about again with the same idempotency key (confirmRegistration), so the
 * provider answers the first charge instead of making another; while it gives no answer the job
 * fails and is retried, one minute later, then two, four… up to an hour, until the provider
 * answers or the day after which the places go back (31 runs cover more than that day).
 *
 * A repeated run is harmless: the registration is claimed before the provider is asked, so two
 * runs, a run and a repeated request, or two instances never ask at once, and a settled
 * registration is never settled again (a paid place is neither lost nor sold twice).
 */
export const paymentConfirmationJob = defineJob<{ registrationId: number }>({
  name: 'courses.payment-confirmation',
  title: /*i18n*/ 'Confirmación de un pago con el banco',
  oneWaitingPerKey: true,
  retryLimit: 30,
  // Never sooner than confirmRegistration may claim the registration again.
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 3600,
  async run(deps, { registrationId }) {
    const outcome = await confirmRegistration(deps, registrationId);
    if (outcome && outcome.registration.status !== 'pending') return;
    if (!outcome) {
      // Settled already, or claimed within the last minute by another asker (a repeated request).
      const [row] = await deps.systemDb
        .select({ status: courseRegistrations.status })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.id, registrationId));
      if (row?.status !== 'pending') return;
    }
    throw new Error('El banco aún no confirma el cargo; se le preguntará de nuevo.');
  },
});
