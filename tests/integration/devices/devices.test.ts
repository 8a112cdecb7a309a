import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import { registerDevice } from '../../../server/src/push/devices.service.js';
import type { Actor } from '../../../server/src/common/actor.js';
import { AppError } from '../../../server/src/common/errors.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DEACTIVATE_USER, DELETE_USER, gqlHelpers, manySignIns } from '../../support/users.js';

const FIELDS = 'id token platform appVersion locale createdAt lastSeenAt';
const REGISTER = `mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { ${FIELDS} } }`;
const UNREGISTER = 'mutation ($token: String!) { unregisterDevice(token: $token) }';

type Device = {
  id: string;
  token: string;
  platform: string;
  appVersion: string;
  locale: string;
  createdAt: string;
  lastSeenAt: string;
};

const newToken = () => `fcm:${randomUUID()}-${randomUUID()}`;
const device = (overrides: Record<string, unknown> = {}) => ({
  token: newToken(),
  platform: 'ANDROID',
  appVersion: '2.4.1',
  locale: 'ES_MX',
  ...overrides,
});

describe(`dispositivos para notificaciones push (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok, failure } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const register = async (token: string, input: Record<string, unknown>) =>
    (await ok<{ registerDevice: Device }>(REGISTER, { input }, token)).registerDevice;
  const unregister = async (token: string, pushToken: string) =>
    (await ok<{ unregisterDevice: boolean }>(UNREGISTER, { token: pushToken }, token)).unregisterDevice;
  const rowsOf = (pushToken: string) => server.db.select().from(pushDevices).where(eq(pushDevices.token, pushToken));
  const rowsOfUser = (userId: number) => server.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));

  it('la paciente registra su teléfono: queda guardado a su nombre con plataforma, versión e idioma', async () => {
    const patient = await server.signedIn('patient');
    const input = device({ platform: 'IOS', locale: 'EN', appVersion: '3.0.0 (301)' });
    const answer = await register(patient.token, { ...input, token: `  ${input.token}  ` });
    expect(answer).toMatchObject({ token: input.token, platform: 'IOS', appVersion: '3.0.0 (301)', locale: 'EN' });
    const rows = await rowsOf(input.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: patient.id, platform: 'IOS', appVersion: '3.0.0 (301)', locale: 'en' });
    expect(String(rows[0].id)).toBe(answer.id);
  });

  it('el personal también registra su dispositivo (web)', async () => {
    const laboratory = await server.signedIn('laboratory');
    const input = device({ platform: 'WEB' });
    await register(laboratory.token, input);
    expect(await rowsOf(input.token)).toMatchObject([{ userId: laboratory.id, platform: 'WEB', locale: 'es-MX' }]);
  });

  it('registrar el mismo token otra vez actualiza la misma fila: una sola por token', async () => {
    const patient = await server.signedIn('patient');
    const input = device();
    const first = await register(patient.token, input);
    const again = await register(patient.token, { ...input, platform: 'IOS', appVersion: '2.5.0', locale: 'FR' });
    expect(again).toMatchObject({ id: first.id, platform: 'IOS', appVersion: '2.5.0', locale: 'FR' });
    expect(again.createdAt).toBe(first.createdAt);
    expect(new Date(again.lastSeenAt).getTime()).toBeGreaterThanOrEqual(new Date(first.lastSeenAt).getTime());
    const rows = await rowsOf(input.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: patient.id, platform: 'IOS', appVersion: '2.5.0', locale: 'fr' });
  });

  it('otra cuenta inicia sesión en el mismo teléfono: el token pasa a la nueva cuenta', async () => {
    const first = await server.signedIn('patient');
    const second = await server.signedIn('patient');
    const input = device();
    await register(first.token, input);
    const moved = await register(second.token, input);
    expect(await rowsOf(input.token)).toMatchObject([{ userId: second.id }]);
    expect(await rowsOfUser(first.id)).toEqual([]);
    // The first account no longer owns it: it cannot remove it.
    expect(await unregister(first.token, input.token)).toBe(false);
    expect(await rowsOf(input.token)).toMatchObject([{ id: Number(moved.id), userId: second.id }]);
  });

  it('al cerrar sesión la app quita su token; el de otra cuenta o uno desconocido responde false y nada cambia', async () => {
    const patient = await server.signedIn('patient');
    const other = await server.signedIn('patient');
    const mine = device();
    const theirs = device();
    await register(patient.token, mine);
    await register(other.token, theirs);

    expect(await unregister(patient.token, theirs.token)).toBe(false);
    expect(await rowsOf(theirs.token)).toMatchObject([{ userId: other.id }]);
    expect(await unregister(patient.token, newToken())).toBe(false);
    expect(await unregister(patient.token, mine.token)).toBe(true);
    expect(await rowsOf(mine.token)).toEqual([]);
    expect(await unregister(patient.token, mine.token)).toBe(false);
  });

  it('sin sesión: UNAUTHENTICATED y nada se guarda', async () => {
    const input = device();
    expect(await failure(REGISTER, { input })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(UNREGISTER, { token: input.token })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await rowsOf(input.token)).toEqual([]);
  });

  it.each([
    ['token', { token: '   ' }, messages.deviceTokenRequired],
    ['token', { token: 'x'.repeat(4097) }, messages.deviceTokenMax],
    ['appVersion', { appVersion: '' }, messages.appVersionRequired],
    ['appVersion', { appVersion: '1'.repeat(41) }, messages.appVersionMax],
  ])('datos inválidos: BAD_USER_INPUT en %s con el mensaje en español', async (field, overrides, message) => {
    const patient = await server.signedIn('patient');
    const input = device(overrides);
    expect(await failure(REGISTER, { input }, patient.token)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await rowsOfUser(patient.id)).toEqual([]);
  });

  it('el servicio rechaza una plataforma o un idioma fuera de la lista (llamado desde otro lugar que GraphQL)', async () => {
    const patient = await server.signedIn('patient');
    const actor: Actor = { userId: patient.id, role: 'patient', sessionId: 0 };
    const attempt = (input: Record<string, unknown>) =>
      registerDevice(server.app.deps, actor, input).then(
        () => null,
        (error: AppError) => ({ code: error.extensions.code, field: error.extensions.field, message: error.message }),
      );
    const base = { token: newToken(), platform: 'ANDROID', appVersion: '1.0.0', locale: 'es-MX' };
    expect(await attempt({ ...base, platform: 'SYMBIAN' })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'platform',
      message: messages.devicePlatformInvalid,
    });
    expect(await attempt({ ...base, locale: 'pt-BR' })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'locale',
      message: messages.localeInvalid,
    });
    expect(await rowsOfUser(patient.id)).toEqual([]);
  });

  it('desactivar la cuenta quita sus dispositivos; los de otras cuentas quedan', async () => {
    const admin = await server.signedIn('admin');
    const patient = await server.signedIn('patient');
    const other = await server.signedIn('patient');
    await register(patient.token, device());
    await register(patient.token, device({ platform: 'WEB' }));
    const kept = device();
    await register(other.token, kept);
    expect(await rowsOfUser(patient.id)).toHaveLength(2);

    await ok(DEACTIVATE_USER, { id: patient.id }, admin.token);
    expect(await rowsOfUser(patient.id)).toEqual([]);
    expect(await rowsOf(kept.token)).toMatchObject([{ userId: other.id }]);
  });

  it('eliminar la cuenta quita sus dispositivos', async () => {
    const admin = await server.signedIn('admin');
    const doctor = await server.signedIn('doctor');
    const input = device();
    await register(doctor.token, input);
    expect(await rowsOf(input.token)).toHaveLength(1);

    expect(await ok(DELETE_USER, { id: doctor.id }, admin.token)).toEqual({ deleteUser: true });
    expect(await rowsOf(input.token)).toEqual([]);
  });
});
