import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../../server/src/payments/payment-gateway.js';
import { courseRegistrations, courses } from '../../../server/src/courses/courses.tables.js';
import { confirmRegistration, confirmUnsettledPayments } from '../../../server/src/courses/payment-settlement.js';

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
  // What the minute-by-minute sweep (confirmUnsettledPayments) runs for each unanswered charge.
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

  it('el barrido de pagos lo corre solo el sistema: un administrador recibe FORBIDDEN y el pago sigue pendiente', async () => {
    const course = await createCourse(server.db, { quota: 5 });
    const key = `barrido-${course.id}`;
    provider.lostAnswers.add(key);
    await server.gql<Pay>(PAY, { input: student(course.id), key });
    await expect(
      confirmUnsettledPayments(server.app.deps, { userId: 1, role: 'admin', sessionId: 1 }, inTwoMinutes()),
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
});
