import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { ChargeResult } from '../payments/index.js';
import { courseRegistrations, courses, type CourseRegistrationRow, type CourseRow } from './courses.tables.js';
import { registrationMailJob } from './registration-mail.job.js';

export type PaymentOutcome = { approved: boolean; message: string; registration: CourseRegistrationRow };

/** A charge sent this long ago without an answer is asked again (the gateway gives up after 30 s). */
export const unsettledAfterMs = 60_000;

/** When a charge sent at `lastChargeAt` may be asked about again (confirmRegistration claims it then). */
export const askAgainAt = (lastChargeAt: Date) => new Date(lastChargeAt.getTime() + unsettledAfterMs + 1000);
/** Past this, a charge the provider never answered is given up: the places go back, and it is logged. */
const giveUpAfterMs = 24 * 3600_000;

/**
 * Sends the registration's charge to the provider with its own idempotency key, so asking again
 * after a lost answer returns the first charge instead of making another.
 */
export async function chargeRegistration(
  deps: AppDeps,
  course: CourseRow,
  registration: CourseRegistrationRow,
  tokenId: string,
): Promise<ChargeResult> {
  try {
    return await deps.payments.charge({
      tokenId,
      amountCents: registration.amountCents,
      currency: 'MXN',
      item: { name: course.name, unitPriceCents: course.investmentCents, quantity: registration.spaces },
      customer: {
        name: `${registration.name} ${registration.lastname} ${registration.motherLastname}`,
        email: registration.email,
        phone: registration.phone,
      },
      idempotencyKey: registration.idempotencyKey ?? `course-registration-${registration.id}`,
    });
  } catch (error) {
    deps.log?.error({ err: error, registrationId: registration.id }, 'payment gateway failed');
    return { approved: false, reason: 'unknown', message: messages.paymentUnavailable };
  }
}

/**
 * Records a charge's outcome once: paid (with the job that mails the confirmation, in the same
 * transaction), or declined / failed with the places given back. An unknown outcome keeps the
 * places and the registration pending until the provider answers (its confirmation job asks,
 * payment-confirmation.job.ts).
 */
export async function settleRegistration(
  deps: AppDeps,
  course: CourseRow,
  registration: CourseRegistrationRow,
  result: ChargeResult,
): Promise<PaymentOutcome> {
  if (result.approved) {
    const paid = await deps.systemDb.transaction(async (tx) => {
      const [row] = await tx
        .update(courseRegistrations)
        .set({
          status: 'paid',
          providerOrderId: result.orderId,
          providerChargeId: result.chargeId,
          paidAt: new Date(),
          chargeToken: null,
        })
        .where(and(eq(courseRegistrations.id, registration.id), eq(courseRegistrations.status, 'pending')))
        .returning();
      // Only the request that recorded the payment mails it: a second settlement finds it paid.
      if (row) await deps.jobs.send(registrationMailJob, { registrationId: row.id, reason: 'confirmation' }, { tx });
      return row;
    });
    return { approved: true, message: messages.registrationSuccess, registration: paid ?? registration };
  }
  if (result.reason === 'unknown') {
    return { approved: false, message: messages.paymentUnconfirmed, registration };
  }
  const failed = await releasePlaces(
    deps.systemDb,
    registration,
    result.reason === 'error' ? 'failed' : 'declined',
    result.message,
    result.orderId,
  );
  return { approved: false, message: result.message, registration: failed };
}

async function releasePlaces(
  db: Database,
  registration: CourseRegistrationRow,
  status: 'failed' | 'declined',
  message: string,
  orderId?: string,
) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(courseRegistrations)
      .set({ status, failureMessage: message, providerOrderId: orderId ?? null, chargeToken: null })
      .where(and(eq(courseRegistrations.id, registration.id), eq(courseRegistrations.status, 'pending')))
      .returning();
    if (failed) {
      await tx
        .update(courses)
        .set({ soldSpace: sql`${courses.soldSpace} - ${registration.spaces}`, updatedAt: new Date() })
        .where(eq(courses.id, registration.courseId));
    }
    return failed ?? registration;
  });
}

/**
 * Asks the provider again about a pending registration whose charge went unanswered for a minute
 * (a timeout, a provider failure, a crash between reserving and charging). Claims it first, so
 * two instances, or a repeated request and the confirmation job, do not ask at once; `undefined`
 * when another holds it, or when it is no longer pending.
 */
export async function confirmRegistration(
  deps: AppDeps,
  registrationId: number,
  now = new Date(),
): Promise<PaymentOutcome | undefined> {
  const [claimed] = await deps.systemDb
    .update(courseRegistrations)
    .set({ lastChargeAt: now })
    .where(
      and(
        eq(courseRegistrations.id, registrationId),
        eq(courseRegistrations.status, 'pending'),
        lt(courseRegistrations.lastChargeAt, new Date(now.getTime() - unsettledAfterMs)),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [course] = await deps.systemDb.select().from(courses).where(eq(courses.id, claimed.courseId));
  const result: ChargeResult = claimed.chargeToken
    ? await chargeRegistration(deps, course, claimed, claimed.chargeToken)
    : { approved: false, reason: 'unknown', message: messages.paymentUnavailable };
  if (!result.approved && result.reason === 'unknown' && now.getTime() - claimed.createdAt.getTime() > giveUpAfterMs) {
    deps.log?.error(
      { registrationId: claimed.id, idempotencyKey: claimed.idempotencyKey },
      'payment never confirmed by the provider; places released, check the provider by hand',
    );
    return settleRegistration(deps, course, claimed, {
      approved: false,
      reason: 'error',
      message: messages.paymentUnavailable,
    });
  }
  return settleRegistration(deps, course, claimed, result);
}
