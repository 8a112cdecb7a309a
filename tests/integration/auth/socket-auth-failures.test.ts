import type { Client } from 'graphql-ws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../../shared/locales.js';
import { messages } from '../../../shared/messages.js';
import { translator } from '../../../server/src/common/translations.js';
import { unauthenticatedReason } from '../../../server/src/graphql/socket-auth.js';
import { sessions } from '../../../server/src/users/credentials.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { listenLocally, overSocket, socketClient } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DEACTIVATE_USER } from '../../support/users.js';

const ME = '{ me { email } }';
const PUBLIC = '{ appSettings { demoMode } }';

/** Every authentication failure on the socket: 4401 (fatal for graphql-ws's client) and the reason in the user's language. */
describe(`WebSocket: fallas de autenticación (${databaseKind()})`, () => {
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
  const refused = { code: 4401, reason: messages.sessionRequired };

  it('un token desconocido se rechaza con 4401 y el motivo en español', async () => {
    await expect(overSocket(connect('token-inventado'), PUBLIC)).rejects.toMatchObject(refused);
  });

  it('una sesión vencida se rechaza con 4401; si vence con el socket abierto, la siguiente operación lo cierra', async () => {
    const user = await server.signedIn('doctor');
    const open = connect(user.token);
    expect((await overSocket(open, ME)).data).toEqual({ me: { email: user.email } });
    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    // Even a public query: the socket does not go on as anonymous.
    await expect(overSocket(open, PUBLIC)).rejects.toMatchObject(refused);
    await expect(overSocket(connect(user.token), PUBLIC)).rejects.toMatchObject(refused);
  });

  it('una cuenta desactivada: su socket abierto se cierra con 4401 diciendo por qué, y no vuelve a conectar', async () => {
    const admin = await server.signedIn('admin');
    const user = await server.signedIn('patient');
    const open = connect(user.token);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      open.on('closed', (event) => resolve(event as { code: number; reason: string }));
    });
    expect((await overSocket(open, ME)).data).toEqual({ me: { email: user.email } });
    await server.gql(DEACTIVATE_USER, { id: String(user.id) }, admin.token);
    const deactivated = { code: 4401, reason: messages.accountDeactivated };
    await expect(closed).resolves.toMatchObject(deactivated);
    await expect(overSocket(connect(user.token), PUBLIC)).rejects.toMatchObject(deactivated);
  });

  it('el motivo va en el idioma preferido del usuario', async () => {
    const user = await server.signedIn('laboratory');
    await server.db.update(users).set({ preferredLocale: 'en' }).where(eq(users.id, user.id));
    await server.gql('mutation { logout }', {}, user.token);
    const english = translator('en').t(messages.sessionRequired);
    expect(english).not.toBe(messages.sessionRequired);
    await expect(overSocket(connect(user.token), PUBLIC)).rejects.toMatchObject({ code: 4401, reason: english });
  });

  it('en cada idioma el motivo cabe en un cierre de WebSocket (123 bytes)', () => {
    for (const { code } of locales) {
      const reason = unauthenticatedReason(code);
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
