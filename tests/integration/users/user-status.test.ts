import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createUser } from '../../support/factories.js';
import { listenLocally, overSocket, socketClient } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  DEACTIVATE_USER,
  gqlHelpers,
  manySignIns,
  REACTIVATE_USER,
  USERS,
  type UserPage,
} from '../../support/users.js';

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';

describe(`desactivar y reactivar cuentas (${databaseKind()})`, () => {
  let server: TestServer;
  let address: string;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    address = await listenLocally(server.app);
    ({ ok, failure } = gqlHelpers(server));
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await server.close();
  });

  it('la doctora desactivada pierde el acceso al instante: su sesión abierta recibe 401 y su socket se cierra', async () => {
    const admin = await server.signedIn('admin');
    const doctor = await server.signedIn('doctor');
    const phone = await server.login(doctor.email, doctor.password);
    const client = socketClient(address, doctor.token);
    clients.push(client);
    const closed = new Promise<{ code: number }>((resolve) => {
      client.subscribe(
        { query: 'subscription { unreadChatsChanged { total } }' },
        {
          next: () => {},
          error: (error) => resolve(error as { code: number }),
          complete: () => resolve({ code: 0 }),
        },
      );
    });
    expect((await overSocket(client, '{ me { email } }')).data).toEqual({ me: { email: doctor.email } });
    expect((await server.heartbeat(doctor.token)).statusCode).toBe(200);

    const result = await ok<{ deactivateUser: { id: string; status: boolean } }>(
      DEACTIVATE_USER,
      { id: doctor.id },
      admin.token,
    );
    expect(result.deactivateUser).toEqual({ id: String(doctor.id), status: false });
    expect((await server.heartbeat(doctor.token)).statusCode).toBe(401);
    expect((await server.heartbeat(phone)).statusCode).toBe(401);
    await expect(closed).resolves.toMatchObject({ code: 4401 });
    expect(await failure(LOGIN, { i: doctor.email, p: doctor.password })).toMatchObject({
      message: messages.invalidCredentials,
    });
    expect((await server.heartbeat(admin.token)).statusCode).toBe(200);
  });

  it('la sesión de una cuenta desactivada dice por qué terminó, en REST y en GraphQL; las que terminan de otro modo no', async () => {
    const admin = await server.signedIn('admin');
    const receptionist = await server.signedIn('office-admin');
    await ok(DEACTIVATE_USER, { id: receptionist.id }, admin.token);

    const heartbeat = await server.heartbeat(receptionist.token);
    expect(heartbeat.statusCode).toBe(401);
    expect(heartbeat.json()).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'ACCOUNT_DEACTIVATED',
      message: 'Tu cuenta fue desactivada. Si crees que es un error, comunícate con el laboratorio.',
      messageKey: messages.accountDeactivated,
    });
    const me = await server.gql('{ me { email } }', {}, receptionist.token);
    expect(me.errors![0]).toMatchObject({
      message: messages.accountDeactivated,
      extensions: { code: 'UNAUTHENTICATED', reason: 'ACCOUNT_DEACTIVATED' },
    });

    // Signed out, or a token nobody issued: the usual message, no reason.
    const signedOut = await server.signedIn('laboratory');
    await ok('mutation { logout }', {}, signedOut.token);
    for (const token of [signedOut.token, 'token-que-nadie-emitio']) {
      const answer = await server.heartbeat(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: messages.sessionRequired,
        messageKey: messages.sessionRequired,
      });
      expect((await server.gql('{ me { email } }', {}, token)).errors![0]).toMatchObject({
        message: messages.sessionRequired,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('reactivada, vuelve a iniciar sesión; la lista muestra su estado en cada paso', async () => {
    const admin = await server.signedIn('admin');
    const lab = await createUser(server.db, 'laboratory', {
      status: false,
      lastname: 'Estatus',
      motherLastname: `r${Date.now()}`,
    });
    const statusInList = async () =>
      (await ok<{ users: UserPage }>(USERS, { search: lab.email }, admin.token)).users.edges[0].node.status;
    expect(await statusInList()).toBe(false);
    expect(await failure(LOGIN, { i: lab.email, p: lab.password })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.invalidCredentials,
    });

    const result = await ok<{ reactivateUser: { status: boolean } }>(REACTIVATE_USER, { id: lab.id }, admin.token);
    expect(result.reactivateUser.status).toBe(true);
    expect(await statusInList()).toBe(true);
    const token = await server.login(lab.username, lab.password);
    expect((await server.heartbeat(token)).statusCode).toBe(200);
  });

  it('una cuenta que no existe responde NOT_FOUND', async () => {
    const admin = await server.signedIn('admin');
    expect((await failure(DEACTIVATE_USER, { id: '2000000000' }, admin.token)).code).toBe('NOT_FOUND');
    expect((await failure(REACTIVATE_USER, { id: '-4' }, admin.token)).code).toBe('BAD_USER_INPUT');
  });
});
