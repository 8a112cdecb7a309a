import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { accessLog, noticeActions } from '../../../server/src/access-log/access-log.tables.js';
import { chatChannel } from '../../../server/src/chat/chat.service.js';
import type { ChatMessageEvent } from '../../../server/src/chat/chat-view.js';
import type { Actor } from '../../../server/src/common/actor.js';
import { notifications } from '../../../server/src/notifications/notifications.tables.js';
import type { PushMessage, PushSender } from '../../../server/src/push/push-sender.js';
import { updateNotificationSettings } from '../../../server/src/settings/lab-settings.service.js';
import { CHAT_MESSAGES, nodesOf, openChat, type ChatMessagePage } from '../../support/chat.js';
import { captureLogs } from '../../support/hardening.js';
import { bearer, stagedFile, studyWithFiles, xrayPng, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const MY_NOTIFICATIONS = '{ myNotifications { unreadCount edges { node { id kind title body studyId } } } }';
const REGISTER = 'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }';
const SETTINGS = '{ notificationSettings { resultReady updatedAt updatedByName } }';
const UPDATE_SETTINGS = `mutation ($input: NotificationSettingsInput!) {
  updateNotificationSettings(input: $input) { resultReady updatedAt updatedByName } }`;
const ADD_FILES = 'mutation ($id: ID!, $f: [ID!]!) { addStudyFiles(studyId: $id, fileIds: $f) { id files { id } } }';
const SET_VISIBLE = 'mutation ($id: ID!, $v: Boolean!) { setStudyVisible(id: $id, visible: $v) { id visible } }';
const ACCESS_LOG = `query ($patientId: ID!) { clinicalAccessLog(filter: { patientId: $patientId }) {
  edges { node { action userId patientId studyId chatMessageId allowed } } } }`;

const studyName = 'Radiografía panorámica';
const esTitle = 'Tu resultado está listo';
const esBody = `Tu estudio ${studyName} ya está disponible. Tócalo para verlo.`;

type Inbox = {
  unreadCount: number;
  edges: { node: { id: string; kind: string; title: string | null; body: string; studyId: string | null } }[];
};
type Settings = { resultReady: boolean; updatedAt: string; updatedByName: string | null };
type User = { id: number; token: string; fullName: string };

/** A push sender that keeps what it was given, as a phone would receive it. */
function recordingPush() {
  const sent: PushMessage[] = [];
  const sender: PushSender = {
    name: 'outbox',
    send: (message) => {
      sent.push(message);
      return Promise.resolve({ outcome: 'sent', id: `grabado-${sent.length}` });
    },
  };
  return { sender, sent };
}

describe(`«Tu resultado está listo»: push, mensaje del laboratorio y registro (${databaseKind()})`, () => {
  let server: TestServer;
  let database: PrivateDatabase;
  let sent: PushMessage[];
  let admin: User;
  let lab: User;
  const logs = captureLogs();
  beforeAll(async () => {
    const push = recordingPush();
    sent = push.sent;
    // Its own database on a PostgreSQL server: it turns the lab's result-ready setting off and on,
    // and counts the pushes its patients' phones receive.
    database = await privateDatabase();
    server = await startTestServer(
      { logLevel: 'error' },
      { push: push.sender, logStream: logs.stream, database: database.handle },
    );
    admin = await server.signedIn('admin', { name: 'Alma', lastname: 'Directora' });
    lab = await server.signedIn('laboratory', { name: 'Laura', lastname: 'Rayos', motherLastname: 'Equis' });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await server.gql<T>(query, variables, token);
    expect(result.errors, query).toBeUndefined();
    return result.data!;
  }

  /** A patient of their own doctor, with the app on a phone in each of `locales`. */
  async function patientWithPhones(locales: string[] = []) {
    const doctor = await server.signedIn('doctor', { name: 'Ernesto', lastname: 'Ruiz' });
    const patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía', lastname: 'Fernández' });
    const tokens: string[] = [];
    for (const locale of locales) {
      const token = `fcm:${randomUUID()}`;
      await ok(REGISTER, { input: { token, platform: 'ANDROID', appVersion: '2.4.1', locale } }, patient.token);
      tokens.push(token);
    }
    return { doctor, patient, tokens };
  }

  const inboxOf = async (token: string) =>
    (await ok<{ myNotifications: Inbox }>(MY_NOTIFICATIONS, {}, token)).myNotifications;
  const resultNoticesOf = async (token: string, studyId: string) =>
    (await inboxOf(token)).edges.filter((edge) => edge.node.kind === 'RESULT_READY' && edge.node.studyId === studyId);
  const storedNotices = (patientId: number) =>
    server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patientId), eq(notifications.kind, 'RESULT_READY')));
  const noticeEntries = (studyId: string) =>
    server.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(studyId)), inArray(accessLog.action, [...noticeActions])));
  const chatOf = async (patient: User) => {
    const chatId = await openChat(server, patient.token, patient.id);
    const page = await ok<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId, last: 50 }, patient.token);
    return { chatId, messages: nodesOf(page.chatMessages) };
  };
  const linkTo = (studyId: string) => `${server.app.deps.config.publicUrl}/paciente?estudio=${studyId}`;
  const labMessageAbout = (studyId: string) =>
    `Tu resultado de ${studyName} está listo. Puedes verlo aquí: ${linkTo(studyId)}`;

  /** The pushes sent to `token`, once the server's jobs (the pushes' included) are done. */
  async function pushesTo(token: string): Promise<PushMessage[]> {
    await server.app.deps.jobs.idle();
    return sent.filter((message) => message.token === token);
  }

  async function setResultReady(resultReady: boolean): Promise<Settings> {
    return (
      await ok<{ updateNotificationSettings: Settings }>(UPDATE_SETTINGS, { input: { resultReady } }, admin.token)
    ).updateNotificationSettings;
  }

  /** Runs `work` with the setting off; it is on again afterwards (the database may be shared with other files). */
  async function withSettingOff(work: () => Promise<void>) {
    await setResultReady(false);
    try {
      await work();
    } finally {
      await setResultReady(true);
    }
  }

  async function addFile(studyId: string) {
    const file = await stagedFile(server, lab.token, xrayPng, 'control.png');
    return ok(ADD_FILES, { id: studyId, f: [String(file.id)] }, lab.token);
  }

  describe('la laboratorista guarda un estudio con archivos para Lucía, que tiene la app en dos teléfonos', () => {
    let patient: User;
    let doctor: User;
    let tokens: string[];
    let study: StudyResult;
    beforeAll(async () => {
      ({ patient, doctor, tokens } = await patientWithPhones(['ES_MX', 'EN']));
      study = await studyWithFiles(server, lab.token, patient.id);
    });

    it('Lucía ve en sus notificaciones «Tu resultado está listo», sin leer, con el estudio que abre', async () => {
      const inbox = await inboxOf(patient.token);
      expect(inbox.edges[0].node).toMatchObject({
        kind: 'RESULT_READY',
        title: esTitle,
        body: esBody,
        studyId: study.id,
      });
      expect(inbox.unreadCount).toBeGreaterThanOrEqual(1);
      const opened = await ok<{ study: { id: string; files: unknown[] } }>(
        'query ($id: ID!) { study(id: $id) { id files { id } } }',
        { id: study.id },
        patient.token,
      );
      // The study's files as saved (a later case of this group adds one more).
      expect(opened.study.id).toBe(study.id);
      expect(opened.study.files).toEqual(expect.arrayContaining(study.files.map((file) => ({ id: file.id }))));
    });

    it('cada teléfono recibe el push en el idioma de Lucía (no en el que dijo el teléfono), con el tipo y el estudio en sus datos', async () => {
      const [spanish] = await pushesTo(tokens[0]);
      const [fromEnglishPhone] = await pushesTo(tokens[1]);
      const [notice] = await resultNoticesOf(patient.token, study.id);
      const data = { notificationId: notice.node.id, kind: 'RESULT_READY', studyId: study.id };
      expect(spanish).toMatchObject({ platform: 'ANDROID', title: esTitle, body: esBody });
      expect(spanish.data).toEqual(data);
      // Lucía's language is Spanish (she never chose another): her inbox and every phone agree.
      expect(fromEnglishPhone).toMatchObject({ title: esTitle, body: esBody });
      expect(fromEnglishPhone.data).toEqual(data);
    });

    it('en su chat, creado para la ocasión, está el mensaje de la laboratorista con el enlace al estudio', async () => {
      const { messages: chat } = await chatOf(patient);
      expect(chat).toHaveLength(1);
      expect(chat[0]).toMatchObject({
        authorId: String(lab.id),
        authorName: 'Laura Rayos',
        text: labMessageAbout(study.id),
        isMessageOwner: false,
        attachment: null,
      });
    });

    it('el doctor de Lucía ve el mensaje en el chat de su paciente; sus propias notificaciones no cambian', async () => {
      const chatId = await openChat(server, doctor.token, patient.id);
      const page = await ok<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId }, doctor.token);
      expect(nodesOf(page.chatMessages).map((message) => message.text)).toEqual([labMessageAbout(study.id)]);
      expect(await resultNoticesOf(doctor.token, study.id)).toEqual([]);
    });

    it('el registro de accesos guarda el aviso y el mensaje, a nombre de la laboratorista', async () => {
      const [{ node: message }] = await resultNoticesOf(patient.token, study.id);
      expect(message).toBeDefined();
      const { messages: chat } = await chatOf(patient);
      const log = await ok<{ clinicalAccessLog: { edges: { node: Record<string, unknown> }[] } }>(
        ACCESS_LOG,
        { patientId: String(patient.id) },
        admin.token,
      );
      const notices = log.clinicalAccessLog.edges
        .map((edge) => edge.node)
        .filter((entry) => String(entry.action).startsWith('RESULT_READY'));
      expect(notices).toEqual([
        {
          action: 'RESULT_READY_CHAT_MESSAGE',
          userId: String(lab.id),
          patientId: String(patient.id),
          studyId: study.id,
          chatMessageId: chat[0].id,
          allowed: true,
        },
        {
          action: 'RESULT_READY_PUSH',
          userId: String(lab.id),
          patientId: String(patient.id),
          studyId: study.id,
          chatMessageId: null,
          allowed: true,
        },
      ]);
      const csv = await server.inject({
        method: 'GET',
        url: `/access-log.csv?patientId=${patient.id}`,
        headers: bearer(admin.token),
      });
      expect(csv.body).toContain('Avisó al paciente que su resultado está listo');
      expect(csv.body).toContain('Envió al paciente por chat el enlace de su resultado');
    });

    it('guardar más archivos o volver a mostrarlo no avisa otra vez', async () => {
      await addFile(study.id);
      await ok(SET_VISIBLE, { id: study.id, v: true }, lab.token);
      expect(await storedNotices(patient.id)).toHaveLength(1);
      expect((await chatOf(patient)).messages).toHaveLength(1);
      expect(await noticeEntries(study.id)).toHaveLength(2);
      // The worker has nothing more for these phones.
      expect(await pushesTo(tokens[0])).toHaveLength(1);
    });

    it('otro doctor no ve nada: ni la notificación ni el chat de Lucía', async () => {
      const other = await server.signedIn('doctor');
      expect(await resultNoticesOf(other.token, study.id)).toEqual([]);
      const chat = await server.gql(
        'mutation ($id: ID!) { openPatientChat(patientId: $id) { id } }',
        { id: patient.id },
        other.token,
      );
      expect(chat.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  it('Lucía tiene el chat abierto: el mensaje del laboratorio le llega en vivo', async () => {
    const { patient } = await patientWithPhones();
    const { chatId } = await chatOf(patient);
    const live = server.app.deps.events.subscribe(chatChannel(Number(chatId)));
    const next = live.next();
    const study = await studyWithFiles(server, lab.token, patient.id);
    const event = (await next).value as ChatMessageEvent;
    await live.return?.();
    expect(event).toMatchObject({ chatId: Number(chatId), authorId: lab.id, body: labMessageAbout(study.id) });
  });

  it('un estudio oculto no avisa aunque reciba archivos; al mostrarlo, avisa una sola vez', async () => {
    const { patient, tokens } = await patientWithPhones(['ES_MX']);
    let study!: StudyResult;
    // A study saved while the lab did not announce results, then hidden: it was never announced.
    await withSettingOff(async () => {
      study = await studyWithFiles(server, lab.token, patient.id);
    });
    await ok(SET_VISIBLE, { id: study.id, v: false }, lab.token);
    await addFile(study.id);
    expect(await storedNotices(patient.id)).toEqual([]);
    expect(await resultNoticesOf(patient.token, study.id)).toEqual([]);

    const shown = await ok<{ setStudyVisible: { visible: boolean } }>(
      SET_VISIBLE,
      { id: study.id, v: true },
      lab.token,
    );
    expect(shown.setStudyVisible.visible).toBe(true);
    expect(await resultNoticesOf(patient.token, study.id)).toHaveLength(1);
    const [push] = await pushesTo(tokens[0]);
    expect(push).toMatchObject({ title: esTitle, data: { kind: 'RESULT_READY', studyId: study.id } });
    expect((await chatOf(patient)).messages.map((message) => message.text)).toEqual([labMessageAbout(study.id)]);

    await ok(SET_VISIBLE, { id: study.id, v: false }, lab.token);
    await ok(SET_VISIBLE, { id: study.id, v: true }, lab.token);
    expect(await storedNotices(patient.id)).toHaveLength(1);
    expect(await noticeEntries(study.id)).toHaveLength(2);
  });

  it('con el aviso apagado, guardar un estudio no envía nada: ni push, ni mensaje, ni registro', async () => {
    const { patient } = await patientWithPhones(['ES_MX']);
    await withSettingOff(async () => {
      const settings = await ok<{ notificationSettings: Settings }>(SETTINGS, {}, admin.token);
      expect(settings.notificationSettings).toMatchObject({ resultReady: false, updatedByName: admin.fullName });
      const study = await studyWithFiles(server, lab.token, patient.id);
      expect(study.files).toHaveLength(2);
      expect(await storedNotices(patient.id)).toEqual([]);
      expect(await resultNoticesOf(patient.token, study.id)).toEqual([]);
      expect((await chatOf(patient)).messages).toEqual([]);
      expect(await noticeEntries(study.id)).toEqual([]);
    });
    const settings = await ok<{ notificationSettings: Settings }>(SETTINGS, {}, admin.token);
    expect(settings.notificationSettings.resultReady).toBe(true);
  });

  it('si el aviso falla, el estudio se guarda igual, el fallo queda en el registro del servidor y no queda nada a medias: el siguiente guardado avisa', async () => {
    const { patient } = await patientWithPhones(['ES_MX']);
    // The access log refuses the lab's chat message of this patient: the announcement's last step.
    const failure = `result_ready_failure_${randomUUID().slice(0, 8)}`;
    await server.db.execute(
      sql.raw(`create function ${failure}() returns trigger language plpgsql as $$
        begin raise exception 'registro no disponible'; end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger ${failure} before insert on study_access_log for each row
        when (new.action = 'result_ready_chat_message' and new.patient_id = ${patient.id}) execute function ${failure}()`),
    );
    let study: StudyResult;
    try {
      study = await studyWithFiles(server, lab.token, patient.id);
    } finally {
      await server.db.execute(sql.raw(`drop trigger ${failure} on study_access_log`));
      await server.db.execute(sql.raw(`drop function ${failure}()`));
    }
    expect(study.files).toHaveLength(2);
    const failed = logs.lines
      .map((line) => JSON.parse(line) as { msg?: string; studyId?: number })
      .filter((entry) => entry.msg === 'result delivery failed');
    expect(failed.map((entry) => entry.studyId)).toEqual([Number(study.id)]);
    expect(await storedNotices(patient.id)).toEqual([]);
    expect((await chatOf(patient)).messages).toEqual([]);
    expect(await noticeEntries(study.id)).toEqual([]);

    await addFile(study.id);
    expect(await storedNotices(patient.id)).toHaveLength(1);
    expect((await chatOf(patient)).messages.map((message) => message.text)).toEqual([labMessageAbout(study.id)]);
    expect((await noticeEntries(study.id)).map((entry) => entry.action).sort()).toEqual([
      'result_ready_chat_message',
      'result_ready_push',
    ]);
  });

  it('un paciente desactivado no recibe aviso de su estudio', async () => {
    const { patient } = await patientWithPhones(['ES_MX']);
    await ok('mutation ($id: ID!) { deactivateUser(id: $id) { id } }', { id: patient.id }, admin.token);
    const study = await studyWithFiles(server, lab.token, patient.id);
    expect(await storedNotices(patient.id)).toEqual([]);
    expect(await noticeEntries(study.id)).toEqual([]);
  });

  it('sólo un administrador lee y cambia el ajuste: el resto recibe FORBIDDEN y el ajuste no cambia', async () => {
    for (const role of ['laboratory', 'office-admin', 'doctor', 'patient'] as const) {
      const user = await server.signedIn(role);
      for (const [query, variables] of [
        [SETTINGS, {}],
        [UPDATE_SETTINGS, { input: { resultReady: false } }],
      ] as const) {
        const answer = await server.gql(query, variables, user.token);
        expect(answer.errors?.[0].extensions?.code, `${role}: ${query}`).toBe('FORBIDDEN');
      }
    }
    const anonymous = await server.gql(SETTINGS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The service checks again, for a caller that does not come through GraphQL.
    const asLab: Actor = { userId: lab.id, role: 'laboratory', sessionId: 1 };
    await expect(updateNotificationSettings(server.app.deps, asLab, { resultReady: false })).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await ok<{ notificationSettings: Settings }>(SETTINGS, {}, admin.token)).notificationSettings.resultReady,
    ).toBe(true);
  });

  it('el ajuste sin verdadero o falso se rechaza con el campo y no cambia', async () => {
    const asAdmin: Actor = { userId: admin.id, role: 'admin', sessionId: 1 };
    for (const input of [{}, { resultReady: 'no' }, { resultReady: null }]) {
      await expect(updateNotificationSettings(server.app.deps, asAdmin, input)).rejects.toMatchObject({
        message: messages.resultReadySettingRequired,
        extensions: { code: 'BAD_USER_INPUT', field: 'resultReady' },
      });
    }
    const answer = await server.gql(UPDATE_SETTINGS, { input: { resultReady: null } }, admin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await ok<{ notificationSettings: Settings }>(SETTINGS, {}, admin.token)).notificationSettings.resultReady,
    ).toBe(true);
  });
});
