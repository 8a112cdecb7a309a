import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import type { Database } from '../../../server/src/db/client.js';
import { captureLogs, listenLocally, overSocket, socketClient, startCustomServer } from '../../support/hardening.js';
import { databaseKind, testDatabase } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';

const internalText = 'conexión perdida con 10.0.0.7';
const LOGIN = 'mutation { login(identifier: "ana@prueba.mx", password: "secreto123") { token } }';
const genericFailure = {
  message: messages.internalError,
  path: ['login'],
  extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: messages.internalError },
};

/** A database whose every query builder fails, as when the server loses its connection. */
const brokenDatabase = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error(internalText);
    },
  },
) as Database;

describe(`errores inesperados (${databaseKind()})`, () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    // The jobs keep the real database: only what requests read and write is broken.
    server = await startCustomServer({
      database: { ...(await testDatabase()), db: brokenDatabase },
      config: { logLevel: 'error' },
      logStream: logs.stream,
      routes: (app) =>
        app.get('/falla', { config: { access: 'public' } }, async () => {
          throw new Error(internalText);
        }),
    });
  });
  afterAll(() => server.close());

  it('una falla interna en GraphQL llega como INTERNAL_SERVER_ERROR con el mensaje genérico', async () => {
    const result = await server.gql(LOGIN);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([genericFailure]);
    expect(JSON.stringify(result)).not.toMatch(/10\.0\.0\.7|stack|\.ts:\d+/);
    // The operator still finds the cause in the log.
    expect(logs.lines.some((line) => line.includes(internalText))).toBe(true);
  });

  it('por WebSocket, la misma falla llega igual de genérica', async () => {
    const client = socketClient(await listenLocally(server.app));
    const result = await overSocket(client, LOGIN);
    await client.dispose();
    expect(result.errors).toEqual([genericFailure]);
  });

  it('una falla interna en una ruta REST responde 500 con el mensaje genérico y sin detalles', async () => {
    const response = await server.inject({ method: 'GET', url: '/falla' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: messages.internalError,
      code: 'INTERNAL_SERVER_ERROR',
      messageKey: messages.internalError,
    });
  });
});
