import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/users/credentials.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';

describe(`límite del cuerpo de la petición (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A sign-in whose JSON body is padded to about `size` bytes. */
  const paddedLogin = (user: TestUser, size: number) =>
    server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: LOGIN,
        variables: { i: user.email, p: user.password },
        extensions: { relleno: 'x'.repeat(size - 300) },
      }),
    });
  const sessionsOf = (user: TestUser) => server.db.select().from(sessions).where(eq(sessions.userId, user.id));

  it('una petición más grande que el límite recibe 413 con mensaje en español y no se ejecuta', async () => {
    const limit = server.app.deps.config.bodyLimitBytes;
    const user = await createUser(server.db, 'doctor');
    const response = await paddedLogin(user, limit + 1000);
    expect(response.statusCode).toBe(413);
    // On /graphql the refusal has the GraphQL shape the app reads.
    expect(response.json()).toEqual({
      errors: [
        {
          message: 'La solicitud es demasiado grande',
          extensions: { code: 'PAYLOAD_TOO_LARGE', messageKey: 'La solicitud es demasiado grande' },
        },
      ],
    });
    expect(await sessionsOf(user)).toHaveLength(0);
  });

  it('la misma petición justo por debajo del límite sí entra', async () => {
    const limit = server.app.deps.config.bodyLimitBytes;
    const user = await createUser(server.db, 'doctor');
    const response = await paddedLogin(user, limit - 1000);
    expect(response.statusCode).toBe(200);
    expect(await sessionsOf(user)).toHaveLength(1);
  });
});
