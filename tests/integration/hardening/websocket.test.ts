import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { listenLocally, overSocket, socketClient } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const ME = '{ me { email } }';

describe(`GraphQL por WebSocket (${databaseKind()})`, () => {
  let server: TestServer;
  let address: string;
  const clients: Client[] = [];
  const connect = (token?: string) => {
    const client = socketClient(address, token);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    server = await startTestServer();
    address = await listenLocally(server.app);
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await server.close();
  });

  it('con su token, el doctor se consulta a sí mismo', async () => {
    const doctor = await server.signedIn('doctor');
    const result = await overSocket<{ me: { email: string } }>(connect(doctor.token), ME);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ me: { email: doctor.email } });
  });

  it('sin token, las consultas públicas responden; una protegida cierra el socket con 4401 y el motivo', async () => {
    const client = connect();
    expect((await overSocket(client, '{ appSettings { demoMode } }')).data).toEqual({
      appSettings: { demoMode: false },
    });
    await expect(overSocket(client, ME)).rejects.toMatchObject({ code: 4401, reason: messages.sessionRequired });
  });

  it('con un token de una sesión cerrada, el servidor cierra la conexión con 4401 (no con 4403, que el cliente reintenta)', async () => {
    const user = await server.signedIn('patient');
    expect((await server.gql('mutation { logout }', {}, user.token)).data).toEqual({ logout: true });
    await expect(overSocket(connect(user.token), ME)).rejects.toMatchObject({
      code: 4401,
      reason: messages.sessionRequired,
    });
  });

  it('si cierra sesión con el socket abierto, el socket se cierra y la siguiente consulta se rechaza', async () => {
    const user = await server.signedIn('laboratory');
    const client = connect(user.token);
    expect((await overSocket(client, ME)).data).toEqual({ me: { email: user.email } });
    await server.gql('mutation { logout }', {}, user.token);
    // Closed with 4401 while in use, and refused with 4401 too when the client reconnects with the dead token.
    await expect(overSocket(client, ME)).rejects.toMatchObject({ code: 4401 });
  });

  it.each([
    ['cierra sesión', async (user: { token: string }) => server.gql('mutation { logout }', {}, user.token)],
    [
      'cambia su contraseña en otra sesión',
      async (user: { email: string; password: string }) => {
        const other = await server.login(user.email, user.password);
        await server.gql(
          'mutation ($c: String!) { changePassword(currentPassword: $c, password: "otra-clave-1", passwordConfirmation: "otra-clave-1") }',
          { c: user.password },
          other,
        );
      },
    ],
  ])('una suscripción abierta se corta en cuanto el usuario %s', async (_case, endSession) => {
    const user = await server.signedIn('office-admin');
    const client = connect(user.token);
    const closed = new Promise<{ code: number }>((resolve) => {
      client.subscribe(
        { query: 'subscription { unreadChatsChanged { total } }' },
        { next: () => {}, error: (error) => resolve(error as { code: number }), complete: () => resolve({ code: 0 }) },
      );
    });
    // The subscription is live once the socket has answered an operation.
    expect((await overSocket(client, '{ me { email } }')).data).toEqual({ me: { email: user.email } });
    await endSession(user);
    await expect(closed).resolves.toMatchObject({ code: 4401 });
  });

  it('una variable inválida por WebSocket responde BAD_USER_INPUT con el mensaje en español, como por HTTP', async () => {
    const query = 'query ($id: ID!, $n: Int!) { course(id: $id) { id } users(first: $n) { totalCount } }';
    await expect(overSocket(connect(), query, { id: 'abc', n: 1 })).rejects.toEqual([
      expect.objectContaining({ message: messages.idInvalid, extensions: expect.objectContaining({ field: 'id' }) }),
    ]);
    await expect(overSocket(connect(), query, { id: '1', n: 'diez' })).rejects.toEqual([
      expect.objectContaining({
        message: messages.valueInvalid,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'n' }),
      }),
    ]);
  });

  it('el límite de costo también aplica por WebSocket', async () => {
    const costly = await startTestServer({ graphqlMaxCost: 10 });
    const costlyAddress = await listenLocally(costly.app);
    try {
      const client = socketClient(costlyAddress);
      clients.push(client);
      const aliases = Array.from({ length: 6 }, (_, index) => `a${index}: appSettings { demoMode }`).join(' ');
      await expect(overSocket(client, `{ ${aliases} }`)).rejects.toEqual([
        expect.objectContaining({
          message: messages.queryTooCostly,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageKey: messages.queryTooCostly },
        }),
      ]);
      expect((await overSocket(client, '{ appSettings { demoMode } }')).data).toEqual({
        appSettings: { demoMode: false },
      });
    } finally {
      await costly.close();
    }
  });
});

describe(`GraphQL por WebSocket con las reglas de producción (${databaseKind()})`, () => {
  it('en producción la introspección se rechaza también por WebSocket, y cada operación gasta el presupuesto de la dirección', async () => {
    const production = await startTestServer({ env: 'production', rateLimitPerMinute: 3 });
    const address = await listenLocally(production.app);
    const client = socketClient(address);
    try {
      // Opening the socket spent one request of the address's three.
      await expect(overSocket(client, '{ __schema { queryType { name } } }')).rejects.toContainEqual(
        expect.objectContaining({
          message: expect.stringMatching(/introspection/),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
      const login = 'mutation { login(identifier: "nadie@prueba.mx", password: "equivocada") { token } }';
      expect((await overSocket(client, login)).errors![0].message).toBe(messages.invalidCredentials);
      await expect(overSocket(client, login)).rejects.toEqual([
        expect.objectContaining({
          message: messages.tooManyAttempts,
          extensions: { code: 'TOO_MANY_REQUESTS', messageKey: messages.tooManyAttempts },
        }),
      ]);
    } finally {
      await client.dispose();
      await production.close();
    }
  });
});
