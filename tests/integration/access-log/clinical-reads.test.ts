import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { openChat, SEND_MESSAGE, type ChatMessage } from '../../support/chat.js';
import { graphqlUpload } from '../../support/multipart.js';
import { bearer, studyWithFiles, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const PATIENT = 'query ($id: ID!) { virtualLabPatient(id: $id) { id fullName } }';
const STUDIES = 'query ($id: ID!) { patientStudies(patientId: $id) { edges { node { id } } } }';
const STUDY = 'query ($id: ID!) { study(id: $id) { id } }';
const BOARD = '{ controlBoard { viewed { day count } } }';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const navegador = 'Mozilla/5.0 (Consultorio; pruebas)';

describe(`registro de accesos a datos clínicos (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A GraphQL request as the portal sends it, with a browser's User-Agent. */
  const ask = async (query: string, variables: Record<string, unknown>, token: string) => {
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { 'content-type': 'application/json', 'user-agent': navegador, ...bearer(token) },
    });
    return response.json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: { code: string } }[];
    };
  };
  const entriesOf = (userId: number) =>
    server.db.select().from(accessLog).where(eq(accessLog.userId, userId)).orderBy(asc(accessLog.id));
  const shape = (entry: typeof accessLog.$inferSelect) => ({
    action: entry.action,
    allowed: entry.allowed,
    patientId: entry.patientId,
    studyId: entry.studyId,
    fileId: entry.fileId,
    chatMessageId: entry.chatMessageId,
  });

  /** Dr. Ruiz's patient Lucía with one study of two files, uploaded by a laboratory of her own. */
  async function pacienteConEstudio() {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor', { name: 'Ernesto', lastname: 'Ruiz' });
    const patient = await server.signedIn('patient', {
      doctorId: doctor.id,
      name: 'Lucía',
      lastname: 'Fernández',
      motherLastname: 'Soto',
    });
    const study = await studyWithFiles(server, lab.token, patient.id);
    return { lab, doctor, patient, study };
  }

  describe('el doctor lee el expediente de su paciente; otro doctor lo intenta', () => {
    let lab: { id: number; token: string };
    let doctor: { id: number; token: string };
    let patient: { id: number; token: string };
    let study: StudyResult;
    beforeAll(async () => {
      ({ lab, doctor, patient, study } = await pacienteConEstudio());
    });

    it('el doctor consulta el expediente, la lista de estudios y un estudio: tres registros permitidos con la paciente, su nombre, la dirección y el navegador', async () => {
      for (const [query, id] of [
        [PATIENT, patient.id],
        [STUDIES, patient.id],
        [STUDY, study.id],
      ] as const) {
        const answer = await ask(query, { id: String(id) }, doctor.token);
        expect(answer.errors, query).toBeUndefined();
      }
      const entries = await entriesOf(doctor.id);
      expect(entries.map(shape)).toEqual([
        {
          action: 'patient_read',
          allowed: true,
          patientId: patient.id,
          studyId: null,
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'study_list_read',
          allowed: true,
          patientId: patient.id,
          studyId: null,
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'study_read',
          allowed: true,
          patientId: patient.id,
          studyId: Number(study.id),
          fileId: null,
          chatMessageId: null,
        },
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({
          userName: 'Ernesto Ruiz',
          patientName: 'Lucía Fernández Soto',
          ip: '127.0.0.1',
          userAgent: navegador,
        });
      }
    });

    it('el doctor 2 pide la misma paciente, su lista, el estudio, un archivo y el ZIP: recibe NOT_FOUND y quedan rechazos con su usuario y los ids que pidió', async () => {
      const intruder = await server.signedIn('doctor', { name: 'Octavio', lastname: 'Paz' });
      for (const [query, id] of [
        [PATIENT, patient.id],
        [STUDIES, patient.id],
        [STUDY, study.id],
      ] as const) {
        const answer = await ask(query, { id: String(id) }, intruder.token);
        expect(answer.data ?? null, query).toBeNull();
        expect(
          answer.errors!.map((error) => [error.extensions.code, error.message]),
          query,
        ).toEqual([['NOT_FOUND', messages.notFound]]);
      }
      for (const url of [study.files[0].url, `${study.files[1].url}?download=1`, study.zipUrl]) {
        expect((await server.inject({ method: 'GET', url, headers: bearer(intruder.token) })).statusCode, url).toBe(
          404,
        );
      }
      const entries = await entriesOf(intruder.id);
      expect(entries.map(shape)).toEqual([
        {
          action: 'patient_read',
          allowed: false,
          patientId: patient.id,
          studyId: null,
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'study_list_read',
          allowed: false,
          patientId: patient.id,
          studyId: null,
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'study_read',
          allowed: false,
          patientId: null,
          studyId: Number(study.id),
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'view',
          allowed: false,
          patientId: null,
          studyId: null,
          fileId: Number(study.files[0].id),
          chatMessageId: null,
        },
        {
          action: 'download',
          allowed: false,
          patientId: null,
          studyId: null,
          fileId: Number(study.files[1].id),
          chatMessageId: null,
        },
        {
          action: 'download',
          allowed: false,
          patientId: null,
          studyId: Number(study.id),
          fileId: null,
          chatMessageId: null,
        },
      ]);
      // A refusal names only what was asked: the file's name stays out of the record.
      expect(
        entries.every(
          (entry) => entry.fileName === null && entry.userName === 'Octavio Paz' && entry.ip === '127.0.0.1',
        ),
      ).toBe(true);
    });

    it('ids que no pueden ser de nadie ("abc", fuera del rango de int) se rechazan antes de cualquier servicio y no llegan al registro', async () => {
      const intruder = await server.signedIn('doctor');
      for (const id of ['abc', '99999999999', '0', '-4']) {
        for (const query of [PATIENT, STUDIES, STUDY]) {
          const answer = await ask(query, { id }, intruder.token);
          expect(
            answer.errors?.map((error) => [error.extensions.code, error.message]),
            `${query} ${id}`,
          ).toEqual([['BAD_USER_INPUT', messages.idInvalid]]);
        }
        for (const url of [`/files/${id}`, `/studies/${id}/zip`, `/chat-files/${id}`]) {
          expect((await server.inject({ method: 'GET', url, headers: bearer(intruder.token) })).statusCode, url).toBe(
            404,
          );
        }
      }
      expect(await entriesOf(intruder.id)).toEqual([]);
    });

    it('la paciente lee sus propios estudios (myStudies y study) y abre un archivo: también queda registrado, como lectura de su propio expediente', async () => {
      expect((await ask('{ myStudies { edges { node { id } } } }', {}, patient.token)).errors).toBeUndefined();
      expect((await ask(STUDY, { id: study.id }, patient.token)).errors).toBeUndefined();
      expect(
        (await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(patient.token) })).statusCode,
      ).toBe(200);
      expect((await entriesOf(patient.id)).map(shape)).toEqual([
        {
          action: 'study_list_read',
          allowed: true,
          patientId: patient.id,
          studyId: null,
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'study_read',
          allowed: true,
          patientId: patient.id,
          studyId: Number(study.id),
          fileId: null,
          chatMessageId: null,
        },
        {
          action: 'view',
          allowed: true,
          patientId: patient.id,
          studyId: Number(study.id),
          fileId: Number(study.files[0].id),
          chatMessageId: null,
        },
      ]);
      // The laboratory's uploads carry the patient too.
      const uploads = (await entriesOf(lab.id)).filter((entry) => entry.action === 'upload');
      expect(uploads.map((entry) => [entry.action, entry.patientId, entry.fileName])).toEqual([
        ['upload', patient.id, 'panoramica.png'],
        ['upload', patient.id, 'reporte.pdf'],
      ]);
    });

    it('el registro del estudio (studyAccessLog) sigue mostrando solo la actividad de sus archivos', async () => {
      // An administrator of its own reads the record and opens a file: both are in the access log,
      // only the file's view is in the study's log.
      const admin = await server.signedIn('admin');
      expect((await ask(STUDY, { id: study.id }, admin.token)).errors).toBeUndefined();
      expect(
        (await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(admin.token) })).statusCode,
      ).toBe(200);
      expect((await entriesOf(admin.id)).map((entry) => entry.action)).toEqual(['study_read', 'view']);
      const answer = await ask(
        'query ($id: ID!) { studyAccessLog(studyId: $id) { action userId } }',
        { id: study.id },
        admin.token,
      );
      const actions = (answer.data!.studyAccessLog as { action: string; userId: string }[]).map(
        (entry) => `${entry.action} ${entry.userId}`,
      );
      expect(actions.filter((action) => !action.startsWith('FILE_'))).toEqual([]);
      expect(actions.filter((action) => action.startsWith('FILE_UPLOAD'))).toEqual([
        `FILE_UPLOAD ${lab.id}`,
        `FILE_UPLOAD ${lab.id}`,
      ]);
      expect(actions.filter((action) => action.endsWith(` ${admin.id}`))).toEqual([`FILE_VIEW ${admin.id}`]);
    });
  });

  describe('adjuntos del chat', () => {
    const sendAttachment = async (token: string, chatId: string) => {
      const upload = await graphqlUpload(
        SEND_MESSAGE,
        { chatId, text: 'Su radiografía' },
        { field: 'attachment', name: 'radiografia.png', bytes: png },
      );
      const response = await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...upload.headers, ...bearer(token) },
        payload: upload.payload,
      });
      return (response.json() as { data: { sendChatMessage: ChatMessage } }).data.sendChatMessage;
    };

    it('la descarga de un adjunto queda registrada con la paciente del chat; la de un extraño, rechazada con el mensaje que pidió; un HEAD no descarga nada', async () => {
      const doctor = await server.signedIn('doctor');
      const lucia = await server.signedIn('patient', {
        doctorId: doctor.id,
        name: 'Lucía',
        lastname: 'Adjunto',
        motherLastname: '',
      });
      const office = await server.signedIn('office-admin');
      const message = await sendAttachment(office.token, await openChat(server, office.token, lucia.id));

      const download = await server.inject({
        method: 'GET',
        url: message.attachment!.url,
        headers: { ...bearer(doctor.token), 'user-agent': navegador },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(png)).toBe(true);
      const [entry] = await entriesOf(doctor.id);
      expect(entry).toMatchObject({
        action: 'chat_attachment_download',
        allowed: true,
        patientId: lucia.id,
        patientName: 'Lucía Adjunto',
        chatMessageId: Number(message.id),
        fileName: 'radiografia.png',
        studyId: null,
        fileId: null,
        userAgent: navegador,
      });

      const stranger = await server.signedIn('patient');
      expect(
        (await server.inject({ method: 'GET', url: message.attachment!.url, headers: bearer(stranger.token) }))
          .statusCode,
      ).toBe(404);
      expect((await entriesOf(stranger.id)).map(shape)).toEqual([
        {
          action: 'chat_attachment_download',
          allowed: false,
          patientId: null,
          studyId: null,
          fileId: null,
          chatMessageId: Number(message.id),
        },
      ]);

      const head = await server.inject({ method: 'HEAD', url: message.attachment!.url, headers: bearer(lucia.token) });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload).toHaveLength(0);
      expect(await entriesOf(lucia.id)).toEqual([]);
      expect((await server.inject({ method: 'GET', url: message.attachment!.url })).statusCode).toBe(401);
    });
  });

  it('el tablero de control no cuenta las lecturas de expediente ni los intentos rechazados; sí la consulta de un archivo', async () => {
    const { lab, doctor, patient, study } = await pacienteConEstudio();
    const viewedToday = async (token: string) => {
      const answer = await ask(BOARD, {}, token);
      return (answer.data!.controlBoard as { viewed: { count: number }[] }).viewed.at(-1)!.count;
    };
    expect(await viewedToday(lab.token)).toBe(0);
    expect(await viewedToday(doctor.token)).toBe(0);

    for (const [query, id] of [
      [PATIENT, patient.id],
      [STUDIES, patient.id],
      [STUDY, study.id],
    ] as const) {
      expect((await ask(query, { id: String(id) }, doctor.token)).errors).toBeUndefined();
    }
    const intruder = await server.signedIn('doctor');
    for (const url of [study.zipUrl, study.files[0].url]) {
      expect((await server.inject({ method: 'GET', url, headers: bearer(intruder.token) })).statusCode).toBe(404);
    }
    const refused = await server.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(study.id)), eq(accessLog.allowed, false)));
    expect(refused.map((entry) => entry.action)).toEqual(['download']);
    expect(await viewedToday(lab.token)).toBe(0);
    expect(await viewedToday(doctor.token)).toBe(0);

    expect(
      (await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(patient.token) })).statusCode,
    ).toBe(200);
    expect(await viewedToday(lab.token)).toBe(1);
    expect(await viewedToday(doctor.token)).toBe(1);
  });
});
