import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import type { Role } from '../../../shared/limits.js';
import { notificationDeliveries, notifications } from '../../../server/src/notifications/notifications.tables.js';
import { createUser } from '../../support/factories.js';
import {
  CREATE_NOTIFICATION,
  DELETE_NOTIFICATION,
  NOTIFICATION,
  NOTIFICATIONS,
  RESEND_NOTIFICATION,
  UPDATE_NOTIFICATION,
  addDevices,
  fakeToken,
  untilDelivered,
  type NotificationView,
} from '../../support/notifications.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DEACTIVATE_USER, gqlHelpers, newTag } from '../../support/users.js';

type Page = {
  notifications: {
    totalCount: number;
    edges: { cursor: string; node: NotificationView }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe(`notificaciones push: administración (${databaseKind()})`, () => {
  let server: TestServer;
  let database: PrivateDatabase;
  let admin: string;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];

  // Its own database on a PostgreSQL server: its announcements to whole audiences would otherwise
  // go to other files' devices too, and theirs to this file's.
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    ({ ok, failure } = gqlHelpers(server));
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  /** The pushes the outbox sender wrote, for these tokens. */
  const outboxFor = async (tokens: string[]) => {
    const dir = join(server.dataDir, 'push-outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    // One file at a time: the outbox may hold more files than the process may open at once.
    const messages: { token: string }[] = [];
    for (const name of files) messages.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as { token: string });
    return messages.filter((message) => tokens.includes(message.token)) as {
      token: string;
      title: string | null;
      body: string;
      data: Record<string, string>;
    }[];
  };

  const publish = (input: Record<string, unknown>) =>
    ok<{ createNotification: NotificationView }>(CREATE_NOTIFICATION, { input }, admin).then(
      (data) => data.createNotification,
    );

  it('publica a un usuario: solo sus dispositivos la reciben, y la lista la muestra primero con sus cuentas', async () => {
    const patient = await createUser(server.db, 'patient');
    const other = await createUser(server.db, 'patient');
    const mine = [fakeToken(), fakeToken()];
    const theirs = [fakeToken()];
    await addDevices(server.db, patient.id, mine);
    await addDevices(server.db, other.id, theirs);

    const created = await publish({
      title: 'Resultados',
      body: '  Tu estudio ya puede recogerse en sucursal.  ',
      audience: 'USER',
      userId: String(patient.id),
    });
    expect(created).toMatchObject({
      title: 'Resultados',
      body: 'Tu estudio ya puede recogerse en sucursal.',
      audience: 'USER',
      user: { id: String(patient.id), fullName: patient.fullName, email: patient.email },
      state: 'SENDING',
      recipients: 2,
      sendCount: 1,
    });
    await untilDelivered(server, created.id);

    const pushed = await outboxFor([...mine, ...theirs]);
    expect(pushed.map((message) => message.token).sort()).toEqual([...mine].sort());
    expect(pushed[0]).toMatchObject({
      title: 'Resultados',
      body: 'Tu estudio ya puede recogerse en sucursal.',
      data: { notificationId: created.id, kind: 'ANNOUNCEMENT' },
    });

    const listed = await ok<{ notification: NotificationView }>(NOTIFICATION, { id: created.id }, admin);
    expect(listed.notification).toMatchObject({ state: 'SENT', sentCount: 2, failedCount: 0, pendingCount: 0 });
  });

  it('publica a todos: llega a pacientes y personal activos, no a cuentas desactivadas', async () => {
    const people = await Promise.all(
      (['patient', 'doctor', 'laboratory', 'office-admin'] as Role[]).map((role) => createUser(server.db, role)),
    );
    const inactive = await createUser(server.db, 'patient', { status: false });
    const tokens = people.map(() => fakeToken());
    for (const [index, person] of people.entries()) await addDevices(server.db, person.id, [tokens[index]]);
    const inactiveToken = fakeToken();
    await addDevices(server.db, inactive.id, [inactiveToken]);

    const created = await publish({ body: `Aviso para todos ${newTag()}`, audience: 'ALL' });
    await untilDelivered(server, created.id);
    const pushed = await outboxFor([...tokens, inactiveToken]);
    expect(pushed.map((message) => message.token).sort()).toEqual([...tokens].sort());
    expect(pushed.every((message) => message.title === null)).toBe(true);
    const done = (await ok<{ notification: NotificationView }>(NOTIFICATION, { id: created.id }, admin)).notification;
    expect(done.state).toBe('SENT');
    expect(done.recipients).toBe(done.sentCount + done.failedCount);
    expect(done.recipients).toBeGreaterThanOrEqual(4);
  });

  it('pacientes o personal: cada audiencia solo a los suyos', async () => {
    const patient = await createUser(server.db, 'patient');
    const doctor = await createUser(server.db, 'doctor');
    const [patientToken, doctorToken] = [fakeToken(), fakeToken()];
    await addDevices(server.db, patient.id, [patientToken]);
    await addDevices(server.db, doctor.id, [doctorToken]);
    const toPatients = await publish({ body: `Solo pacientes ${newTag()}`, audience: 'PATIENTS' });
    const toStaff = await publish({ body: `Solo personal ${newTag()}`, audience: 'STAFF' });
    await untilDelivered(server, toPatients.id);
    await untilDelivered(server, toStaff.id);
    const pushed = await outboxFor([patientToken, doctorToken]);
    expect(
      pushed.filter((message) => message.data.notificationId === toPatients.id).map((message) => message.token),
    ).toEqual([patientToken]);
    expect(
      pushed.filter((message) => message.data.notificationId === toStaff.id).map((message) => message.token),
    ).toEqual([doctorToken]);
  });

  it('edita y reenvía: el reenvío lleva el texto nuevo, cuenta de nuevo y suma un envío', async () => {
    const patient = await createUser(server.db, 'patient');
    const tokens = [fakeToken()];
    await addDevices(server.db, patient.id, tokens);
    const created = await publish({
      body: 'Horario de diciembre: 8:00 a 14:00',
      audience: 'USER',
      userId: String(patient.id),
    });
    await untilDelivered(server, created.id);

    const updated = (
      await ok<{ updateNotification: NotificationView }>(
        UPDATE_NOTIFICATION,
        {
          id: created.id,
          input: {
            title: 'Horario',
            body: 'Horario de diciembre: 8:00 a 15:00',
            audience: 'USER',
            userId: String(patient.id),
          },
        },
        admin,
      )
    ).updateNotification;
    expect(updated).toMatchObject({
      title: 'Horario',
      body: 'Horario de diciembre: 8:00 a 15:00',
      sendCount: 1,
      state: 'SENT',
      sentCount: 1,
    });
    // Saving sends nothing by itself.
    expect(await outboxFor(tokens)).toHaveLength(1);

    const resent = (await ok<{ resendNotification: NotificationView }>(RESEND_NOTIFICATION, { id: created.id }, admin))
      .resendNotification;
    expect(resent).toMatchObject({ sendCount: 2, sentCount: 0, failedCount: 0, recipients: 1, state: 'SENDING' });
    expect(new Date(resent.sentAt).getTime()).toBeGreaterThan(new Date(created.sentAt).getTime());
    await untilDelivered(server, created.id);
    const pushed = await outboxFor(tokens);
    expect(pushed.map((message) => message.body).sort()).toEqual([
      'Horario de diciembre: 8:00 a 14:00',
      'Horario de diciembre: 8:00 a 15:00',
    ]);
    const deliveries = await server.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, Number(created.id)));
    expect(deliveries.map((row) => [row.round, row.state])).toEqual([[2, 'sent']]);
    expect(
      (await ok<{ notification: NotificationView }>(NOTIFICATION, { id: created.id }, admin)).notification,
    ).toMatchObject({ state: 'SENT', sentCount: 1, sendCount: 2 });
  });

  it('el texto admite 255 caracteres y rechaza el 256 sin guardar nada', async () => {
    const body = 'a'.repeat(255);
    expect((await publish({ body, audience: 'STAFF' })).body).toBe(body);
    expect(await failure(CREATE_NOTIFICATION, { input: { body: `${body}b`, audience: 'STAFF' } }, admin)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'body',
      message: messages.notificationBodyMax,
    });
    expect(await failure(CREATE_NOTIFICATION, { input: { body: '   ', audience: 'STAFF' } }, admin)).toMatchObject({
      field: 'body',
      message: messages.notificationBodyRequired,
    });
    expect(
      await failure(CREATE_NOTIFICATION, { input: { title: 't'.repeat(43), body: 'Hola', audience: 'STAFF' } }, admin),
    ).toMatchObject({ field: 'title', message: messages.maxInput });
    const stored = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.body, `${body}b`));
    expect(stored).toEqual([]);
  });

  it('a un usuario exige uno activo', async () => {
    expect(await failure(CREATE_NOTIFICATION, { input: { body: 'Hola', audience: 'USER' } }, admin)).toMatchObject({
      field: 'userId',
      message: messages.notificationUserRequired,
    });
    const leaving = await createUser(server.db, 'patient');
    await ok(DEACTIVATE_USER, { id: String(leaving.id) }, admin);
    expect(
      await failure(
        CREATE_NOTIFICATION,
        { input: { body: 'Hola', audience: 'USER', userId: String(leaving.id) } },
        admin,
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId', message: messages.notificationUserInactive });
    expect(
      await failure(CREATE_NOTIFICATION, { input: { body: 'Hola', audience: 'USER', userId: '2147483000' } }, admin),
    ).toMatchObject({ field: 'userId' });
    const created = await publish({
      body: 'Para todos aunque traiga usuario',
      audience: 'ALL',
      userId: String(leaving.id),
    });
    expect(created.user).toBeNull();
  });

  it('eliminar la quita de la lista y sus entregas pendientes no salen', async () => {
    const patient = await createUser(server.db, 'patient');
    const created = await publish({ body: `Se elimina ${newTag()}`, audience: 'USER', userId: String(patient.id) });
    expect(await ok(DELETE_NOTIFICATION, { id: created.id }, admin)).toEqual({ deleteNotification: true });
    expect(
      await server.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, Number(created.id))),
    ).toEqual([]);
    expect(await failure(NOTIFICATION, { id: created.id }, admin)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(DELETE_NOTIFICATION, { id: created.id }, admin)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(RESEND_NOTIFICATION, { id: created.id }, admin)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('la lista pagina de la más nueva a la más antigua', async () => {
    const created: NotificationView[] = [];
    for (let index = 0; index < 3; index++)
      created.push(await publish({ body: `Página ${index} ${newTag()}`, audience: 'STAFF' }));
    // Other tests may publish meanwhile (a shared PostgreSQL database): ours keep their order.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page['notifications'] = (await ok<Page>(NOTIFICATIONS, { first: 2, after }, admin)).notifications;
      expect(page.edges.length).toBeLessThanOrEqual(2);
      seen.push(...page.edges.map((edge) => edge.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && !seen.includes(created[0].id));
    expect(new Set(seen).size).toBe(seen.length);
    const ours = seen.filter((id) => created.some((notification) => notification.id === id));
    expect(ours).toEqual([created[2].id, created[1].id, created[0].id]);
    expect(await failure(NOTIFICATIONS, { first: 2, after: 'no-es-un-cursor' }, admin)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
  });

  it.each(['doctor', 'laboratory', 'office-admin', 'patient'] as Role[])(
    '%s: FORBIDDEN en cada operación, sin cambiar nada',
    async (role) => {
      const { token } = await server.signedIn(role);
      const existing = await publish({ body: `Existente ${newTag()}`, audience: 'STAFF' });
      const input = { body: 'Intento', audience: 'ALL' };
      const attempts: [string, Record<string, unknown>][] = [
        [NOTIFICATIONS, { first: 5 }],
        [NOTIFICATION, { id: existing.id }],
        [CREATE_NOTIFICATION, { input }],
        [UPDATE_NOTIFICATION, { id: existing.id, input }],
        [RESEND_NOTIFICATION, { id: existing.id }],
        [DELETE_NOTIFICATION, { id: existing.id }],
      ];
      for (const [query, variables] of attempts) {
        expect(await failure(query, variables, token)).toMatchObject({ code: 'FORBIDDEN' });
        expect(await failure(query, variables)).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      expect(
        (await ok<{ notification: NotificationView }>(NOTIFICATION, { id: existing.id }, admin)).notification,
      ).toMatchObject({ body: existing.body, sendCount: 1 });
    },
  );
});
