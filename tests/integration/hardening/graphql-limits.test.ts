import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/auth/auth.tables.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe(`límites de GraphQL (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // graphql-depth-limit counts the root fields as depth 0: `me { type { slug } }` reaches 2.
    server = await startTestServer({ graphqlMaxDepth: 1, graphqlMaxCost: 5 });
  });
  afterAll(() => server.close());

  it('una consulta más profunda que el máximo se rechaza antes de ejecutarse', async () => {
    const deep = await server.gql('{ me { type { slug } } }');
    expect(deep.status).toBe(400);
    expect(deep.data).toBeUndefined();
    expect(deep.errors![0].message).toMatch(/exceeds maximum operation depth of 1/);
    expect(deep.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });

    const viaFragment = await server.gql('{ me { ...tipo } } fragment tipo on User { type { slug } }');
    expect(viaFragment.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const shallow = await server.gql('{ appSettings { demoMode } }');
    expect(shallow.errors).toBeUndefined();
    expect(shallow.data).toEqual({ appSettings: { demoMode: false } });
  });

  it('una consulta más costosa que el máximo se rechaza con BAD_USER_INPUT', async () => {
    const aliases = Array.from({ length: 10 }, (_, n) => `a${n}: appSettings { demoMode }`).join(' ');
    const costly = await server.gql(`{ ${aliases} }`);
    expect(costly.status).toBe(400);
    expect(costly.data).toBeUndefined();
    expect(costly.errors![0]).toMatchObject({
      message: 'La consulta es demasiado costosa (20; máximo 5).', extensions: { code: 'BAD_USER_INPUT' },
    });
    const cheap = await server.gql('{ a: appSettings { demoMode } b: appSettings { demoMode } }');
    expect(cheap.data).toEqual({ a: { demoMode: false }, b: { demoMode: false } });
  });

  it('un lote de operaciones en un solo envío se rechaza y no se ejecuta ninguna', async () => {
    const user = await createUser(server.db, 'doctor');
    const login = { query: 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      variables: { i: user.email, p: user.password } };
    const response = await server.inject({
      method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: [login, login],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('token');
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('la introspección funciona fuera de producción', async () => {
    const result = await server.gql(INTROSPECTION);
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('Apollo Sandbox se sirve en /graphql fuera de producción', async () => {
    const response = await server.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/sandbox/i);
  });
});

describe(`límites de GraphQL en producción (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: 'production' });
  });
  afterAll(() => server.close());

  it('la introspección se rechaza', async () => {
    const result = await server.gql(INTROSPECTION);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(result.errors![0].message).toMatch(/introspection is not allowed/);
  });

  it('no hay Apollo Sandbox', async () => {
    const response = await server.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
    expect(response.body).not.toMatch(/sandbox/i);
  });

  it('las consultas normales siguen funcionando', async () => {
    const result = await server.gql('{ appSettings { environment } }');
    expect(result.data).toEqual({ appSettings: { environment: 'production' } });
  });
});
