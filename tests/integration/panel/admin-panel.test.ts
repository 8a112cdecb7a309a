import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReads } from '../../../server/src/chat/chat.tables.js';
import { courseRegistrations } from '../../../server/src/courses/courses.tables.js';
import { createCourse, createPaidRegistration, createUser } from '../../support/factories.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { chatAt, createStudyAt, createStudyType, createSurvey, surveySent } from '../../support/quality.js';
import { databaseKind } from '../../support/test-database.js';
import { ASSIGN, CLOSE, CREATE } from '../support/support-requests.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Period = {
  studiesUploaded: number;
  newPatients: number;
  courseSales: number;
  courseSalesAmount: { cents: number; currency: string };
};
type Panel = {
  today: Period;
  month: Period;
  resultsPendingDelivery: number;
  unreadChats: number;
  npsLast30Days: number | null;
  npsAnswersLast30Days: number;
  supportRequestsOpen: number;
  supportRequestsInProgress: number;
};
const period = 'studiesUploaded newPatients courseSales courseSalesAmount { cents currency }';
const PANEL = `{ adminPanel { today { ${period} } month { ${period} } resultsPendingDelivery unreadChats npsLast30Days npsAnswersLast30Days supportRequestsOpen supportRequestsInProgress } }`;

// The panel counts the whole lab: this file has a database of its own, and compares with what it found first.
describe(`panel del administrador (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  async function panelOf(token: string): Promise<Panel> {
    const result = await server.gql<{ adminPanel: Panel }>(PANEL, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data!.adminPanel;
  }

  it('las cifras de hoy y del mes salen de lo que pasó: estudios, pendientes de entrega, chats sin leer, pacientes nuevos, ventas de cursos, NPS y solicitudes de soporte', async () => {
    const admin = await server.signedIn('admin');
    const before = await panelOf(admin.token);
    const db = server.db;
    const now = new Date();
    const staff = await createUser(db, 'office-admin');
    const [waiting, answered, read] = [
      await createUser(db, 'patient'),
      await createUser(db, 'patient'),
      await createUser(db, 'patient'),
    ];
    const type = await createStudyType(db);
    const study = { patientId: waiting.id, studyTypeId: type.id, studyDate: '2026-01-05' };
    await createStudyAt(db, { ...study, deliveredAt: now });
    await createStudyAt(db, { ...study, deliveredAt: null });
    await createStudyAt(db, { ...study, deliveredAt: null, expiresAt: new Date(now.getTime() - 60_000) });
    // Saved long ago and never delivered: pending, but not uploaded this month.
    await createStudyAt(db, { ...study, deliveredAt: null, createdAt: new Date('2001-01-01T12:00:00Z') });

    const course = await createCourse(db, { investmentCents: 250_000 });
    const student = { name: 'Ana', lastname: 'Ruiz', motherLastname: 'Paz', email: 'ana.panel@prueba.mx' };
    await createPaidRegistration(db, course, student, 2);
    const declined = await createPaidRegistration(db, course, { ...student, email: 'otra.panel@prueba.mx' });
    await db
      .update(courseRegistrations)
      .set({ status: 'declined', paidAt: null })
      .where(eq(courseRegistrations.id, declined.id));

    const seconds = (offset: number) => new Date(now.getTime() - offset * 1000);
    await chatAt(db, waiting.id, staff.id, [
      { by: 'staff', at: seconds(60) },
      { by: 'patient', at: seconds(30) },
    ]);
    await chatAt(db, answered.id, staff.id, [
      { by: 'patient', at: seconds(60) },
      { by: 'staff', at: seconds(30) },
    ]);
    const seen = await chatAt(db, read.id, staff.id, [{ by: 'patient', at: seconds(30) }]);
    await db.insert(chatReads).values({ chatId: seen.chatId, userId: staff.id, lastReadMessageId: seen.lastMessageId });

    const survey = await createSurvey(db);
    const sent = { patientId: waiting.id, studyTypeId: type.id, sentAt: seconds(120), answeredAt: seconds(60) };
    await surveySent(db, survey, { ...sent, nps: 10 });
    await surveySent(db, survey, { ...sent, nps: 9 });
    await surveySent(db, survey, { ...sent, nps: 3 });

    // Three support requests: one left open, one taken, one closed.
    const requester = await server.signedIn('doctor');
    const requestIds: string[] = [];
    for (const subject of ['Sin abrir', 'Tomada', 'Resuelta']) {
      const sentRequest = await server.gql<{ createSupportRequest: { id: string } }>(
        CREATE,
        { input: { subject, message: 'No puedo descargar mi estudio.' } },
        requester.token,
      );
      expect(sentRequest.errors).toBeUndefined();
      requestIds.push(sentRequest.data!.createSupportRequest.id);
    }
    expect((await server.gql(ASSIGN, { id: requestIds[1], assigneeId: admin.id }, admin.token)).errors).toBeUndefined();
    expect((await server.gql(CLOSE, { id: requestIds[2] }, admin.token)).errors).toBeUndefined();

    const after = await panelOf(admin.token);
    for (const key of ['today', 'month'] as const) {
      // Three saved above and the three whose results the surveys are about.
      expect(after[key].studiesUploaded - before[key].studiesUploaded, key).toBe(6);
      expect(after[key].newPatients - before[key].newPatients, key).toBe(3);
      expect(after[key].courseSales - before[key].courseSales, key).toBe(1);
      expect(after[key].courseSalesAmount.cents - before[key].courseSalesAmount.cents, key).toBe(500_000);
      expect(after[key].courseSalesAmount.currency).toBe('MXN');
    }
    expect(after.resultsPendingDelivery - before.resultsPendingDelivery).toBe(2);
    expect(after.unreadChats - before.unreadChats).toBe(1);
    expect(before.npsAnswersLast30Days).toBe(0);
    expect(after).toMatchObject({ npsLast30Days: 33.3, npsAnswersLast30Days: 3 });
    expect(after.supportRequestsOpen - before.supportRequestsOpen).toBe(1);
    expect(after.supportRequestsInProgress - before.supportRequestsInProgress).toBe(1);
  });

  it('solo el administrador ve el panel', async () => {
    for (const role of ['laboratory', 'office-admin', 'doctor', 'patient'] as const) {
      const who = await server.signedIn(role);
      expect((await server.gql(PANEL, {}, who.token)).errors![0].extensions!.code, role).toBe('FORBIDDEN');
    }
    expect((await server.gql(PANEL)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
