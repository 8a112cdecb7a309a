import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { courseRegistrations, courses } from '../../../server/src/courses/courses.tables.js';

const PAY = `mutation ($input: CoursePaymentInput!, $key: String) {
  payCourse(input: $input, idempotencyKey: $key) { approved message registrationId spaces amount { cents currency } }
}`;

type Pay = {
  payCourse: {
    approved: boolean;
    message: string;
    registrationId: string | null;
    spaces: number;
    amount: { cents: number; currency: string };
  };
};

let sequence = 0;
const student = (courseId: number, overrides: Record<string, unknown> = {}) => ({
  courseId: String(courseId),
  tokenId: 'tok_test_visa_4242',
  fullname: 'Laura Martínez',
  spaces: 1,
  name: 'Laura',
  lastname: 'Martínez',
  motherLastname: 'Gómez',
  email: `laura.${Date.now()}.${sequence++}@correo.mx`,
  phone: '2221234567',
  ...overrides,
});

describe(`pago de cursos (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const soldOf = async (id: number) => (await server.db.select().from(courses).where(eq(courses.id, id)))[0].soldSpace;
  const attemptsOf = (id: number) =>
    server.db.select().from(courseRegistrations).where(eq(courseRegistrations.courseId, id));

  it('una visitante paga 2 lugares con tarjeta de prueba: queda pagada, se venden los lugares y recibe su correo', async () => {
    const course = await createCourse(server.db, { investmentCents: 350_000, quota: 10, soldSpace: 1 });
    const input = student(course.id, { spaces: 2 });
    const result = await server.gql<Pay>(PAY, { input, key: `pago-${course.id}` });
    expect(result.data!.payCourse).toMatchObject({
      approved: true,
      message: '¡Registro exitoso!',
      spaces: 2,
      amount: { cents: 700_000, currency: 'MXN' },
    });
    expect(await soldOf(course.id)).toBe(3);
    const [stored] = await attemptsOf(course.id);
    expect(stored).toMatchObject({
      status: 'paid',
      spaces: 2,
      amountCents: 700_000,
      currency: 'MXN',
      paymentProvider: 'sandbox',
      typePaymentId: 1,
      statusPaymentId: 3,
      purchasingPlatformId: 1,
      typeMethod: 'card',
      email: input.email,
    });
    expect(stored.providerOrderId).toMatch(/^ord_/);
    expect(result.data!.payCourse.registrationId).toBe(String(stored.id));
    const mail = (await server.outbox()).find((item) => item.to === input.email)!;
    expect(mail.subject).toBe(`Inscripción confirmada: ${course.name}`);
    expect(mail.text).toContain(`Folio de inscripción: ${stored.id}`);
    expect(mail.text).toContain('$7,000.00');
  });

  it.each([
    ['tok_test_card_declined', 'La tarjeta fue declinada.', 'declined'],
    ['tok_test_insufficient_funds', 'La tarjeta no tiene fondos suficientes.', 'declined'],
    ['tok_inventado', messages.cardInvalid, 'declined'],
  ])('con %s no se vende nada, los lugares siguen y el intento queda guardado', async (tokenId, message, status) => {
    const course = await createCourse(server.db, { quota: 5, soldSpace: 2 });
    const result = await server.gql<Pay>(PAY, { input: student(course.id, { tokenId, spaces: 3 }) });
    expect(result.data!.payCourse).toMatchObject({ approved: false, message, registrationId: null });
    expect(await soldOf(course.id)).toBe(2);
    const [attempt] = await attemptsOf(course.id);
    expect(attempt).toMatchObject({ status, failureMessage: message, spaces: 3 });
  });

  it('el mismo pago enviado dos veces cobra una vez y responde lo mismo', async () => {
    const course = await createCourse(server.db, { quota: 10 });
    const input = student(course.id);
    const first = await server.gql<Pay>(PAY, { input, key: `doble-clic-${course.id}` });
    const second = await server.gql<Pay>(PAY, { input, key: `doble-clic-${course.id}` });
    expect(second.data).toEqual(first.data);
    expect(await soldOf(course.id)).toBe(1);
    expect(await attemptsOf(course.id)).toHaveLength(1);
    // The same key for another payment is refused, not answered with the first one.
    const other = await server.gql(PAY, { input: student(course.id), key: `doble-clic-${course.id}` });
    expect(other.errors![0]).toMatchObject({
      message: messages.idempotencyKeyReused,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('sin clave, el mismo correo no se inscribe dos veces en un curso', async () => {
    const course = await createCourse(server.db);
    const input = student(course.id);
    await server.gql(PAY, { input });
    const again = await server.gql(PAY, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.errors![0]).toMatchObject({
      message: messages.emailInCourse,
      extensions: { code: 'CONFLICT', field: 'email' },
    });
    expect(await soldOf(course.id)).toBe(1);
  });

  it('no se venden más lugares de los que quedan; un curso lleno dice Cupo lleno', async () => {
    const course = await createCourse(server.db, { quota: 4, soldSpace: 3 });
    const tooMany = await server.gql(PAY, { input: student(course.id, { spaces: 2 }) });
    // Said on the places field, with the number typed kept beside the places left.
    expect(tooMany).toMatchObject({ status: 200, data: null });
    expect(tooMany.errors![0]).toMatchObject({
      message: 'Lugares disponibles: 1',
      extensions: { code: 'CONFLICT', field: 'spaces', available: 1, requested: 2 },
    });
    expect(await soldOf(course.id)).toBe(3);
    await server.gql(PAY, { input: student(course.id) });
    const full = await server.gql(PAY, { input: student(course.id) });
    expect(full.errors![0]).toMatchObject({ message: 'Cupo lleno', extensions: { code: 'CONFLICT' } });
    expect(await soldOf(course.id)).toBe(4);
  });

  it('99 lugares con 3 disponibles: se rechaza en español sobre el campo de lugares, sin cobro ni intento guardado', async () => {
    const course = await createCourse(server.db, { quota: 10, soldSpace: 7 });
    const result = await server.gql<Pay>(PAY, { input: student(course.id, { spaces: 99 }) });
    expect(result).toMatchObject({ status: 200, data: null });
    expect(result.errors![0]).toMatchObject({
      message: 'Lugares disponibles: 3',
      extensions: { code: 'CONFLICT', field: 'spaces', available: 3, requested: 99 },
    });
    expect(await soldOf(course.id)).toBe(7);
    expect(await attemptsOf(course.id)).toEqual([]);
  });

  it('un curso vencido, cerrado u oculto no se vende', async () => {
    const past = await createCourse(server.db, { date: '2020-01-10' });
    expect((await server.gql(PAY, { input: student(past.id) })).errors![0].message).toBe('Curso vencido');
    const closed = await createCourse(server.db, { courseStatusId: 3 });
    expect((await server.gql(PAY, { input: student(closed.id) })).errors![0].message).toBe(messages.courseClosed);
    const hidden = await createCourse(server.db, { onlineRegistration: false });
    expect((await server.gql(PAY, { input: student(hidden.id) })).errors![0].extensions!.code).toBe('NOT_FOUND');
    for (const course of [past, closed, hidden]) expect(await attemptsOf(course.id)).toHaveLength(0);
  });

  it.each([
    ['name', { name: '' }, 'Campo requerido'],
    ['lastname', { lastname: ' ' }, 'Campo requerido'],
    ['motherLastname', { motherLastname: '' }, 'Campo requerido'],
    ['email', { email: '' }, 'Campo requerido'],
    ['email', { email: 'sin-arroba' }, 'El email debe ser válido'],
    ['phone', { phone: '' }, 'Campo requerido'],
    ['phone', { phone: '22212345' }, 'El teléfono debe ser de 10 dígitos'],
    ['phone', { phone: '222123456a' }, 'El teléfono debe ser de 10 dígitos'],
    ['spaces', { spaces: 0 }, 'Mínimo aceptado: 1'],
    ['fullname', { fullname: '' }, 'Campo requerido'],
    ['tokenId', { tokenId: '' }, messages.cardInvalid],
  ])('el servidor rechaza %s inválido con su mensaje y no guarda nada', async (field, change, message) => {
    const course = await createCourse(server.db);
    const result = await server.gql(PAY, { input: student(course.id, change) });
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await attemptsOf(course.id)).toHaveLength(0);
    expect(await soldOf(course.id)).toBe(0);
  });
});
