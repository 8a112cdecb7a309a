import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../server/src/notifications/notifications.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { CREATE_NOTIFICATION, RESEND_NOTIFICATION, type NotificationView } from '../../support/notifications.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { gqlHelpers, newTag } from '../../support/users.js';

const INBOX = `query ($first: Int, $after: String) { myNotifications(first: $first, after: $after) {
  unreadCount totalCount pageInfo { hasNextPage endCursor } edges { node { id kind title body sentAt readAt studyId } } } }`;
const MARK_READ = 'mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';

type InboxItem = {
  id: string;
  kind: string;
  title: string | null;
  body: string;
  sentAt: string;
  readAt: string | null;
  studyId: string | null;
};
type Inbox = {
  myNotifications: {
    unreadCount: number;
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: InboxItem }[];
  };
};

describe(`la bandeja de notificaciones de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  beforeAll(async () => {
    server = await startTestServer();
    ({ ok, failure } = gqlHelpers(server));
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(() => server.close());

  const publish = async (input: Record<string, unknown>) =>
    (await ok<{ createNotification: NotificationView }>(CREATE_NOTIFICATION, { input }, admin)).createNotification;

  /** Every notification of the user's inbox, page after page (newest first). */
  const wholeInbox = async (token: string) => {
    const items: InboxItem[] = [];
    let after: string | null = null;
    let unread = 0;
    do {
      const page: Inbox['myNotifications'] = (await ok<Inbox>(INBOX, { first: 100, after }, token)).myNotifications;
      items.push(...page.edges.map((edge) => edge.node));
      unread = page.unreadCount;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return { items, unread };
  };

  /** The whole inbox once its unread count agrees with its items (a publish may land between the two reads). */
  const consistentInbox = async (token: string) => {
    for (let attempt = 1; ; attempt++) {
      const inbox = await wholeInbox(token);
      if (inbox.unread === inbox.items.filter((item) => item.readAt === null).length || attempt === 20) return inbox;
    }
  };

  it('cada quien ve lo de su audiencia, desde que tiene cuenta, lo más nuevo primero', async () => {
    const tag = newTag();
    const patient = await server.signedIn('patient');
    const doctor = await server.signedIn('doctor');
    const other = await server.signedIn('patient');
    const all = await publish({ body: `Para todos ${tag}`, audience: 'ALL' });
    const patients = await publish({ title: 'Pacientes', body: `Para pacientes ${tag}`, audience: 'PATIENTS' });
    const staff = await publish({ body: `Para el personal ${tag}`, audience: 'STAFF' });
    const personal = await publish({ body: `Solo para ti ${tag}`, audience: 'USER', userId: String(patient.id) });

    const ours = (items: InboxItem[]) => items.filter((item) => item.body.endsWith(tag)).map((item) => item.id);
    expect(ours((await wholeInbox(patient.token)).items)).toEqual([personal.id, patients.id, all.id]);
    expect(ours((await wholeInbox(doctor.token)).items)).toEqual([staff.id, all.id]);
    expect(ours((await wholeInbox(other.token)).items)).toEqual([patients.id, all.id]);

    const [item] = (await wholeInbox(patient.token)).items.filter((entry) => entry.id === patients.id);
    expect(item).toMatchObject({
      kind: 'ANNOUNCEMENT',
      title: 'Pacientes',
      body: `Para pacientes ${tag}`,
      readAt: null,
      studyId: null,
    });

    // An account created later does not inherit what was sent before it existed.
    const newcomer = await server.signedIn('patient');
    expect(ours((await wholeInbox(newcomer.token)).items)).toEqual([]);
    // A resend is news again: it goes first.
    await ok(RESEND_NOTIFICATION, { id: all.id }, admin);
    expect(ours((await wholeInbox(patient.token)).items)).toEqual([all.id, personal.id, patients.id]);
    expect(ours((await wholeInbox(newcomer.token)).items)).toEqual([all.id]);
  });

  it('marcar como leída baja el contador; otra vez no cambia nada; ajenas son NOT_FOUND', async () => {
    const patient = await server.signedIn('patient');
    const other = await server.signedIn('patient');
    const first = await publish({ body: `Uno ${newTag()}`, audience: 'USER', userId: String(patient.id) });
    const second = await publish({ body: `Dos ${newTag()}`, audience: 'USER', userId: String(patient.id) });
    const staffOnly = await publish({ body: `Personal ${newTag()}`, audience: 'STAFF' });
    const before = await wholeInbox(patient.token);

    const read = (
      await ok<{ markNotificationRead: { id: string; readAt: string } }>(MARK_READ, { id: first.id }, patient.token)
    ).markNotificationRead;
    expect(read.id).toBe(first.id);
    expect(new Date(read.readAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = (await ok<{ markNotificationRead: { readAt: string } }>(MARK_READ, { id: first.id }, patient.token))
      .markNotificationRead;
    expect(again.readAt).toBe(read.readAt);
    const after = await consistentInbox(patient.token);
    // Other tests may publish to every patient meanwhile (a shared PostgreSQL database).
    expect(after.unread).toBeLessThanOrEqual(before.unread - 1 + (after.items.length - before.items.length));
    expect(after.items.find((item) => item.id === first.id)!.readAt).toBe(read.readAt);
    expect(after.items.find((item) => item.id === second.id)!.readAt).toBeNull();

    expect(await failure(MARK_READ, { id: first.id }, other.token)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(MARK_READ, { id: staffOnly.id }, patient.token)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(MARK_READ, { id: first.id })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(INBOX, { first: 5 })).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The other patient's inbox is untouched by this one's reading.
    expect((await wholeInbox(other.token)).items.some((item) => item.id === first.id)).toBe(false);
  });

  it('marcar todas deja el contador en cero y dice cuántas eran', async () => {
    const doctor = await server.signedIn('doctor');
    await publish({ body: `Personal uno ${newTag()}`, audience: 'USER', userId: String(doctor.id) });
    await publish({ body: `Personal dos ${newTag()}`, audience: 'USER', userId: String(doctor.id) });
    const before = await consistentInbox(doctor.token);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const marked = (await ok<{ markAllNotificationsRead: number }>(MARK_ALL, {}, doctor.token))
      .markAllNotificationsRead;
    expect(marked).toBeGreaterThanOrEqual(before.unread);
    const after = await consistentInbox(doctor.token);
    expect(after.unread).toBe(after.items.filter((item) => item.readAt === null).length);
    // What the test itself saw is read; only what other tests published since may be unread.
    const seen = new Set(before.items.map((item) => item.id));
    expect(after.items.filter((item) => seen.has(item.id) && item.readAt === null)).toEqual([]);
  });

  it('el aviso de resultado listo se lee en el idioma del usuario', async () => {
    const patient = await server.signedIn('patient');
    await server.db.update(users).set({ preferredLocale: 'en' }).where(eq(users.id, patient.id));
    const [row] = await server.db
      .insert(notifications)
      .values({
        kind: 'RESULT_READY',
        body: 'Tu resultado está listo',
        audience: 'USER',
        userId: patient.id,
        data: { studyId: '41', studyName: 'Radiografía panorámica' },
        fanoutAfter: null,
      })
      .returning();
    const item = (await wholeInbox(patient.token)).items.find((entry) => entry.id === String(row.id))!;
    expect(item).toMatchObject({ kind: 'RESULT_READY', studyId: '41' });
    expect(item.body).toContain('Radiografía panorámica');
    // The English catalogue's words, or the Spanish source while it has no translation.
    expect(item.title).toBeTruthy();
    // The admin's list never shows the lab's own notifications.
    expect(
      await failure('query ($id: ID!) { notification(id: $id) { id } }', { id: String(row.id) }, admin),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('una página fuera de 1..100 o un cursor ajeno son BAD_USER_INPUT', async () => {
    const patient = await server.signedIn('patient');
    expect(await failure(INBOX, { first: 0 }, patient.token)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(await failure(INBOX, { first: 5, after: 'WyJjaGF0cyIsMSwxXQ' }, patient.token)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
  });
});
