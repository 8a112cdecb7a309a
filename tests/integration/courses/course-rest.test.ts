import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

describe(`rutas REST de cursos para la app existente (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const payment = (courseId: number, overrides: Record<string, unknown> = {}) => ({
    token_id: 'tok_test_mastercard_4444',
    amount: 2500,
    name_product: 'Curso',
    quantity: 1,
    type_method: 'card',
    currency: 'MXN',
    name_user: 'Héctor Navarro',
    name: 'Héctor',
    lastname: 'Navarro',
    mother_lastname: 'Solís',
    email: `hector.${courseId}@correo.mx`,
    phone: '2229876543',
    course_id: courseId,
    type_payment_id: 1,
    status_payment_id: 3,
    purchasing_platform_id: 1,
    ...overrides,
  });

  it('GET /courses-registration responde data.data con los cursos en el formato de la app', async () => {
    const course = await createCourse(server.db, {
      quota: 12,
      soldSpace: 2,
      subtopic: 'Precio especial antes del 1 de mayo',
    });
    const list = await server.inject({ method: 'GET', url: '/courses-registration' });
    const found = list.json().data.find((item: { id: number }) => item.id === course.id);
    expect(found).toMatchObject({
      course_name: course.name,
      course_subtopic: 'Precio especial antes del 1 de mayo',
      course_date: course.date,
      course_time: '9:00 a 14:00 h',
      investment: '2500.00',
      quota: 12,
      sold_space: 2,
      status: 1,
      online_registration: 1,
      course_status_id: 1,
      course_headquarter: { name: 'Sede', address: 'Calle 1' },
    });
    const one = await server.inject({ method: 'GET', url: `/courses-registration/${course.id}` });
    expect(one.json().data.course_name).toBe(course.name);
  });

  it('POST /courses/payment-conekta cobra con Idempotency-Key una sola vez y responde lo mismo', async () => {
    const course = await createCourse(server.db);
    const send = () =>
      server.inject({
        method: 'POST',
        url: '/courses/payment-conekta',
        headers: { 'idempotency-key': `rest-${course.id}` },
        payload: payment(course.id),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '¡Registro exitoso!',
      data: {
        quantity: 1,
        amount: '2500.00',
        status: 'paid',
        type_payment_id: 1,
        status_payment_id: 3,
        purchasing_platform_id: 1,
        type_method: 'card',
      },
    });
    expect(second.json()).toEqual(first.json());
    const sold = await server.inject({ method: 'GET', url: `/courses-registration/${course.id}` });
    expect(sold.json().data.sold_space).toBe(1);
  });

  it('un pago rechazado responde con el mensaje en response.data.message', async () => {
    const course = await createCourse(server.db);
    const declined = await server.inject({
      method: 'POST',
      url: '/courses/payment-conekta',
      payload: payment(course.id, { token_id: 'tok_test_card_declined' }),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('La tarjeta fue declinada.');
    const invalid = await server.inject({
      method: 'POST',
      url: '/courses/payment-conekta',
      payload: payment(course.id, { phone: '123' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'El teléfono debe ser de 10 dígitos', field: 'phone' });
  });

  it('cada regla del formulario de pago se revisa también en el servidor REST y no se guarda nada', async () => {
    const course = await createCourse(server.db, { quota: 3 });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Campo requerido'],
      [{ email: 'sin-arroba' }, 'El email debe ser válido'],
      [{ quantity: 0 }, 'Mínimo aceptado: 1'],
      [{ quantity: 4 }, 'Lugares disponibles: 3'],
      [{ name_user: '' }, 'Campo requerido'],
    ];
    for (const [change, message] of cases) {
      const answer = await server.inject({
        method: 'POST',
        url: '/courses/payment-conekta',
        payload: payment(course.id, change),
      });
      expect(answer.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(answer.json().message).toBe(message);
    }
    const sold = await server.inject({ method: 'GET', url: `/courses-registration/${course.id}` });
    expect(sold.json().data.sold_space).toBe(0);
  });

  it('verify-email y recovery-inscription contestan con su código y mensaje', async () => {
    const course = await createCourse(server.db);
    await server.inject({ method: 'POST', url: '/courses/payment-conekta', payload: payment(course.id) });
    const free = await server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      payload: { email: 'libre@correo.mx', course_id: course.id },
    });
    expect(free.statusCode).toBe(200);
    const taken = await server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      payload: { email: `hector.${course.id}@correo.mx`, course_id: course.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('El correo ya existe en el curso');
    const recovered = await server.inject({
      method: 'POST',
      url: '/courses-registration/recovery-inscription',
      payload: { email: `hector.${course.id}@correo.mx`, course_id: course.id, course_data: {} },
    });
    expect(recovered.statusCode).toBe(200);
    const unknown = await server.inject({
      method: 'POST',
      url: '/courses-registration/recovery-inscription',
      payload: { email: 'nadie@correo.mx', course_id: course.id },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
