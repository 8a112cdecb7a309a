import { and, eq, gt, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { paymentSchema } from '../../../shared/validation/course-registration.js';
import { AppError, badInput, conflict, notFound, validateInput } from '../common/errors.js';
import { todayInLab } from '../common/dates.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { ChargeResult } from '../payments/payment-gateway.js';
import { findPublicCourse } from './catalogue.service.js';
import { courseRegistrations, courses, type CourseRegistrationRow, type CourseRow } from './courses.tables.js';
import { sendRegistrationEmail } from './registration-mail.js';
import { uniqueViolation } from '../common/db-errors.js';

export type PaymentOutcome = { approved: boolean; message: string; registration: CourseRegistrationRow };

export type PaymentRequest = {
  courseId: number; tokenId: string; spaces: number; fullname: string;
  name: string; lastname: string; motherLastname: string; email: string; phone: string;
};

/**
 * Registers and charges a course purchase. The places are taken in the same statement that
 * checks the quota, so a course is never oversold; a declined or failed charge gives them back.
 * With an idempotency key, a repeated request answers the first one's outcome and never charges
 * twice.
 */
export async function payForCourse(deps: AppDeps, request: PaymentRequest, idempotencyKey?: string | null): Promise<PaymentOutcome> {
  const input = await validateInput(paymentSchema, request);
  const key = idempotencyKey?.trim() || undefined;
  if (key && (key.length > 200 || !/^[\w.:-]+$/.test(key))) throw badInput('idempotencyKey', messages.idempotencyKeyInvalid);
  if (key) {
    const previous = await findByKey(deps.db, key);
    if (previous) return replay(previous, request);
  }
  const course = await findPublicCourse(deps, request.courseId);

  let registration: CourseRegistrationRow;
  try {
    registration = await reservePlaces(deps, course, input, key);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'course_registrations_idempotency_key_unique' && key) {
      const previous = await findByKey(deps.db, key);
      if (previous) return replay(previous, request);
    }
    if (constraint === 'course_registrations_email_unique') throw conflict('email', messages.emailInCourse);
    throw error;
  }

  const result = await charge(deps, course, registration, input.tokenId, key);
  if (result.approved) {
    const [paid] = await deps.db.update(courseRegistrations)
      .set({ status: 'paid', providerOrderId: result.orderId, providerChargeId: result.chargeId, paidAt: new Date() })
      .where(eq(courseRegistrations.id, registration.id)).returning();
    await sendRegistrationEmail(deps, course, paid, 'confirmation').catch((error) => {
      deps.log?.error({ err: error, registrationId: paid.id }, 'confirmation email failed');
    });
    return { approved: true, message: messages.registrationSuccess, registration: paid };
  }
  const failed = await releasePlaces(deps.db, registration, result);
  return { approved: false, message: result.message, registration: failed };
}

async function reservePlaces(deps: AppDeps, course: CourseRow, input: Awaited<ReturnType<typeof paymentSchema.validate>>, key: string | undefined) {
  const spaces = input.spaces;
  return deps.db.transaction(async (tx) => {
    const [reserved] = await tx.update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + ${spaces}`, updatedAt: new Date() })
      .where(and(
        eq(courses.id, course.id), eq(courses.status, true), eq(courses.onlineRegistration, true),
        eq(courses.courseStatusId, 1), gt(courses.date, todayInLab()),
        sql`${courses.soldSpace} + ${spaces} <= ${courses.quota}`,
      ))
      .returning();
    if (!reserved) throw await whyNotReservable(tx as unknown as Database, course.id, spaces);
    const [row] = await tx.insert(courseRegistrations).values({
      courseId: course.id,
      name: input.name, lastname: input.lastname, motherLastname: input.motherLastname,
      email: input.email, phone: input.phone, cardholder: input.fullname,
      spaces, amountCents: spaces * reserved.investmentCents,
      status: 'pending', paymentProvider: deps.payments.name, idempotencyKey: key ?? null,
    }).returning();
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
  return new AppError('CONFLICT', messages.spacesOverAvailable, { field: 'spaces', available, requested: spaces });
}

async function charge(deps: AppDeps, course: CourseRow, registration: CourseRegistrationRow, tokenId: string, key: string | undefined): Promise<ChargeResult> {
  try {
    return await deps.payments.charge({
      tokenId,
      amountCents: registration.amountCents,
      currency: 'MXN',
      item: { name: course.name, unitPriceCents: course.investmentCents, quantity: registration.spaces },
      customer: { name: `${registration.name} ${registration.lastname} ${registration.motherLastname}`, email: registration.email, phone: registration.phone },
      idempotencyKey: key ?? `course-registration-${registration.id}`,
    });
  } catch (error) {
    deps.log?.error({ err: error, registrationId: registration.id }, 'payment gateway failed');
    return { approved: false, reason: 'error', message: messages.paymentUnavailable };
  }
}

async function releasePlaces(db: Database, registration: CourseRegistrationRow, result: Extract<ChargeResult, { approved: false }>) {
  return db.transaction(async (tx) => {
    const [failed] = await tx.update(courseRegistrations).set({
      status: result.reason === 'error' ? 'failed' : 'declined',
      failureMessage: result.message,
      providerOrderId: result.orderId ?? null,
    }).where(and(eq(courseRegistrations.id, registration.id), eq(courseRegistrations.status, 'pending'))).returning();
    if (failed) {
      await tx.update(courses).set({ soldSpace: sql`${courses.soldSpace} - ${registration.spaces}`, updatedAt: new Date() })
        .where(eq(courses.id, registration.courseId));
    }
    return failed ?? registration;
  });
}

async function findByKey(db: Database, key: string) {
  const [row] = await db.select().from(courseRegistrations).where(eq(courseRegistrations.idempotencyKey, key));
  return row;
}

/** The first outcome of a key, for the same request only: a key reused for another payment is refused. */
function replay(previous: CourseRegistrationRow, request: PaymentRequest): PaymentOutcome {
  const same = previous.courseId === request.courseId && previous.email.toLowerCase() === request.email.trim().toLowerCase()
    && previous.spaces === Number(request.spaces);
  if (!same) throw conflict('idempotencyKey', messages.idempotencyKeyReused);
  if (previous.status === 'pending') throw conflict('idempotencyKey', messages.paymentInProgress);
  if (previous.status === 'paid') return { approved: true, message: messages.registrationSuccess, registration: previous };
  return { approved: false, message: previous.failureMessage ?? messages.paymentUnavailable, registration: previous };
}
