import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { devicePageSize, devicesForAudience, type PushAudience } from '../../../server/src/push/devices-audience.js';
import { pushDevices } from '../../../server/src/push/devices.tables.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

describe(`los dispositivos de una audiencia (${databaseKind()})`, () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const owners: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer();
    const accounts: [string, Role, boolean][] = [
      ['paciente', 'patient', true],
      ['paciente inactiva', 'patient', false],
      ['doctora', 'doctor', true],
      ['laboratorio', 'laboratory', true],
      ['administrador', 'admin', true],
      ['consultorio', 'office-admin', true],
      ['doctor inactivo', 'doctor', false],
    ];
    for (const [name, role, status] of accounts) {
      const user = await createUser(server.db, role, { status });
      owners[name] = user.id;
      tokens[name] = `fcm:${randomUUID()}`;
      await server.db
        .insert(pushDevices)
        .values({ token: tokens[name], platform: 'ANDROID', appVersion: '1.0.0', userId: user.id });
    }
  });
  afterAll(() => server.close());

  /** The names of this test's devices in the audience (other tests' devices may share the database). */
  const namesIn = async (audience: PushAudience, userId?: number) => {
    const byToken = Object.fromEntries(Object.entries(tokens).map(([name, token]) => [token, name]));
    const names: string[] = [];
    for await (const page of devicesForAudience(server.db, audience, userId)) {
      for (const device of page) if (byToken[device.token]) names.push(byToken[device.token]);
    }
    return names.sort();
  };

  it('todos: cada dispositivo de las cuentas activas, sin las desactivadas', async () => {
    expect(await namesIn('ALL')).toEqual(['administrador', 'consultorio', 'doctora', 'laboratorio', 'paciente']);
  });

  it('pacientes: solo los de pacientes activos', async () => {
    expect(await namesIn('PATIENTS')).toEqual(['paciente']);
  });

  it('personal: administradores, doctores, laboratorio y consultorio activos', async () => {
    expect(await namesIn('STAFF')).toEqual(['administrador', 'consultorio', 'doctora', 'laboratorio']);
  });

  it('un usuario: solo los suyos; nada si está desactivado o no se indica', async () => {
    expect(await namesIn('USER', owners['doctora'])).toEqual(['doctora']);
    expect(await namesIn('USER', owners['paciente inactiva'])).toEqual([]);
    expect(await namesIn('USER')).toEqual([]);
  });

  it('lee en páginas de 1,000 por id, sin repetir ni saltar ninguno', async () => {
    const user = await createUser(server.db, 'patient');
    const many = Array.from({ length: devicePageSize + 1 }, () => `fcm:${randomUUID()}`);
    await server.db
      .insert(pushDevices)
      .values(many.map((token) => ({ token, platform: 'IOS' as const, appVersion: '1.0.0', userId: user.id })));
    const pages: number[][] = [];
    for await (const page of devicesForAudience(server.db, 'USER', user.id)) pages.push(page.map((d) => d.id));
    expect(pages.map((page) => page.length)).toEqual([devicePageSize, 1]);
    const ids = pages.flat();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const stored = await server.db
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(inArray(pushDevices.token, many));
    expect(new Set(ids)).toEqual(new Set(stored.map((row) => row.id)));
  });
});
