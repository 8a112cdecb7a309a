import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/portal-messages.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import { refreshTokens } from '../../../server/src/users/credentials.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DEACTIVATE_USER, gqlHelpers, manySignIns } from '../../support/users.js';

const LOGIN = `mutation ($i: String!, $p: String!) {
  login(identifier: $i, password: $p) { token expiresAt refreshToken refreshExpiresAt } }`;
const REFRESH = `mutation ($r: String!) {
  refreshSession(refreshToken: $r) { token expiresAt refreshToken refreshExpiresAt user { email } } }`;
const REGISTER = 'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }';
const ME = '{ me { email } }';

type Session = { token: string; expiresAt: string; refreshToken: string; refreshExpiresAt: string };
const day = 24 * 3600_000;

describe(`sesiones de teléfono con token de renovación (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok, failure } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const signIn = async (user: { email: string; password: string }) =>
    (await ok<{ login: Session }>(LOGIN, { i: user.email, p: user.password })).login;
  const refresh = async (refreshToken: string) =>
    (await ok<{ refreshSession: Session & { user: { email: string } } }>(REFRESH, { r: refreshToken })).refreshSession;
  const refreshRefused = (refreshToken: string) => failure(REFRESH, { r: refreshToken });
  const isAlive = async (token: string) => (await server.gql(ME, {}, token)).data?.me != null;
  const phone = async (token: string) => {
    const pushToken = `fcm:${randomUUID()}`;
    await ok(
      REGISTER,
      { input: { token: pushToken, platform: 'ANDROID', appVersion: '3.0.0', locale: 'ES_MX' } },
      token,
    );
    return pushToken;
  };
  const hasDevice = async (pushToken: string) =>
    (await server.db.select().from(pushDevices).where(eq(pushDevices.token, pushToken))).length === 1;
  const patient = async () => {
    const { token: _token, ...user } = await server.signedIn('patient');
    return user;
  };

  it('login entrega un token de renovación de 60 días; la base guarda solo su hash', async () => {
    const user = await patient();
    const session = await signIn(user);
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
    const lifetime = new Date(session.refreshExpiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * day);
    expect(lifetime).toBeLessThanOrEqual(60 * day);
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    const [row] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(row).toMatchObject({ usedAt: null });
    const all = JSON.stringify(
      await server.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row.familyId)),
    );
    expect(all).not.toContain(session.refreshToken);
  });

  it('el teléfono renueva su sesión sin la contraseña: token nuevo que funciona y otro token de renovación', async () => {
    const user = await patient();
    const first = await signIn(user);
    const renewed = await refresh(first.refreshToken);
    expect(renewed.user.email).toBe(user.email);
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    expect(await isAlive(renewed.token)).toBe(true);
    const again = await refresh(renewed.refreshToken);
    expect(await isAlive(again.token)).toBe(true);
  });

  it('usar otra vez un token de renovación gastado termina toda la familia: sesiones, renovación y dispositivos', async () => {
    const user = await patient();
    const first = await signIn(user);
    const renewed = await refresh(first.refreshToken);
    const pushToken = await phone(renewed.token);
    const elsewhere = await signIn(user);

    expect(await refreshRefused(first.refreshToken)).toEqual({
      code: 'UNAUTHENTICATED',
      message: portalMessages.refreshTokenInvalid,
      field: undefined,
    });
    expect(await isAlive(renewed.token)).toBe(false);
    expect(await isAlive(first.token)).toBe(false);
    expect((await refreshRefused(renewed.refreshToken)).code).toBe('UNAUTHENTICATED');
    expect(await hasDevice(pushToken)).toBe(false);
    // Another sign-in of the same user is another family: untouched.
    expect(await isAlive(elsewhere.token)).toBe(true);
    expect(await isAlive((await refresh(elsewhere.refreshToken)).token)).toBe(true);
  });

  it('un token de renovación desconocido responde UNAUTHENTICATED con el mensaje en español', async () => {
    expect(await refreshRefused('no-es-un-token')).toEqual({
      code: 'UNAUTHENTICATED',
      message: portalMessages.refreshTokenInvalid,
      field: undefined,
    });
    expect((await refreshRefused('')).code).toBe('UNAUTHENTICATED');
  });

  it('al cerrar sesión, el token de renovación deja de servir y el teléfono deja de recibir pushes; otro teléfono no', async () => {
    const user = await patient();
    const phoneA = await signIn(user);
    const phoneB = await signIn(user);
    const deviceA = await phone(phoneA.token);
    const deviceB = await phone(phoneB.token);
    const renewedA = await refresh(phoneA.refreshToken);

    expect(await ok(`mutation { logout }`, {}, renewedA.token)).toEqual({ logout: true });
    expect(await isAlive(renewedA.token)).toBe(false);
    // The session the phone had before renewing belongs to the same sign-in: it ends too.
    expect(await isAlive(phoneA.token)).toBe(false);
    expect((await refreshRefused(renewedA.refreshToken)).code).toBe('UNAUTHENTICATED');
    expect(await hasDevice(deviceA)).toBe(false);
    expect(await hasDevice(deviceB)).toBe(true);
    expect(await isAlive(phoneB.token)).toBe(true);
  });

  it('"cerrar sesión en todos los dispositivos" termina las demás sesiones y dispositivos; la propia sigue', async () => {
    const user = await patient();
    const portal = await signIn(user);
    const phoneA = await signIn(user);
    const deviceA = await phone(phoneA.token);
    const ownDevice = await phone(portal.token);

    expect(await ok('mutation { logoutAllDevices }', {}, portal.token)).toEqual({ logoutAllDevices: true });
    expect(await isAlive(phoneA.token)).toBe(false);
    expect((await refreshRefused(phoneA.refreshToken)).code).toBe('UNAUTHENTICATED');
    expect(await hasDevice(deviceA)).toBe(false);
    expect(await isAlive(portal.token)).toBe(true);
    expect(await hasDevice(ownDevice)).toBe(true);
    expect(await isAlive((await refresh(portal.refreshToken)).token)).toBe(true);
    expect((await failure('mutation { logoutAllDevices }', {})).code).toBe('UNAUTHENTICATED');
  });

  it('cambiar la contraseña termina la renovación y los dispositivos de los otros inicios de sesión', async () => {
    const user = await patient();
    const portal = await signIn(user);
    const phoneA = await signIn(user);
    const deviceA = await phone(phoneA.token);
    await ok(
      'mutation ($c: String!) { changePassword(currentPassword: $c, password: "otra-clave-9", passwordConfirmation: "otra-clave-9") }',
      { c: user.password },
      portal.token,
    );
    expect((await refreshRefused(phoneA.refreshToken)).code).toBe('UNAUTHENTICATED');
    expect(await hasDevice(deviceA)).toBe(false);
    expect(await isAlive(portal.token)).toBe(true);
  });

  it('una cuenta desactivada no renueva su sesión', async () => {
    const user = await patient();
    const phoneA = await signIn(user);
    const admin = await server.signedIn('admin');
    await ok(DEACTIVATE_USER, { id: String(user.id) }, admin.token);
    expect((await refreshRefused(phoneA.refreshToken)).code).toBe('UNAUTHENTICATED');
  });
});
