import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, spacesAvailableMessage } from '../../../shared/messages.js';
import { courseRegistrations, courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { captureLogs } from '../../support/hardening.js';
import { formUpload } from '../../support/multipart.js';
import { bearer } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const serverErrors = (lines: string[]) => lines.filter((line) => /"level":(50|60)/.test(line));

const PAY = `mutation ($input: CoursePaymentInput!) { payCourse(input: $input) { approved message spaces amount { cents currency } } }`;
const student = (courseId: number, extra: Record<string, unknown> = {}) => ({
  courseId: String(courseId),
  tokenId: 'tok_test_visa_4242',
  spaces: 1,
  fullname: 'Ana Pérez',
  name: 'Ana',
  lastname: 'Pérez',
  motherLastname: 'López',
  email: `ana.${courseId}@prueba.mx`,
  phone: '5512345678',
  ...extra,
});

describe(`entradas malas: 4xx claros y nada cambia (${databaseKind()})`, () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => server.close());

  it('un id que no es un entero positivo en rango es BAD_USER_INPUT por GraphQL y 404 por REST, nunca un 500', async () => {
    const admin = await server.signedIn('admin');
    for (const id of ['1.5', 'abc', '99999999999', '-3', '0', '']) {
      const asVariable = await server.gql('query ($id: ID!) { course(id: $id) { id } }', { id }, admin.token);
      expect(asVariable.status).toBe(400);
      expect(asVariable.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      const inline = await server.gql(`{ course(id: ${JSON.stringify(id)}) { id } }`, undefined, admin.token);
      expect(inline.status).toBe(400);
      expect(inline.errors![0].message).toContain(messages.idInvalid);
    }
    for (const url of [
      '/files/99999999999',
      '/files/1.5',
      '/courses-registration/99999999999',
      '/chat-message/abc',
      '/studies/1e3/zip',
    ]) {
      const response = await server.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('un NUL o una mitad de par sustituto en cualquier texto es BAD_USER_INPUT que nombra el campo, antes de tocar la base', async () => {
    const login = await server.gql(
      'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      { i: 'ana\u0000@prueba.mx', p: 'x' },
    );
    expect(login.status).toBe(400);
    expect(login.errors![0]).toMatchObject({
      message: messages.textInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'i' },
    });
    const inline = await server.gql('mutation { requestPasswordReset(email: "a\\u0000@b.mx") }');
    expect(inline.errors![0]).toMatchObject({ message: messages.textInvalid, extensions: { field: 'email' } });
    const surrogate = await server.gql('query ($s: String) { publicCourses { id } courses(search: $s) { id } }', {
      s: 'pan\uD800',
    });
    expect(surrogate.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const rest = await server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      payload: { email: 'x\u0000@y.mx', course_id: 1 },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: messages.textInvalid, code: 'BAD_USER_INPUT', field: 'email' });
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('variables inválidas (null en una requerida, 1.5 en un Int, una que falta) son BAD_USER_INPUT 400 en español, con el detalle de graphql', async () => {
    const admin = await server.signedIn('admin');
    const query = 'query ($n: Int!, $s: String) { users(first: $n, search: $s) { totalCount } }';
    for (const [variables, message] of [
      [{ n: null }, messages.fieldRequired],
      [{ n: 1.5 }, messages.valueInvalid],
      [{}, messages.fieldRequired],
      [{ n: 'diez' }, messages.valueInvalid],
    ] as const) {
      const result = await server.gql(query, variables, admin.token);
      expect(result.status).toBe(400);
      expect(result.errors![0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'n', detail: expect.stringContaining('Variable "$n"') },
      });
    }
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('una lista con 60 ids no válidos es BAD_USER_INPUT 400 con mensaje en español, sin error del servidor en el registro', async () => {
    const admin = await server.signedIn('admin');
    const result = await server.gql(
      'mutation ($ids: [ID!]!) { reorderFaqs(ids: $ids) { id } }',
      { ids: Array.from({ length: 60 }, (_, i) => `faq-${i}`) },
      admin.token,
    );
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(new Set(result.errors!.map((error) => error.extensions!.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(result.errors![0]).toMatchObject({ message: messages.idInvalid, extensions: { field: 'ids' } });
    expect(result.errors!.at(-1)!.message).toBe(messages.variablesTooManyInvalid);
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('un ciclo de fragmentos y un operationName para una operación anónima responden 400 con código', async () => {
    const cycle = await server.gql(
      '{ publicCourses { ...A } } fragment A on Course { id ...B } fragment B on Course { name ...A }',
    );
    expect(cycle.status).toBe(400);
    expect(cycle.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const named = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ publicCourses { id } }', operationName: 'Catalogo' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('una suscripción enviada por HTTP y una consulta persistida con otro hash responden 400 con código', async () => {
    const admin = await server.signedIn('admin');
    const subscription = await server.gql('subscription { unreadChatsChanged { total } }', undefined, admin.token);
    expect(subscription.status).toBe(400);
    expect(subscription.errors![0]).toMatchObject({
      message: messages.subscriptionOverSocket,
      extensions: { code: 'BAD_REQUEST' },
    });
    const persisted = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: '{ publicCourses { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      },
    });
    expect(persisted.statusCode).toBe(400);
    expect(persisted.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('pedir 2147483647 lugares (o 1e20 por REST) se rechaza antes de cualquier cuenta; el curso no cambia', async () => {
    const course = await createCourse(server.db, { quota: 10 });
    const huge = await server.gql(PAY, { input: student(course.id, { spaces: 2147483647 }) });
    // An expected answer of a request that ran: 200, the error in `errors` (GraphQL over HTTP).
    expect(huge).toMatchObject({ status: 200, data: null });
    expect(huge.errors![0]).toMatchObject({
      message: messages.spacesMax,
      extensions: { code: 'BAD_USER_INPUT', field: 'spaces' },
    });
    const rest = await server.inject({
      method: 'POST',
      url: '/courses/payment-conekta',
      payload: {
        token_id: 'tok_test_visa_4242',
        quantity: 1e20,
        course_id: course.id,
        name_user: 'Ana Pérez',
        name: 'Ana',
        lastname: 'Pérez',
        mother_lastname: 'López',
        email: 'ana.rest@prueba.mx',
        phone: '5512345678',
      },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe(messages.spacesMax);
    const tooMany = await server.gql(PAY, { input: student(course.id, { spaces: 11 }) });
    expect(tooMany.errors![0].message).toBe(spacesAvailableMessage(10));
    const [after] = await server.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after.soldSpace).toBe(0);
    expect(serverErrors(logs.lines)).toEqual([]);
  });

  it('un multipart roto (sin boundary, con otro boundary, cortado) responde 400 en cada ruta de subida y no deja archivo', async () => {
    const lab = await server.signedIn('laboratory');
    const good = await formUpload('file', Buffer.from('%PDF-1.4 prueba'), 'reporte.pdf');
    const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1];
    const broken = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: good.payload },
      { headers: { 'content-type': 'multipart/form-data; boundary=otro' }, payload: good.payload },
      { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - boundary.length - 20) },
      { headers: good.headers, payload: Buffer.from('{"esto":"no es un formulario"}') },
    ];
    for (const url of ['/studies/uploads', '/chat-message', '/chat', '/study-groups/upload', '/graphql']) {
      for (const request of broken) {
        const response = await server.inject({
          method: 'POST',
          url,
          headers: { ...request.headers, ...bearer(lab.token), 'apollo-require-preflight': 'true' },
          payload: request.payload,
        });
        expect(response.statusCode, `${url} ${request.headers['content-type']}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${request.headers['content-type']}`).toBeLessThan(500);
      }
    }
    expect(serverErrors(logs.lines)).toEqual([]);
  });
});

describe(`pagos: un pago por documento y límites de intentos (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      paymentRateLimit: { perAccount: 3, perAddress: 8, perCard: 2, windowMinutes: 60 },
    });
  });
  afterAll(() => server.close());

  it('300 payCourse con alias en una solicitud no cobran nada: la consulta se rechaza entera', async () => {
    const course = await createCourse(server.db);
    const fields = Array.from({ length: 300 }, (_, n) => `p${n}: payCourse(input: $input) { approved }`).join(' ');
    const result = await server.gql(`mutation ($input: CoursePaymentInput!) { ${fields} }`, {
      input: student(course.id),
    });
    expect(result.status).toBe(400);
    expect(result.data ?? null).toBeNull();
    const two = await server.gql(
      `mutation ($input: CoursePaymentInput!) { a: payCourse(input: $input) { approved } b: payCourse(input: $input) { approved } }`,
      { input: student(course.id) },
    );
    expect(two.errors![0]).toMatchObject({
      message: messages.oncePerRequest,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(
      await server.db.select().from(courseRegistrations).where(eq(courseRegistrations.courseId, course.id)),
    ).toEqual([]);
  });

  it('una tarjeta que se prueba una y otra vez topa con su límite; el aviso de correo inscrito también tiene límite', async () => {
    const course = await createCourse(server.db, { quota: 50 });
    const declined = (n: number) =>
      student(course.id, { tokenId: 'tok_test_card_declined', email: `prueba${n}@prueba.mx` });
    expect((await server.gql(PAY, { input: declined(1) })).data!.payCourse).toMatchObject({ approved: false });
    expect((await server.gql(PAY, { input: declined(2) })).data!.payCourse).toMatchObject({ approved: false });
    const third = await server.gql(PAY, { input: declined(3) });
    expect(third.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');

    const paid = await server.gql(PAY, {
      input: student(course.id, { email: 'inscrita@prueba.mx', tokenId: 'tok_test_mastercard_4444' }),
    });
    expect(paid.data!.payCourse).toMatchObject({ approved: true });
    const probes = [];
    for (let n = 0; n < 3; n++) {
      probes.push(
        await server.gql(PAY, {
          input: student(course.id, { email: 'inscrita@prueba.mx', tokenId: `tok_test_visa_4242` }),
        }),
      );
    }
    expect(probes.map((probe) => probe.errors![0].extensions!.code)).toEqual([
      'CONFLICT',
      'CONFLICT',
      'TOO_MANY_REQUESTS',
    ]);
  });
});
