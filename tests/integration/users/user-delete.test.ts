import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/users/credentials.tables.js';
import { chatMessages, chats } from '../../../server/src/chat/chat.tables.js';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { studies, studyFiles } from '../../../server/src/studies/studies.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { type ChatMessage, openChat, SEND_MESSAGE, sendMessage } from '../../support/chat.js';
import { graphqlUpload } from '../../support/multipart.js';
import { stagedFile, studyWithFiles, xrayPng } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DELETE_USER, gqlHelpers, manySignIns } from '../../support/users.js';

describe(`eliminar una cuenta por completo (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const bytesExist = (key: string) =>
    server.app.deps.storage.read(key).then(
      ({ stream }) => {
        stream.destroy();
        return true;
      },
      () => false,
    );
  const attach = async (token: string, chatId: string, name: string) => {
    const upload = await graphqlUpload(
      SEND_MESSAGE,
      { chatId, text: null },
      { field: 'attachment', name, bytes: xrayPng },
    );
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });
    const message = (response.json() as { data: { sendChatMessage: ChatMessage } }).data.sendChatMessage;
    const [row] = await server.db
      .select({ key: chatMessages.documentKey })
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(message.id)));
    return row.key!;
  };
  const fileKeys = async (fileIds: number[]) =>
    (
      await server.db.select({ key: studyFiles.storageKey }).from(studyFiles).where(inArray(studyFiles.id, fileIds))
    ).map((row) => row.key);
  const rowsOf = async (
    table: typeof sessions | typeof chats,
    column: typeof sessions.userId | typeof chats.patientId,
    id: number,
  ) =>
    (
      await server.db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, id))
    ).length;

  /** A patient of a doctor with a study of two files and a chat with messages and attachments both ways. */
  async function patientWithHistory() {
    const admin = await server.signedIn('admin');
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const study = await studyWithFiles(server, lab.token, patient.id);
    const studyKeys = await fileKeys(study.files.map((file) => Number(file.id)));
    const chatId = await openChat(server, lab.token, patient.id);
    await sendMessage(server, patient.token, chatId, 'Buenas tardes, ¿ya están mis resultados?');
    await sendMessage(server, lab.token, chatId, 'Sí, le enviamos la radiografía');
    const attachmentKeys = [
      await attach(lab.token, chatId, 'radiografia.png'),
      await attach(patient.token, chatId, 'foto.png'),
    ];
    return { admin, lab, doctor, patient, study, studyKeys, chatId, attachmentKeys };
  }

  it('borrar a un paciente elimina sus estudios con archivos y bytes, su chat con adjuntos y sus sesiones; su doctor sigue', async () => {
    const { admin, doctor, patient, study, studyKeys, chatId, attachmentKeys } = await patientWithHistory();
    for (const key of [...studyKeys, ...attachmentKeys]) expect(await bytesExist(key)).toBe(true);

    expect(await ok<{ deleteUser: boolean }>(DELETE_USER, { id: patient.id }, admin.token)).toEqual({
      deleteUser: true,
    });

    expect(await server.db.select().from(users).where(eq(users.id, patient.id))).toEqual([]);
    expect(
      await server.db
        .select()
        .from(studies)
        .where(eq(studies.id, Number(study.id))),
    ).toEqual([]);
    expect(await server.db.select().from(studyFiles).where(inArray(studyFiles.storageKey, studyKeys))).toEqual([]);
    expect(
      await server.db
        .select()
        .from(chats)
        .where(eq(chats.id, Number(chatId))),
    ).toEqual([]);
    expect(
      await server.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.chatId, Number(chatId))),
    ).toEqual([]);
    for (const key of [...studyKeys, ...attachmentKeys]) expect(await bytesExist(key), key).toBe(false);
    expect(await rowsOf(sessions, sessions.userId, patient.id)).toBe(0);
    expect((await server.heartbeat(patient.token)).statusCode).toBe(401);
    // The deletion is on the study record, which outlives the study.
    const logged = await server.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.studyId, Number(study.id)));
    expect(logged.filter((entry) => entry.action === 'delete').map((entry) => entry.userId)).toEqual([
      admin.id,
      admin.id,
    ]);
    expect((await server.heartbeat(doctor.token)).statusCode).toBe(200);
  });

  it('borrar a un doctor deja a sus pacientes y sus estudios, sin doctor', async () => {
    const { admin, doctor, patient, study } = await patientWithHistory();
    await ok(DELETE_USER, { id: doctor.id }, admin.token);
    const [kept] = await server.db.select({ doctorId: users.doctorId }).from(users).where(eq(users.id, patient.id));
    expect(kept).toEqual({ doctorId: null });
    const [keptStudy] = await server.db
      .select({ doctorId: studies.doctorId })
      .from(studies)
      .where(eq(studies.id, Number(study.id)));
    expect(keptStudy).toEqual({ doctorId: null });
    expect((await server.heartbeat(patient.token)).statusCode).toBe(200);
  });

  it('borrar a alguien del laboratorio quita sus mensajes con adjuntos y sus archivos sin adjuntar; el resto del chat y los estudios siguen', async () => {
    const { admin, lab, patient, study, studyKeys, chatId, attachmentKeys } = await patientWithHistory();
    const [labAttachment, patientAttachment] = attachmentKeys;
    const staged = await stagedFile(server, lab.token, xrayPng, 'sin-adjuntar.png');
    const [stagedKey] = await fileKeys([staged.id]);

    await ok(DELETE_USER, { id: lab.id }, admin.token);

    const left = await server.db
      .select({ authorId: chatMessages.authorId, key: chatMessages.documentKey })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, Number(chatId)));
    expect(left.map((message) => message.authorId)).toEqual([patient.id, patient.id]);
    expect(await bytesExist(labAttachment)).toBe(false);
    expect(await bytesExist(patientAttachment)).toBe(true);
    expect(await bytesExist(stagedKey)).toBe(false);
    expect(await server.db.select().from(studyFiles).where(eq(studyFiles.id, staged.id))).toEqual([]);
    for (const key of studyKeys) expect(await bytesExist(key)).toBe(true);
    const [keptStudy] = await server.db
      .select({ id: studies.id })
      .from(studies)
      .where(eq(studies.id, Number(study.id)));
    expect(keptStudy).toBeDefined();
  });

  it('una cuenta que ya no existe responde NOT_FOUND', async () => {
    const admin = await server.signedIn('admin');
    const result = await server.gql(DELETE_USER, { id: '2000000000' }, admin.token);
    expect(result.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
