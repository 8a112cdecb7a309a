import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { databaseKind } from '../../support/test-database.js';
import {
  APP_SETTINGS,
  CHANGES,
  LAB_SETTINGS,
  type LabSettings,
  type SettingsChange,
  storedSettings,
  UPDATE,
  useSettingsServer,
} from './settings-requests.js';

const NOTIFICATION_UPDATE = `mutation ($input: NotificationSettingsInput!) {
  updateNotificationSettings(input: $input) { resultReady updatedByName } }`;

describe(`ajustes del laboratorio (/admin) (${databaseKind()})`, () => {
  const server = useSettingsServer();

  async function ok<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const result = await server().gql<T>(query, variables, token);
    expect(result.errors, query).toBeUndefined();
    return result.data!;
  }
  const save = async (input: Record<string, unknown>, token: string) =>
    (await ok<{ updateLabSettings: LabSettings }>(UPDATE, { input }, token)).updateLabSettings;
  const history = async (token: string, first = 50, after?: string) =>
    (
      await ok<{
        labSettingsChanges: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          edges: { node: SettingsChange }[];
        };
      }>(CHANGES, { first, after }, token)
    ).labSettingsChanges;

  it('quién puede leer y quién puede cambiar: admin cambia; laboratorio y recepción leen; doctor y paciente no; sin sesión nada', async () => {
    const operations: [string, string, Record<string, unknown>][] = [
      ['labSettings', LAB_SETTINGS, {}],
      ['labSettingsChanges', CHANGES, {}],
      ['updateLabSettings', UPDATE, { input: { maintenanceBanner: null } }],
    ];
    const allowed: Record<string, Role[]> = {
      labSettings: ['admin', 'laboratory', 'office-admin'],
      labSettingsChanges: ['admin', 'laboratory', 'office-admin'],
      updateLabSettings: ['admin'],
    };
    const before = await storedSettings(server());
    for (const role of ['admin', 'laboratory', 'office-admin', 'doctor', 'patient'] as const) {
      const { token } = await server().signedIn(role);
      for (const [name, query, variables] of operations) {
        const result = await server().gql(query, variables, token);
        if (allowed[name].includes(role)) expect(result.errors, `${role} ${name}`).toBeUndefined();
        else expect(result.errors?.[0].extensions?.code, `${role} ${name}`).toBe('FORBIDDEN');
      }
    }
    for (const [name, query, variables] of operations) {
      const result = await server().gql(query, variables);
      expect(result.errors?.[0].extensions?.code, name).toBe('UNAUTHENTICATED');
    }
    // The admin's "change" cleared a banner that was not set: nothing changed, nothing logged.
    expect(await storedSettings(server())).toEqual(before);
    // appSettings is for anyone.
    expect((await server().gql(APP_SETTINGS)).errors).toBeUndefined();
  });

  it('la administradora guarda contacto, avisos legales y el resto; la app y el portal los leen sin sesión; la recepción los ve con su nombre', async () => {
    const admin = await server().signedIn('admin', { name: 'Alma', lastname: 'Directora', motherLastname: 'Ruiz' });
    const desk = await server().signedIn('office-admin');
    const saved = await save(
      {
        contactPhone: ' 5512345678 ',
        whatsappNumber: '5587654321',
        contactEmail: 'contacto@rayosx.mx',
        address: 'Av. Reforma 10, Centro, CDMX',
        privacyNoticeUrl: 'https://rayosx.mx/aviso-de-privacidad',
        termsUrl: 'https://rayosx.mx/terminos',
        welcomeTour: false,
        defaultStudyExpiryDays: 180,
        chatAttachmentLimitMb: 3,
        maintenanceBanner: 'El sábado 14 el portal estará en mantenimiento de 8:00 a 10:00.',
      },
      admin.token,
    );
    const expected = {
      contactPhone: '5512345678',
      whatsappNumber: '5587654321',
      contactEmail: 'contacto@rayosx.mx',
      address: 'Av. Reforma 10, Centro, CDMX',
      privacyNoticeUrl: 'https://rayosx.mx/aviso-de-privacidad',
      termsUrl: 'https://rayosx.mx/terminos',
      welcomeTour: false,
      demoMode: false,
      defaultStudyExpiryDays: 180,
      chatAttachmentLimitMb: 3,
      maintenanceBanner: 'El sábado 14 el portal estará en mantenimiento de 8:00 a 10:00.',
      resultReadyNotifications: true,
      updatedByName: 'Alma Directora Ruiz',
    };
    expect(saved).toMatchObject(expected);
    expect((await ok<{ labSettings: LabSettings }>(LAB_SETTINGS, {}, desk.token)).labSettings).toEqual(saved);

    expect((await ok<{ appSettings: unknown }>(APP_SETTINGS, {})).appSettings).toEqual({
      contact: {
        phone: '5512345678',
        whatsapp: '5587654321',
        email: 'contacto@rayosx.mx',
        address: 'Av. Reforma 10, Centro, CDMX',
      },
      privacyNoticeUrl: 'https://rayosx.mx/aviso-de-privacidad',
      termsUrl: 'https://rayosx.mx/terminos',
      welcomeTour: false,
      demoMode: false,
      defaultStudyExpiryDays: 180,
      chatAttachmentLimitMb: 3,
      fileSizeLimitMb: 5,
      maintenanceBanner: 'El sábado 14 el portal estará en mantenimiento de 8:00 a 10:00.',
    });

    // An address in capitals is an https address too.
    const capitals = await save({ privacyNoticeUrl: 'HTTPS://RAYOSX.MX/Aviso' }, admin.token);
    expect(capitals.privacyNoticeUrl).toBe('HTTPS://RAYOSX.MX/Aviso');
    await save({ privacyNoticeUrl: expected.privacyNoticeUrl }, admin.token);

    // Emptied texts and the expiry are cleared; what is left out stays.
    const cleared = await save({ maintenanceBanner: '  ', termsUrl: '', defaultStudyExpiryDays: null }, admin.token);
    expect(cleared).toMatchObject({
      ...expected,
      maintenanceBanner: null,
      termsUrl: null,
      defaultStudyExpiryDays: null,
    });
    const app = (await ok<{ appSettings: { maintenanceBanner: unknown; termsUrl: unknown } }>(APP_SETTINGS, {}))
      .appSettings;
    expect(app).toMatchObject({ maintenanceBanner: null, termsUrl: null, defaultStudyExpiryDays: null });
  });

  it('cada cambio queda en el historial con quién y cuándo, uno por ajuste que cambió, el más reciente primero', async () => {
    const admin = await server().signedIn('admin', { name: 'Berta', lastname: 'Gómez', motherLastname: 'Soto' });
    const lab = await server().signedIn('laboratory');
    await save({ contactPhone: '5500000001', welcomeTour: true, chatAttachmentLimitMb: 2 }, admin.token);
    const startedAt = Date.now();
    const before = await history(lab.token);
    // Two settings change, one keeps its value (and is not logged).
    await save({ contactPhone: '5500000002', welcomeTour: false, chatAttachmentLimitMb: 2 }, admin.token);
    const after = await history(lab.token);
    expect(after.totalCount).toBe(before.totalCount + 2);
    const newest = after.edges.slice(0, 2).map((edge) => edge.node);
    expect(
      newest.map(({ changedAt: _, ...change }) => change).sort((a, b) => a.setting.localeCompare(b.setting)),
    ).toEqual([
      { setting: 'CONTACT_PHONE', oldValue: '5500000001', newValue: '5500000002', changedByName: 'Berta Gómez Soto' },
      { setting: 'WELCOME_TOUR', oldValue: 'true', newValue: 'false', changedByName: 'Berta Gómez Soto' },
    ]);
    for (const change of newest) expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(startedAt - 1000);

    // Saving the same values again logs nothing.
    await save({ contactPhone: '5500000002', welcomeTour: false }, admin.token);
    expect((await history(lab.token)).totalCount).toBe(after.totalCount);

    // The notification switch of /notifications is logged too.
    const switched = await ok<{ updateNotificationSettings: { resultReady: boolean; updatedByName: string } }>(
      NOTIFICATION_UPDATE,
      { input: { resultReady: false } },
      admin.token,
    );
    expect(switched.updateNotificationSettings).toEqual({ resultReady: false, updatedByName: 'Berta Gómez Soto' });
    expect((await history(lab.token, 1)).edges[0].node).toMatchObject({
      setting: 'RESULT_READY_NOTIFICATIONS',
      oldValue: 'true',
      newValue: 'false',
      changedByName: 'Berta Gómez Soto',
    });
    await ok(NOTIFICATION_UPDATE, { input: { resultReady: true } }, admin.token);

    // Pages follow each other without gaps or repeats, newest first.
    const all = (await history(lab.token, 100)).edges.map((edge) => edge.node);
    const first = await history(lab.token, 2);
    const second = await history(lab.token, 2, first.pageInfo.endCursor);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect([...first.edges, ...second.edges].map((edge) => edge.node)).toEqual(all.slice(0, 4));
  });

  it('el modo demo se lee de la base de datos: la administradora lo enciende y appSettings lo dice', async () => {
    const admin = await server().signedIn('admin');
    const demoMode = async () =>
      (await ok<{ appSettings: { demoMode: boolean } }>(APP_SETTINGS, {})).appSettings.demoMode;
    expect(await demoMode()).toBe(false);
    await save({ demoMode: true }, admin.token);
    expect(await demoMode()).toBe(true);
    await save({ demoMode: false }, admin.token);
    expect(await demoMode()).toBe(false);
  });
});
