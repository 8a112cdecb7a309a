import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../../server/src/payments/payment-gateway.js';
import { courseRegistrations, courses } from '../../../server/src/courses/courses.tables.js';
import { paymentConfirmationJob } from '../../../server/src/courses/payment-confirmation.job.js';
import { confirmRegistration } from '../../../server/src/courses/payment-settlement.js';
import { resumeUnsettledPayments, unsettledPaymentsJob } from '../../../server/src/courses/unsettled-payments.job.js';
import { jobsOf, runWaitingJobs } from '../../support/jobs.js';

const PAY = `mutation ($input: CoursePaymentInput!, $key: String) {
  payCourse(input: $input, idempotencyKey: $key) { approved message registrationId }
}`;
type Pay = { payCourse: { approved: boolean; message: string; registrationId: number } };

/**
 * A provider whose answers can be lost: it charges, remembers the outcome per idempotency key
 * like the real one, and the first answer for a key in `lostAnswers` never reaches the portal.
 */
function providerWithLostAnswers() {
  const outcomes = new Map<string, ChargeResult>();
  const lostAnswers = new Set<string>();
  const state = { charges: 0, calls: 0, unreachable: false };
  const gateway: PaymentGateway = {
    name: 'sandbox',
    async charge(request: ChargeRequest) {
      state.calls += 1;
      if (state.unreachable) return { approved: false, reason: 'unknown', message: messages.paymentUnavailable };
      let outcome = outcomes.get(request.idempotencyKey);
      if (!outcome) {
        outcome =
          request.tokenId === 'tok_test_card_declined'
            ? { approved: false, reason: 'declined', message: messages.cardDeclined }
            : { approved: true, orderId: `ord_${request.idempotencyKey}`, chargeId: `chr_${++state.charges}` };
        outcomes.set(request.idempotencyKey, outcome);
      }
      if (lostAnswers.delete(request.idempotencyKey))
        return { approved: false, reason: 'unknown', message: messages.paymentUnavailable };
      return outcome;
    },
  };
  return { gateway, lostAnswers, state };
}

let sequence = 0;
const student = (courseId: number, overrides: Record<string, unknown> = {}) => ({
  courseId: String(courseId),
  tokenId: 'tok_test_visa_4242',
  fullname: 'Mario Ruiz',
  spaces: 2,
  name: 'Mario',
  lastname: 'Ruiz',
  motherLastname: 'Peña',
  email: `mario.${Date.now()}.${sequence++}@correo.mx`,
  phone: '2221234567',
  ...overrides,
});

