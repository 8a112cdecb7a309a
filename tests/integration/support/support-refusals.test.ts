import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { ANSWER, ASSIGN, CREATE, createWithFile, FOLLOW_UP, png, storedFor, supportApi } from './support-requests.js';

const MiB = 1024 * 1024;

describe(`solicitudes de soporte: lo que se rechaza no guarda nada (${databaseKind()})`, () => {
  let server: TestServer;
  let api: ReturnType<typeof supportApi>;
  beforeAll(async () => {
    // 1 MB, so the oversize case stays small.
    server = await startTestServer({ fileSizeLimitMb: 1 });
    api = supportApi(server);
  });
  afterAll(() => server.close());

  const supportFiles = async () =>
    (await readdir(join(server.dataDir, 'files', 'support'), { recursive: true }).catch(() => [])).filter((name) =>
      name.includes('.'),
    );
  const expectRefused = (
    result: { errors?: { message: string; extensions?: Record<string, unknown> }[] },
    field: string,
    message: string,
    code = 'BAD_USER_INPUT',
  ) => expect(result.errors?.[0]).toMatchObject({ message, extensions: { code, field } });

  it.each([
    ['subject', { subject: '   ', message: 'No puedo ver mi estudio' }, portalMessages.supportSubjectRequired],
    ['subject', { subject: 'x'.repeat(121), message: 'No puedo ver mi estudio' }, portalMessages.supportSubjectMax],
    ['message', { subject: 'Mi estudio', message: '' }, portalMessages.supportMessageRequired],
    ['message', { subject: 'Mi estudio', message: 'x'.repeat(2001) }, portalMessages.supportMessageMax],
  ])('el doctor envía %s inválido: el mensaje en español y no se guarda nada', async (field, input, message) => {
    const doctor = await server.signedIn('doctor');
    const result = await server.gql(CREATE, { input }, doctor.token);
    expect(result).toMatchObject({ status: 200, data: null });
    expectRefused(result, field, message);
    expect(await storedFor(server, [doctor.id])).toEqual({ requests: [], replies: [] });
  });

  it('120 caracteres de asunto y 2000 de mensaje sí se aceptan', async () => {
    const patient = await server.signedIn('patient');
    const sent = await api.create(patient.token, { subject: 'a'.repeat(120), message: 'b'.repeat(2000) });
    expect(sent).toMatchObject({ state: 'OPEN', subject: 'a'.repeat(120) });
  });

  it('un texto que no es imagen, PDF, video ni audio se rechaza y ni la fila ni el archivo quedan', async () => {
    const patient = await server.signedIn('patient');
    const before = await supportFiles();
    const result = await createWithFile(
      server,
      patient.token,
      { subject: 'Adjunto', message: 'Les mando mi archivo' },
      { name: 'notas.png', bytes: Buffer.from('esto no es una imagen, solo texto') },
    );
    expectRefused(result, 'attachment', portalMessages.supportAttachmentInvalid);
    expect(await storedFor(server, [patient.id])).toEqual({ requests: [], replies: [] });
    expect(await supportFiles()).toEqual(before);
  });

  it('un archivo de más de 1 MB se rechaza con «El archivo supera el tamaño máximo permitido»', async () => {
    const patient = await server.signedIn('patient');
    const before = await supportFiles();
    const big = Buffer.concat([png, Buffer.alloc(MiB + 10)]);
    const result = await createWithFile(
      server,
      patient.token,
      { subject: 'Adjunto grande', message: 'Les mando mi radiografía' },
      { name: 'grande.png', bytes: big },
    );
    expectRefused(result, 'attachment', messages.fileTooLarge);
    expect(await storedFor(server, [patient.id])).toEqual({ requests: [], replies: [] });
    expect(await supportFiles()).toEqual(before);
  });

  it('un asunto vacío con archivo válido no deja el archivo guardado', async () => {
    const patient = await server.signedIn('patient');
    const before = await supportFiles();
    const result = await createWithFile(
      server,
      patient.token,
      { subject: '', message: 'Hola' },
      { name: 'foto.png', bytes: png },
    );
    expectRefused(result, 'subject', portalMessages.supportSubjectRequired);
    expect(await supportFiles()).toEqual(before);
  });

  it('respuestas y seguimientos vacíos o demasiado largos se rechazan y la conversación no cambia', async () => {
    const doctor = await server.signedIn('doctor');
    const lab = await server.signedIn('laboratory');
    const sent = await api.create(doctor.token, { subject: 'Factura', message: 'Necesito mi factura' });
    const before = await storedFor(server, [doctor.id]);
    expectRefused(
      await server.gql(ANSWER, { id: sent.id, message: ' ' }, lab.token),
      'message',
      portalMessages.supportMessageRequired,
    );
    expectRefused(
      await server.gql(FOLLOW_UP, { id: sent.id, message: 'x'.repeat(2001) }, doctor.token),
      'message',
      portalMessages.supportMessageMax,
    );
    expect(await storedFor(server, [doctor.id])).toEqual(before);
  });

  it('asignar a un doctor, a un paciente o a una cuenta desactivada se rechaza y la solicitud sigue abierta', async () => {
    const doctor = await server.signedIn('doctor');
    const admin = await server.signedIn('admin');
    const inactive = await server.signedIn('office-admin');
    await server.gql('mutation ($id: ID!) { deactivateUser(id: $id) { id } }', { id: inactive.id }, admin.token);
    const patient = await server.signedIn('patient');
    const sent = await api.create(doctor.token, { subject: 'Acceso', message: 'No puedo entrar' });
    const before = await storedFor(server, [doctor.id]);
    for (const assigneeId of [doctor.id, patient.id, inactive.id, 99_999_999]) {
      const result = await server.gql(ASSIGN, { id: sent.id, assigneeId }, admin.token);
      expectRefused(result, 'assigneeId', portalMessages.supportAssigneeInvalid);
    }
    const malformed = await server.gql(ASSIGN, { id: sent.id, assigneeId: 'abc' }, admin.token);
    expect(malformed.errors?.[0]).toMatchObject({
      message: messages.idInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await storedFor(server, [doctor.id])).toEqual(before);
  });
});
