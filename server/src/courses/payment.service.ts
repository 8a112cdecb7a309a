import { and, eq, gt, sql } from 'drizzle-orm';
import { defaultLocale, type Locale } from '../../../shared/locales.js';
import { messages, spacesAvailableMessage } from '../../../shared/messages.js';
import { paymentSchema } from '../../../shared/validation/course-registration.js';
import { AppError, badInput, conflict, notFound, validateInput } from '../common/errors.js';
import { todayInLab } from '../common/dates.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { findPublicCourse } from './catalogue.service.js';
import { courseRegistrations, courses, type CourseRegistrationRow, type CourseRow } from './courses.tables.js';
import { paymentConfirmationJob, paymentConfirmationKey } from './payment-confirmation.job.js';
import {
  askAgainAt,
  chargeRegistration,
  confirmRegistration,
  settleRegistration,
  type PaymentOutcome,
} from './payment-settlement.js';
import { uniqueViolation } from '../common/db-errors.js';
import { pgIntegerMax } from '../common/ids.js';

export type { PaymentOutcome };

export type PaymentRequest = {
  courseId: number;
  tokenId: string;
  spaces: number;
  fullname: string;
  name: string;
  lastname: string;
  motherLastname: string;
  email: string;
  phone: string;
};

/**
 * Registers and charges a course purchase. The places are taken in the same statement that
 * checks the quota, so a course is never oversold; a declined or failed charge gives them back,
 * and an unanswered one keeps them until the provider tells (the registration's confirmation job,
 * stored with the places, asks: payment-confirmation.job.ts). With an
 * idempotency key, a repeated request answers the first one's outcome and never charges twice.
 * The registration keeps the request's language: its emails are written in it.
 */
export async function payForCourse(
  deps: AppDeps,
  request: PaymentRequest,
  idempotencyKey: string | null | undefined,
  meta: RequestMeta,
): Promise<PaymentOutcome> {
  const input = await validateInput(paymentSchema, request);
  const key = idempotencyKey?.trim() || undefined;
  if (key && (key.length > 200 || !/^[\w.:-]+$/.test(key)))
    throw badInput('idempotencyKey', messages.idempotencyKeyInvalid);
  if (key) {
    const previous = await findByKey(deps.systemDb, key);
    if (previous) return replay(deps, previous, request);
  }
  // A new charge attempt (a replay of a key charges nothing) counts against its course and email,
  // its address and its card token, so neither card testing nor probing who enrolled goes far.
  await deps.attempts.consume('payment', { account: `${request.courseId}:${input.email}`, address: meta.ip });
  await deps.attempts.consume('paymentCard', { account: input.tokenId, address: meta.ip });
  const course = await findPublicCourse(deps, request.courseId);
  if (input.spaces * course.investmentCents > pgIntegerMax) throw badInput('spaces', messages.amountTooLarge);

  let registration: CourseRegistrationRow;
  try {
    registration = await reservePlaces(deps, course, input, key, meta.locale ?? defaultLocale);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'course_registrations_idempotency_key_unique' && key) {
      const previous = await findByKey(deps.systemDb, key);
      if (previous) return replay(deps, previous, request);
    }
    if (constraint === 'course_registrations_email_unique') throw conflict('email', messages.emailInCourse);
    throw error;
  }

  return settleRegistration(
    deps,
    course,
    registration,
    await chargeRegistration(deps, course, registration, input.tokenId),
  );
}

async function reservePlaces(
  deps: AppDeps,
  course: CourseRow,
  input: Awaited<ReturnType<typeof paymentSchema.validate>>,
  key: string | undefined,
  locale: Locale,
) {
  const spaces = input.spaces;
  return deps.systemDb.transaction(async (tx) => {
    const [reserved] = await tx
      .update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + ${spaces}`, updatedAt: new Date() })
      .where(
        and(
          eq(courses.id, course.id),
          eq(courses.status, true),
          eq(courses.onlineRegistration, true),
          eq(courses.courseStatusId, 1),
          gt(courses.date, todayInLab()),
          sql`${courses.soldSpace} + ${spaces} <= ${courses.quota}`,
        ),
      )
      .returning();
    if (!reserved) throw await whyNotReservable(tx as unknown as Database, course.id, spaces);
    const [row] = await tx
      .insert(courseRegistrations)
      .values({
        courseId: course.id,
        name: input.name,
        lastname: input.lastname,
        motherLastname: input.motherLastname,
        email: input.email,
        phone: input.phone,
        cardholder: input.fullname,
        spaces,
        amountCents: spaces * reserved.investmentCents,
        status: 'pending',
        paymentProvider: deps.payments.name,
        idempotencyKey: key ?? null,
        chargeToken: input.tokenId,
        lastChargeAt: new Date(),
        locale,
      })
      .returning();
    // Stored with the places: whatever happens to this request, the charge gets its answer.
    await deps.jobs.send(
      paymentConfirmationJob,
      { registrationId: row.id },
      { tx, singletonKey: paymentConfirmationKey(row.id), startAfter: askAgainAt(row.lastChargeAt) },
    );
    return row;
  });
}

/** Why the places could not be taken, in the words the catalogue uses. */
async function whyNotReservable(db: Database, courseId: number, spaces: number): Promise<AppError> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course || !course.status || !course.onlineRegistration) return notFound();
  if (todayInLab() >= course.date) return conflict('courseId', messages.courseExpired);
  if (course.courseStatusId !== 1) return conflict('courseId', messages.courseClosed);
  const available = course.quota - course.soldSpace;
  if (available <= 0) return conflict('courseId', messages.courseFull);
  return new AppError('CONFLICT', spacesAvailableMessage(available), { field: 'spaces', available, requested: spaces });
}

async function findByKey(db: Database, key: string) {
  const [row] = await db.select().from(courseRegistrations).where(eq(courseRegistrations.idempotencyKey, key));
  return row;
}

/**
 * The first outcome of a key, for the same request only: a key reused for another payment is
 * refused. A charge still unanswered after a minute is asked again with the same key.
 */
async function replay(
  deps: AppDeps,
  previous: CourseRegistrationRow,
  request: PaymentRequest,
): Promise<PaymentOutcome> {
  const same =
    previous.courseId === request.courseId &&
    previous.email.toLowerCase() === request.email.trim().toLowerCase() &&
    previous.spaces === Number(request.spaces);
  if (!same) throw conflict('idempotencyKey', messages.idempotencyKeyReused);
  if (previous.status === 'pending') {
    const confirmed = await confirmRegistration(deps, previous.id);
    if (!confirmed) throw conflict('idempotencyKey', messages.paymentInProgress);
    return confirmed;
  }
  if (previous.status === 'paid')
    return { approved: true, message: messages.registrationSuccess, registration: previous };
  return { approved: false, message: previous.failureMessage ?? messages.paymentUnavailable, registration: previous };
}
