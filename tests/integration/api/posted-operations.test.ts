import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const doctorPatients =
  'query DoctorPatients($doctorId: ID!, $first: Int) { doctorPatients(doctorId: $doctorId, first: $first) { doctor { id fullName } totalCount edges { node { id fullName birthDate doctor { id } } } } }';
const wrongPassword =
  'mutation ($c: String!) { changePassword(currentPassword: $c, password: "otra-clave-9", passwordConfirmation: "otra-clave-9") }';
const graphqlResponse = 'application/graphql-response+json, application/json;q=0.9';

/**
 * A plain query or mutation POSTed as JSON skips Apollo's pipeline (posted-operation.ts); the same
 * request with an `extensions` object goes through it. Whatever the path, the client must get the
 * same answer: status, type, headers that matter and body, errors included.
 */
describe(`una operación enviada por POST responde igual con o sin el recorrido de Apollo (${databaseKind()})`, () => {
  let server: TestServer;
  let doctor: TestUser & { token: string };
  let otherDoctor: TestUser;
  let admin: TestUser & { token: string };

  beforeAll(async () => {
    server = await startTestServer();
    doctor = await server.signedIn('doctor');
    otherDoctor = await createUser(server.db, 'doctor');
    admin = await server.signedIn('admin');
    for (let index = 0; index < 3; index += 1) await createUser(server.db, 'patient', { doctorId: doctor.id });
  });
  afterAll(() => server.close());

  const both = async (
    query: string,
    variables: Record<string, unknown>,
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ) => {
    const post = (extra: object) =>
      server.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        payload: { query, variables, ...extra },
      });
    const seen = (response: Awaited<ReturnType<typeof post>>) => ({
      status: response.statusCode,
      type: response.headers['content-type'],
      retryAfter: response.headers['retry-after'],
      cacheControl: response.headers['cache-control'],
      body: response.body,
    });
    const direct = seen(await post({}));
    const throughApollo = seen(await post({ extensions: {} }));
    expect(direct).toEqual(throughApollo);
    return direct;
  };

  it('una página de pacientes, en el tipo que pide Accept', async () => {
    const page = await both(doctorPatients, { doctorId: String(doctor.id), first: 2 }, { token: doctor.token });
    expect(page.status).toBe(200);
    expect(page.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(page.body).data.doctorPatients.totalCount).toBe(3);
    const typed = await both(
      doctorPatients,
      { doctorId: String(doctor.id) },
      { token: doctor.token, headers: { accept: graphqlResponse } },
    );
    expect(typed.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(typed.body).data.doctorPatients.edges).toHaveLength(3);
  });

  it('la lista de otro doctor, sin sesión o sin permiso: el mismo error con su código', async () => {
    const other = await both(doctorPatients, { doctorId: String(otherDoctor.id) }, { token: doctor.token });
    expect(JSON.parse(other.body).errors[0].extensions.code).toBe('NOT_FOUND');
    const anonymous = await both(doctorPatients, { doctorId: String(doctor.id) });
    expect(JSON.parse(anonymous.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const forbidden = await both(
      'query ($id: ID!) { user(id: $id) { id } }',
      { id: String(admin.id) },
      {
        token: doctor.token,
      },
    );
    expect(JSON.parse(forbidden.body).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('una mutación rechazada, en el idioma de quien la envía', async () => {
    const spanish = await both(wrongPassword, { c: 'no-es-la-clave' }, { token: doctor.token });
    const refusal = JSON.parse(spanish.body).errors[0];
    expect(refusal.extensions.code).toBe('BAD_USER_INPUT');
    // Without a session, in the language the request asks for.
    const signIn = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
    const variables = { i: doctor.email, p: 'no-es-la-clave' };
    const spanishSignIn = JSON.parse((await both(signIn, variables)).body).errors[0];
    const english = await both(signIn, variables, { headers: { 'accept-language': 'en' } });
    expect(JSON.parse(english.body).errors[0]).toMatchObject({ extensions: spanishSignIn.extensions });
    expect(JSON.parse(english.body).errors[0].message).not.toBe(spanishSignIn.message);
  });

  it('lo que no toma el camino directo lo responde Apollo: variables rechazadas, Accept sin JSON', async () => {
    const refused = await both(doctorPatients, { doctorId: 'no-es-un-id' }, { token: doctor.token });
    expect(refused.status).toBe(400);
    const notAcceptable = await both('{ __typename }', {}, { headers: { accept: 'text/html' } });
    expect(notAcceptable.status).toBe(406);
  });
});
