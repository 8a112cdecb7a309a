import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import { sessionFamilies } from '../../../server/src/users/credentials.tables.js';
import { NOTIFICATION_FIELDS, type NotificationView } from '../../support/notifications.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { gqlHelpers, manySignIns } from '../../support/users.js';

const REGISTER = 'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }';
const CREATE = `mutation ($input: NotificationInput!) { createNotification(input: $input) { ${NOTIFICATION_FIELDS} } }`;

describe(`límites de los dispositivos push (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const register = (token: string, pushToken: string) =>
    ok(REGISTER, { input: { token: pushToken, platform: 'ANDROID', appVersion: '3.0.0', locale: 'ES_MX' } }, token);
  const tokensOf = async (userId: number) =>
    (await server.db.select().from(pushDevices).where(eq(pushDevices.userId, userId))).map((row) => row.token).sort();
  const publishToUser = async (adminToken: string, userId: number) =>
    (
      await ok<{ createNotification: NotificationView }>(
        CREATE,
        { input: { body: 'Sus resultados están listos', audience: 'USER', userId: String(userId) } },
        adminToken,
      )
    ).createNotification;

  it('un usuario conserva a lo más 10 dispositivos: el 11.º desplaza al visto hace más tiempo', async () => {
    const patient = await server.signedIn('patient');
    const tokens = Array.from({ length: 11 }, (_, index) => `fcm:${String(index).padStart(2, '0')}-${randomUUID()}`);
    for (const pushToken of tokens.slice(0, 10)) await register(patient.token, pushToken);
    // The first phone opens the app again: now the second one is the one seen longest ago.
    await register(patient.token, tokens[0]);
    await register(patient.token, tokens[10]);
    const kept = await tokensOf(patient.id);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(tokens[1]);
    expect(kept).toContain(tokens[0]);
    expect(kept).toContain(tokens[10]);
  });

  it('un teléfono que cerró sesión no recibe el siguiente push; uno cuyo inicio de sesión caducó tampoco', async () => {
    const admin = await server.signedIn('admin');
    const patient = await server.signedIn('patient');
    const otherPhone = await server.login(patient.email, patient.password);
    await register(patient.token, `fcm:${randomUUID()}`);
    await register(otherPhone, `fcm:${randomUUID()}`);
    expect((await publishToUser(admin.token, patient.id)).recipients).toBe(2);

    await ok('mutation { logout }', {}, patient.token);
    expect((await publishToUser(admin.token, patient.id)).recipients).toBe(1);

    // The other phone's sign-in ran out (60 days unused): its device gets nothing either.
    const [device] = await server.db.select().from(pushDevices).where(eq(pushDevices.userId, patient.id));
    await server.db
      .update(sessionFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionFamilies.id, device.familyId!));
    const last = await publishToUser(admin.token, patient.id);
    expect(last.recipients).toBe(0);
  });

  it('un teléfono que pasa a otra cuenta queda con la sesión de esa cuenta: cuando la cuenta anterior cierra sesión, sigue recibiendo', async () => {
    const admin = await server.signedIn('admin');
    const before = await server.signedIn('patient');
    const after = await server.signedIn('patient');
    const pushToken = `fcm:${randomUUID()}`;
    await register(before.token, pushToken);
    await register(after.token, pushToken);
    await ok('mutation { logout }', {}, before.token);
    expect(await tokensOf(after.id)).toEqual([pushToken]);
    expect((await publishToUser(admin.token, after.id)).recipients).toBe(1);
  });
});
