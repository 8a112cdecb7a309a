import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { sessions } from '../../../server/src/users/credentials.tables.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe(`límites de GraphQL (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // graphql-armor counts the root field as depth 1: `me { type { role } }` reaches 3.
    server = await startTestServer({
      graphqlMaxDepth: 2,
      graphqlMaxCost: 6,
      graphqlMaxAliases: 3,
      graphqlMaxRows: 250,
    });
  });
  afterAll(() => server.close());

  it('una consulta más profunda que el máximo se rechaza antes de ejecutarse', async () => {
    const deep = await server.gql('{ me { type { role } } }');
    expect(deep.status).toBe(400);
    expect(deep.data).toBeUndefined();
    expect(deep.errors!.map((error) => error.message)).toContain(messages.queryTooDeep);
    expect(deep.errors![0].extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      messageKey: deep.errors![0].message,
    });

    const viaFragment = await server.gql('{ me { ...tipo } } fragment tipo on User { type { role } }');
    expect(viaFragment.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const shallow = await server.gql('{ appSettings { demoMode } }');
    expect(shallow.errors).toBeUndefined();
    expect(shallow.data).toEqual({ appSettings: { demoMode: false } });
  });

  it('una consulta más costosa que el máximo se rechaza antes de ejecutarse', async () => {
    const costly = await server.gql(
      '{ a: appSettings { demoMode environment } b: appSettings { demoMode environment } }',
    );
    expect(costly.status).toBe(400);
    expect(costly.data).toBeUndefined();
    expect(costly.errors![0]).toMatchObject({
      message: messages.queryTooCostly,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageKey: messages.queryTooCostly },
    });
    const cheap = await server.gql('{ appSettings { demoMode } }');
    expect(cheap.data).toEqual({ appSettings: { demoMode: false } });
  });

  it('más alias que el máximo se rechazan', async () => {
    const aliases = Array.from({ length: 4 }, (_, n) => `a${n}: publicCourses { id }`).join(' ');
    const many = await server.gql(`{ ${aliases} }`);
    expect(many.status).toBe(400);
    expect(many.errors).toContainEqual(
      expect.objectContaining({
        message: messages.queryTooManyAliases,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageKey: messages.queryTooManyAliases },
      }),
    );
  });

  it('el tamaño de las páginas cuenta: 251 mensajes en tres páginas no caben y 250 sí, una página de más de 100 cuenta como 100, y con una variable cuenta la página más grande', async () => {
    const pages = (...sizes: number[]) =>
      `{ ${sizes.map((last, n) => `p${n}: chatMessages(chatId: 1, last: ${last}) { totalCount }`).join(' ')} }`;
    const tooManyRows = expect.objectContaining({
      message: messages.queryTooManyRows,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageKey: messages.queryTooManyRows },
    });
    const rowsRefused = async (query: string) =>
      (await server.gql(query)).errors?.some((error) => error.message === messages.queryTooManyRows) ?? false;

    const literal = await server.gql(pages(100, 100, 51));
    expect(literal.status).toBe(400);
    expect(literal.errors).toContainEqual(tooManyRows);
    // The same fields with one row less are within the rows allowed (the cost rule may still refuse them).
    expect(await rowsRefused(pages(100, 100, 50))).toBe(false);
    // A page over the maximum counts as the maximum: 2 x 100, but 3 x 100 is over.
    expect(await rowsRefused(pages(500, 500))).toBe(false);
    expect(await rowsRefused(pages(500, 500, 500))).toBe(true);

    const variable = await server.gql(
      'query ($n: Int!) { users(first: $n) { totalCount } more: users(last: $n) { totalCount } again: users(first: $n) { totalCount } }',
      { n: 1 },
    );
    expect(variable.errors!.map((error) => error.message)).toContain(messages.queryTooManyRows);
    // A list without a size counts as its largest page too.
    const unsized = await server.gql('{ users { totalCount } more: users { totalCount } again: users { totalCount } }');
    expect(unsized.errors!.map((error) => error.message)).toContain(messages.queryTooManyRows);
    const lastVariable = await server.gql(
      'query ($n: Int!) { a: chatMessages(chatId: 1, last: $n) { totalCount } b: chatMessages(chatId: 1, last: $n) { totalCount } c: chatMessages(chatId: 1, last: $n) { totalCount } }',
      { n: 1 },
    );
    expect(lastVariable.errors).toContainEqual(tooManyRows);
    // The default page (12) passes both rules here and reaches the resolver.
    const small = await server.gql('{ chatMessages(chatId: 1) { totalCount } }');
    expect(small.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('un lote de operaciones en un solo envío se rechaza y no se ejecuta ninguna', async () => {
    const user = await createUser(server.db, 'doctor');
    const login = {
      query: 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      variables: { i: user.email, p: user.password },
    };
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [login, login],
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

  it('no sugiere nombres de campos a quien los adivina', async () => {
    const result = await server.gql('{ appSetting { demoMode } }');
    expect(result.status).toBe(400);
    expect(result.errors![0].message).not.toMatch(/Did you mean|appSettings/);
  });

  it('las consultas normales siguen funcionando', async () => {
    const result = await server.gql('{ appSettings { environment } }');
    expect(result.data).toEqual({ appSettings: { environment: 'PRODUCTION' } });
  });
});
