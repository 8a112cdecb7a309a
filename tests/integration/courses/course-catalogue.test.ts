import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const PAY = `mutation ($input: CoursePaymentInput!) { payCourse(input: $input) { approved } }`;
const RECOVER = 'mutation ($c: ID!, $e: String!) { recoverCourseRegistration(courseId: $c, email: $e) }';
const VERIFY = 'mutation ($c: ID!, $e: String!) { verifyCourseEmail(courseId: $c, email: $e) }';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

describe(`catálogo público y recuperación (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      recoveryRateLimit: { perAccount: 3, perAddress: 100, windowMinutes: 15 },
      emailCheckRateLimit: { perAccount: 4, perAddress: 100, windowMinutes: 15 },
    });
  });
  afterAll(() => server.close());

  const pay = (courseId: number, email: string) =>
    server.gql(PAY, {
      input: {
        courseId: String(courseId),
        tokenId: 'tok_test_visa_4242',
        fullname: 'Paola Romero',
        spaces: 1,
        name: 'Paola',
        lastname: 'Romero',
        motherLastname: 'Ibarra',
        email,
        phone: '2221234567',
      },
    });

  it('el catálogo muestra cada curso con su estado y oculta los inactivos o sin inscripción en línea', async () => {
    const open = await createCourse(server.db, { quota: 10, soldSpace: 7, date: daysFromNow(10) });
    const full = await createCourse(server.db, { quota: 5, soldSpace: 5 });
    const past = await createCourse(server.db, { date: daysFromNow(-3) });
    const inactive = await createCourse(server.db, { status: false });
    const offline = await createCourse(server.db, { onlineRegistration: false });
    const result = await server.gql<{
      publicCourses: {
        id: string;
        catalogueState: string;
        availableSpaces: number;
        investment: unknown;
        status: string;
        date: string;
      }[];
    }>('{ publicCourses { id catalogueState availableSpaces investment { cents currency } status date } }');
    const byId = new Map(result.data!.publicCourses.map((course) => [Number(course.id), course]));
    expect(byId.get(open.id)).toMatchObject({
      catalogueState: 'AVAILABLE',
      availableSpaces: 3,
      investment: { cents: 250_000, currency: 'MXN' },
      status: 'REGISTRATION_OPEN',
      date: daysFromNow(10),
    });
    expect(byId.get(full.id)).toMatchObject({ catalogueState: 'FULL', availableSpaces: 0 });
    expect(byId.get(past.id)).toMatchObject({ catalogueState: 'EXPIRED' });
    expect(byId.has(inactive.id)).toBe(false);
    expect(byId.has(offline.id)).toBe(false);
    for (const hidden of [inactive, offline]) {
      const one = await server.gql('query ($id: ID!) { publicCourse(id: $id) { name } }', { id: String(hidden.id) });
      expect(one.errors![0].extensions!.code).toBe('NOT_FOUND');
      const rest = await server.inject({ method: 'GET', url: `/courses-registration/${hidden.id}` });
      expect(rest.statusCode).toBe(404);
    }
  });

  it('el día del curso ya aparece como vencido', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const course = await createCourse(server.db, { date: today });
    const result = await server.gql<{ publicCourse: { catalogueState: string } }>(
      'query ($id: ID!) { publicCourse(id: $id) { catalogueState } }',
      { id: String(course.id) },
    );
    expect(result.data!.publicCourse.catalogueState).toBe('EXPIRED');
  });

  it('el paso 1 avisa cuando el correo ya existe en el curso', async () => {
    const course = await createCourse(server.db);
    expect((await server.gql(VERIFY, { c: String(course.id), e: 'nueva@correo.mx' })).data).toEqual({
      verifyCourseEmail: true,
    });
    await pay(course.id, 'inscrita@correo.mx');
    const taken = await server.gql(VERIFY, { c: String(course.id), e: 'Inscrita@Correo.mx' });
    expect(taken.errors![0]).toMatchObject({
      message: 'El correo ya existe en el curso',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('recuperar la inscripción la envía de nuevo al correo; un correo no inscrito recibe el aviso y no se envía nada', async () => {
    const course = await createCourse(server.db);
    await pay(course.id, 'recupera@correo.mx');
    const before = (await server.outbox()).length;
    expect((await server.gql(RECOVER, { c: String(course.id), e: 'recupera@correo.mx' })).data).toEqual({
      recoverCourseRegistration: true,
    });
    const mails = await server.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: 'recupera@correo.mx', subject: `Tu inscripción: ${course.name}` });

    const stranger = await server.gql<null>(RECOVER, { c: String(course.id), e: 'otra@correo.mx' });
    expect(stranger.errors![0]).toMatchObject({
      message: messages.recoveryNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    // The answer carries no registration data, only the yes or no the dialog shows.
    expect(JSON.stringify(stranger)).not.toContain('Paola');
    expect((await server.outbox()).length).toBe(before + 1);
    const malformed = await server.gql(RECOVER, { c: String(course.id), e: 'no-es-correo' });
    expect(malformed.errors![0].message).toBe('El email debe tener formato válido');
  });

  it('la recuperación tiene límite de intentos por correo', async () => {
    const course = await createCourse(server.db);
    for (let attempt = 0; attempt < 3; attempt++)
      await server.gql(RECOVER, { c: String(course.id), e: 'insistente@correo.mx' });
    const blocked = await server.gql(RECOVER, { c: String(course.id), e: 'insistente@correo.mx' });
    expect(blocked.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
  });

  it('la verificación del correo del paso 1 también tiene límite, así no sirve para averiguar quién está inscrito', async () => {
    const course = await createCourse(server.db);
    await pay(course.id, 'buscada@correo.mx');
    for (let attempt = 0; attempt < 4; attempt++) {
      const taken = await server.gql(VERIFY, { c: String(course.id), e: 'buscada@correo.mx' });
      expect(taken.errors![0].extensions!.code).toBe('CONFLICT');
    }
    const blocked = await server.gql(VERIFY, { c: String(course.id), e: 'buscada@correo.mx' });
    expect(blocked.errors![0]).toMatchObject({
      message: messages.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const rest = await server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      payload: { email: 'buscada@correo.mx', course_id: course.id },
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ message: messages.tooManyAttempts });
  });
});
