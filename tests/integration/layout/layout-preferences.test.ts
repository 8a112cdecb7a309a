import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/portal-messages.js';
import { userLayoutPreferences } from '../../../server/src/layout/layout.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { manySignIns } from '../../support/users.js';

const FIELDS = 'color boxed sidebarCollapsed direction transition mobileSearch updatedAt';
const MINE = `{ myLayoutPreferences { ${FIELDS} } }`;
const SAVE = `mutation ($input: LayoutPreferencesInput!) { saveLayoutPreferences(input: $input) { ${FIELDS} } }`;

const chosen = {
  color: 'TEAL',
  boxed: true,
  sidebarCollapsed: true,
  direction: 'RTL',
  transition: 'SLIDE_SIDE',
  mobileSearch: false,
};

type Preferences = typeof chosen & { updatedAt: string | null };

describe(`ajustes de apariencia guardados por usuario (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
  });
  afterAll(() => server.close());

  const storedOf = async (userId: number) =>
    server.db.select().from(userLayoutPreferences).where(eq(userLayoutPreferences.userId, userId));

  it('quien nunca eligió nada recibe los valores de fábrica, sin fecha', async () => {
    const doctor = await server.signedIn('doctor');
    const result = await server.gql<{ myLayoutPreferences: Preferences }>(MINE, {}, doctor.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.myLayoutPreferences).toEqual({
      color: 'BLUE',
      boxed: false,
      sidebarCollapsed: false,
      direction: 'AUTO',
      transition: 'FADE',
      mobileSearch: true,
      updatedAt: null,
    });
    expect(await storedOf(doctor.id)).toEqual([]);
  });

  it('la recepción guarda su tema en un equipo y lo encuentra en otra sesión; otro usuario no lo ve', async () => {
    const office = await server.signedIn('office-admin');
    const saved = await server.gql<{ saveLayoutPreferences: Preferences }>(SAVE, { input: chosen }, office.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveLayoutPreferences).toMatchObject(chosen);
    expect(saved.data!.saveLayoutPreferences.updatedAt).not.toBeNull();

    // Another device: a second sign-in of the same account.
    const otherDevice = await server.login(office.email, office.password);
    const read = await server.gql<{ myLayoutPreferences: Preferences }>(MINE, {}, otherDevice);
    expect(read.data!.myLayoutPreferences).toMatchObject(chosen);

    const [row] = await storedOf(office.id);
    expect(row).toMatchObject({
      color: 'teal',
      boxed: true,
      sidebarCollapsed: true,
      direction: 'rtl',
      transition: 'slideSide',
      mobileSearch: false,
    });

    const colleague = await server.signedIn('office-admin');
    const theirs = await server.gql<{ myLayoutPreferences: Preferences }>(MINE, {}, colleague.token);
    expect(theirs.data!.myLayoutPreferences).toMatchObject({ color: 'BLUE', direction: 'AUTO', updatedAt: null });
  });

  it('guardar de nuevo reemplaza la elección anterior, en una sola fila', async () => {
    const admin = await server.signedIn('admin');
    await server.gql(SAVE, { input: chosen }, admin.token);
    const again = { ...chosen, color: 'AMBER', direction: 'AUTO', transition: 'NONE', mobileSearch: true };
    const result = await server.gql<{ saveLayoutPreferences: Preferences }>(SAVE, { input: again }, admin.token);
    expect(result.data!.saveLayoutPreferences).toMatchObject(again);
    const rows = await storedOf(admin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ color: 'amber', direction: 'auto', transition: 'none', mobileSearch: true });
  });

  it('un paciente también guarda los suyos (cada usuario los propios)', async () => {
    const patient = await server.signedIn('patient');
    const result = await server.gql<{ saveLayoutPreferences: Preferences }>(
      SAVE,
      { input: { ...chosen, color: 'GREEN' } },
      patient.token,
    );
    expect(result.data!.saveLayoutPreferences.color).toBe('GREEN');
    expect((await storedOf(patient.id))[0].color).toBe('green');
  });

  it.each([
    ['color', { color: 'PURPLE' }, portalMessages.layoutColorInvalid],
    ['direction', { direction: 'UP' }, portalMessages.layoutDirectionInvalid],
    ['transition', { transition: 'SPIN' }, portalMessages.layoutTransitionInvalid],
  ])('%s fuera de su lista: BAD_USER_INPUT con su mensaje y nada se guarda', async (field, wrong, message) => {
    const lab = await server.signedIn('laboratory');
    const result = await server.gql(SAVE, { input: { ...chosen, ...wrong } }, lab.token);
    expect(result.status).toBe(400);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await storedOf(lab.id)).toEqual([]);
  });

  it('sin un ajuste, o con un valor que no es sí o no, se rechaza sin guardar', async () => {
    const lab = await server.signedIn('laboratory');
    const { mobileSearch: _left, ...missing } = chosen;
    for (const input of [missing, { ...chosen, boxed: 'sí' }, { ...chosen, sidebarCollapsed: null }]) {
      const result = await server.gql(SAVE, { input }, lab.token);
      expect(result.status).toBe(400);
      expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedOf(lab.id)).toEqual([]);
  });

  it('sin sesión ambas operaciones responden UNAUTHENTICATED y nada se guarda', async () => {
    const before = (await server.db.select().from(userLayoutPreferences)).length;
    for (const [query, variables] of [
      [MINE, {}],
      [SAVE, { input: chosen }],
    ] as const) {
      const result = await server.gql(query, variables);
      expect(result.data ?? null).toBeNull();
      expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect((await server.db.select().from(userLayoutPreferences)).length).toBe(before);
  });
});