describe(`pagos sin respuesta del banco (${databaseKind()})`, () => {
  const provider = providerWithLostAnswers();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { payments: provider.gateway });
  });
  afterAll(() => server.close());

  const soldOf = async (id: number) => (await server.db.select().from(courses).where(eq(courses.id, id)))[0].soldSpace;
  const registrationOf = async (courseId: number) => {
    const rows = await server.db.select().from(courseRegistrations).where(eq(courseRegistrations.courseId, courseId));
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);
  // What the confirmation job runs for each unanswered charge once its minute has passed.
  const inTwoMinutes = () => new Date(Date.now() + 120_000);

  it('el banco cobró pero la respuesta se perdió: los lugares se guardan, nadie cobra dos veces y la confirmación llega después', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const input = student(course.id);
    const key = `perdida-${course.id}`;
    provider.lostAnswers.add(key);

    const first = await server.gql<Pay>(PAY, { input, key });
    expect(first.data!.payCourse).toMatchObject({ approved: false, message: messages.paymentUnconfirmed });
    expect(await soldOf(course.id)).toBe(2);
    expect(await registrationOf(course.id)).toMatchObject({ status: 'pending', chargeToken: 'tok_test_visa_4242' });

    // Pressing pay again: the same key while the first is fresh, or a new attempt with the same email.
    const again = await server.gql(PAY, { input, key });
    expect(again.errors![0]).toMatchObject({ message: messages.paymentInProgress, extensions: { code: 'CONFLICT' } });
    const newAttempt = await server.gql(PAY, { input, key: `${key}-otra` });
    expect(newAttempt.errors![0]).toMatchObject({ message: messages.emailInCourse, extensions: { code: 'CONFLICT' } });
    const chargesBefore = provider.state.charges;

    const pending = await registrationOf(course.id);
    expect(await confirmRegistration(server.app.deps, pending.id, inTwoMinutes())).toMatchObject({ approved: true });
    expect(await registrationOf(course.id)).toMatchObject({
      status: 'paid',
      providerOrderId: `ord_${key}`,
      chargeToken: null,
    });
    expect(provider.state.charges).toBe(chargesBefore);
    expect(await soldOf(course.id)).toBe(2);
    expect(await mailsTo(input.email)).toHaveLength(1);

    // Once settled, the key answers the payment.
    const replay = await server.gql<Pay>(PAY, { input, key });
    expect(replay.data!.payCourse).toMatchObject({ approved: true, message: messages.registrationSuccess });
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('la revisión de pagos la corre solo el sistema: un administrador recibe FORBIDDEN y el pago sigue pendiente', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const key = `barrido-${course.id}`;
    provider.lostAnswers.add(key);
    await server.gql<Pay>(PAY, { input: student(course.id), key });
    await expect(
      resumeUnsettledPayments(
        server.app.deps,
        { userId: 1, role: 'admin', sessionId: 1 },
        new Date(Date.now() + 3 * 3600_000),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await registrationOf(course.id)).toMatchObject({ status: 'pending' });
  });

  it('el reintento con la misma clave después de un minuto pregunta de nuevo y responde el pago', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const input = student(course.id);
    const key = `reintento-${course.id}`;
    provider.lostAnswers.add(key);
    await server.gql<Pay>(PAY, { input, key });
    await server.db
      .update(courseRegistrations)
      .set({ lastChargeAt: new Date(Date.now() - 120_000) })
      .where(eq(courseRegistrations.courseId, course.id));

    const retried = await server.gql<Pay>(PAY, { input, key });
    expect(retried.data!.payCourse).toMatchObject({ approved: true, message: messages.registrationSuccess });
    expect(await registrationOf(course.id)).toMatchObject({ status: 'paid' });
    expect(await soldOf(course.id)).toBe(2);
  });

  it('si el banco nunca recibió el cargo y la tarjeta se declina, los lugares vuelven', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const key = `declinada-${course.id}`;
    provider.state.unreachable = true;
    try {
      const first = await server.gql<Pay>(PAY, {
        input: student(course.id, { tokenId: 'tok_test_card_declined' }),
        key,
      });
      expect(first.data!.payCourse.message).toBe(messages.paymentUnconfirmed);
    } finally {
      provider.state.unreachable = false;
    }
    expect(await soldOf(course.id)).toBe(2);
    await confirmRegistration(server.app.deps, (await registrationOf(course.id)).id, inTwoMinutes());
    expect(await registrationOf(course.id)).toMatchObject({
      status: 'declined',
      failureMessage: messages.cardDeclined,
      chargeToken: null,
    });
    expect(await soldOf(course.id)).toBe(0);
  });

  it('un cargo que el banco no contesta en un día se da por fallido y libera los lugares', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    provider.state.unreachable = true;
    try {
      await server.gql<Pay>(PAY, { input: student(course.id), key: `sin-respuesta-${course.id}` });
      const dayAgo = new Date(Date.now() - 25 * 3600_000);
      await server.db
        .update(courseRegistrations)
        .set({ createdAt: dayAgo, lastChargeAt: dayAgo })
        .where(eq(courseRegistrations.courseId, course.id));
      await confirmRegistration(server.app.deps, (await registrationOf(course.id)).id);
    } finally {
      provider.state.unreachable = false;
    }
    expect(await registrationOf(course.id)).toMatchObject({
      status: 'failed',
      failureMessage: messages.paymentUnavailable,
    });
    expect(await soldOf(course.id)).toBe(0);
  });

  /** As if `ms` had passed since the registration's charge was last sent. */
  const chargeSentAgo = (courseId: number, ms: number) =>
    server.db
      .update(courseRegistrations)
      .set({ lastChargeAt: new Date(Date.now() - ms) })
      .where(eq(courseRegistrations.courseId, courseId));

  it('el banco no responde: la tarea de confirmación, guardada con los lugares, pregunta de nuevo más tarde y el pago se confirma una sola vez', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const input = student(course.id);
    provider.state.unreachable = true;
    try {
      const first = await server.gql<Pay>(PAY, { input, key: `caido-${course.id}` });
      expect(first.data!.payCourse.message).toBe(messages.paymentUnconfirmed);
      const { id } = await registrationOf(course.id);
      const registrationJob = { registrationId: id };
      // Stored with the reservation, due a minute after the charge was sent.
      expect(await jobsOf(server, paymentConfirmationJob, registrationJob)).toEqual([
        expect.objectContaining({ state: 'created', retryCount: 0 }),
      ]);

      // The minute passes and the bank still does not answer: the job fails and waits to try again.
      await chargeSentAgo(course.id, 120_000);
      await runWaitingJobs(server, paymentConfirmationJob, registrationJob);
      expect(await jobsOf(server, paymentConfirmationJob, registrationJob)).toEqual([
        expect.objectContaining({
          state: 'retry',
          error: 'El banco aún no confirma el cargo; se le preguntará de nuevo.',
        }),
      ]);
      expect(await registrationOf(course.id)).toMatchObject({ status: 'pending' });
      expect(await soldOf(course.id)).toBe(2);
    } finally {
      provider.state.unreachable = false;
    }

    // The bank is back by the next try: the payment is confirmed, charged and mailed once.
    const { id } = await registrationOf(course.id);
    const chargesBefore = provider.state.charges;
    await chargeSentAgo(course.id, 120_000);
    await runWaitingJobs(server, paymentConfirmationJob, { registrationId: id });
    expect(await registrationOf(course.id)).toMatchObject({ status: 'paid', chargeToken: null });
    expect(provider.state.charges).toBe(chargesBefore + 1);
    expect(await soldOf(course.id)).toBe(2);
    expect(await mailsTo(input.email)).toHaveLength(1);
    expect(await jobsOf(server, paymentConfirmationJob, { registrationId: id })).toEqual([
      expect.objectContaining({ state: 'completed', retryCount: 1 }),
    ]);
  });

  it('un pago aprobado al momento: su tarea de confirmación corre después, lo encuentra pagado y no hace nada', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const input = student(course.id);
    const paid = await server.gql<Pay>(PAY, { input, key: `al-momento-${course.id}` });
    expect(paid.data!.payCourse.approved).toBe(true);
    const { id } = await registrationOf(course.id);
    const calls = provider.state.calls;
    await chargeSentAgo(course.id, 120_000);
    await runWaitingJobs(server, paymentConfirmationJob, { registrationId: id });
    expect(provider.state.calls).toBe(calls);
    expect(await registrationOf(course.id)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(input.email)).toHaveLength(1);
    expect(await jobsOf(server, paymentConfirmationJob, { registrationId: id })).toEqual([
      expect.objectContaining({ state: 'completed', retryCount: 0 }),
    ]);
  });

  it('la revisión periódica da su tarea a un pago pendiente que nadie preguntó en horas, y deja a los demás con la suya', async () => {
    // A registration reserved before confirmation jobs existed: pending, unanswered for three hours.
    const course = await createCourse(server.db, { quota: 5, soldSpace: 1 });
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
    const email = `antigua.${course.id}@correo.mx`;
    const [legacy] = await server.db
      .insert(courseRegistrations)
      .values({
        courseId: course.id,
        name: 'Elena',
        lastname: 'Mora',
        motherLastname: 'Gil',
        email,
        phone: '2221234567',
        cardholder: 'Elena Mora',
        spaces: 1,
        amountCents: course.investmentCents,
        status: 'pending',
        paymentProvider: 'sandbox',
        idempotencyKey: `antigua-${course.id}`,
        chargeToken: 'tok_test_visa_4242',
        lastChargeAt: threeHoursAgo,
        createdAt: threeHoursAgo,
      })
      .returning();
    // One asked about five minutes ago has its own job waiting: the review leaves it alone.
    const recentCourse = await createCourse(server.db, { quota: 5 });
    provider.lostAnswers.add(`reciente-${recentCourse.id}`);
    await server.gql<Pay>(PAY, { input: student(recentCourse.id), key: `reciente-${recentCourse.id}` });
    await chargeSentAgo(recentCourse.id, 5 * 60_000);
    const recent = await registrationOf(recentCourse.id);

    await server.app.deps.jobs.send(unsettledPaymentsJob, {});
    await server.app.deps.jobs.idle();
    expect(await registrationOf(course.id)).toMatchObject({ id: legacy.id, status: 'paid', chargeToken: null });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await jobsOf(server, paymentConfirmationJob, { registrationId: legacy.id })).toEqual([
      expect.objectContaining({ state: 'completed' }),
    ]);
    expect(await registrationOf(recentCourse.id)).toMatchObject({ status: 'pending' });
    expect(await jobsOf(server, paymentConfirmationJob, { registrationId: recent.id })).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);

    // Run again: nothing is left without its job, so nothing more is sent.
    await server.app.deps.jobs.send(unsettledPaymentsJob, {});
    await server.app.deps.jobs.idle();
    expect(await jobsOf(server, paymentConfirmationJob, { registrationId: legacy.id })).toHaveLength(1);
    expect(await jobsOf(server, unsettledPaymentsJob)).toEqual([
      expect.objectContaining({ state: 'completed' }),
      expect.objectContaining({ state: 'completed' }),
    ]);
  });
});
