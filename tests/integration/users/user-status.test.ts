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
