import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { newTag } from '../../support/users.js';
import {
  ANSWER,
  ASSIGN,
  ASSIGNEES,
  CLOSE,
  createWithFile,
  DESK,
  FOLLOW_UP,
  MINE,
  png,
  REOPEN,
  requestRow,
  type Person,
  type SupportRequest,
  supportApi,
} from './support-requests.js';

type DeskPage = {
  totalCount: number;
  counts: { open: number; inProgress: number; closed: number };
  edges: { node: SupportRequest }[];
};

describe(`solicitudes de soporte: de abierta a cerrada, con el correo de la respuesta (${databaseKind()})`, () => {
  let server: TestServer;
  let api: ReturnType<typeof supportApi>;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://portal.lab.mx' });
    api = supportApi(server);
  });
  afterAll(() => server.close());

  const desk = async (token: string, variables: Record<string, unknown>) =>
    (await api.ok<{ supportRequests: DeskPage }>(DESK, variables, token)).supportRequests;
  const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);
  const refusal = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await server.gql(query, variables, token)).errors?.[0];
  const personOf = (user: { id: number }) => expect.objectContaining({ id: String(user.id) }) as unknown as Person;

  it('la doctora Martha envía una solicitud; recepción la asigna, el laboratorio responde por correo, la cierran y la reabren', async () => {
    const tag = newTag();
    const martha = await server.signedIn('doctor', { name: 'Martha' });
    const admin = await server.signedIn('admin', { name: 'Ana' });
    const lab = await server.signedIn('laboratory', { name: 'Rocío', lastname: tag });

    const sent = await api.create(martha.token, {
      subject: `Factura de marzo ${tag}`,
      message: 'No recibí mi factura.',
    });
    expect(sent).toMatchObject({
      state: 'OPEN',
      requester: { id: String(martha.id), role: 'DOCTOR' },
      replies: [],
      assignee: null,
    });

    // Under "Abiertos", with the tabs' counts for this search.
    let page = await desk(admin.token, { state: 'OPEN', search: tag });
    expect(page.edges.map((edge) => edge.node.id)).toEqual([sent.id]);
    expect(page.counts).toEqual({ open: 1, inProgress: 0, closed: 0 });

    // The chooser finds the lab member; assigning moves it to "En proceso".
    const found = await api.ok<{ supportAssignees: Person[] }>(ASSIGNEES, { search: tag }, admin.token);
    expect(found.supportAssignees).toEqual([
      { id: String(lab.id), fullName: `Rocío ${tag} Materno`, role: 'LABORATORY' },
    ]);
    const assigned = (
      await api.ok<{ assignSupportRequest: SupportRequest }>(ASSIGN, { id: sent.id, assigneeId: lab.id }, admin.token)
    ).assignSupportRequest;
    expect(assigned).toMatchObject({ state: 'IN_PROGRESS', assignee: personOf(lab), assignedBy: personOf(admin) });
    expect(assigned.assignedAt).not.toBeNull();
    page = await desk(admin.token, { search: tag });
    expect(page.counts).toEqual({ open: 0, inProgress: 1, closed: 0 });
    expect((await desk(admin.token, { state: 'OPEN', search: tag })).edges).toEqual([]);

    // The answer is stored, shown to Martha and emailed to her.
    const answer = 'Ya te la reenviamos a tu correo registrado.';
    const answered = await api.answer(lab.token, sent.id, answer);
    expect(answered.replies).toEqual([
      expect.objectContaining({ message: answer, fromSupport: true, author: personOf(lab) }),
    ]);
    const [mail] = await mailsTo(martha.email);
    expect(mail.subject).toBe(`Respuesta a tu solicitud de soporte: Factura de marzo ${tag}`);
    expect(mail.text).toContain('Hola, Martha:');
    expect(mail.text).toContain(`El equipo de soporte respondió tu solicitud «Factura de marzo ${tag}»:`);
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain(`Ver mi solicitud: https://portal.lab.mx/soporte/${sent.id}`);
    expect(mail.html).toContain('<html lang="es-MX" dir="ltr">');

    const [mine] = await api.mine(martha.token);
    expect(mine).toMatchObject({
      id: sent.id,
      state: 'IN_PROGRESS',
      replies: [{ message: answer, fromSupport: true }],
    });

    // Martha writes again: a follow-up, the state stays.
    const followed = (
      await api.ok<{ addSupportMessage: SupportRequest }>(
        FOLLOW_UP,
        { id: sent.id, message: '¡Gracias! Ya llegó.' },
        martha.token,
      )
    ).addSupportMessage;
    expect(followed.state).toBe('IN_PROGRESS');
    expect(followed.replies.map((reply) => [reply.fromSupport, reply.message])).toEqual([
      [true, answer],
      [false, '¡Gracias! Ya llegó.'],
    ]);

    // Closed: who and when; nobody writes in it any more.
    const closed = (await api.ok<{ closeSupportRequest: SupportRequest }>(CLOSE, { id: sent.id }, lab.token))
      .closeSupportRequest;
    expect(closed).toMatchObject({ state: 'CLOSED', closedBy: personOf(lab) });
    expect(await refusal(FOLLOW_UP, { id: sent.id, message: 'Una cosa más' }, martha.token)).toMatchObject({
      message: portalMessages.supportRequestClosed,
      extensions: { code: 'CONFLICT' },
    });
    for (const [query, variables] of [
      [ANSWER, { id: sent.id, message: 'Otra respuesta' }],
      [ASSIGN, { id: sent.id, assigneeId: admin.id }],
    ] as const)
      expect(await refusal(query, variables, admin.token)).toMatchObject({
        message: portalMessages.supportRequestClosedForStaff,
        extensions: { code: 'CONFLICT' },
      });
    const closedAgain = (await api.ok<{ closeSupportRequest: SupportRequest }>(CLOSE, { id: sent.id }, admin.token))
      .closeSupportRequest;
    expect(closedAgain).toMatchObject({ closedBy: personOf(lab), closedAt: closed.closedAt });
    expect((await requestRow(server, sent.id)).assigneeId).toBe(lab.id);
    expect((await mailsTo(martha.email)).length).toBe(1);
    expect((await desk(admin.token, { search: tag })).counts).toEqual({ open: 0, inProgress: 0, closed: 1 });
    expect((await api.mine(martha.token))[0].state).toBe('CLOSED');

    // Reopened: back with the one who had it, the close kept for the history.
    const reopened = (await api.ok<{ reopenSupportRequest: SupportRequest }>(REOPEN, { id: sent.id }, admin.token))
      .reopenSupportRequest;
    expect(reopened).toMatchObject({
      state: 'IN_PROGRESS',
      assignee: personOf(lab),
      reopenedBy: personOf(admin),
      closedBy: personOf(lab),
    });
    expect(reopened.reopenedAt).not.toBeNull();
    await api.ok(FOLLOW_UP, { id: sent.id, message: 'Una cosa más' }, martha.token);
  });

  it('el paciente que escribe desde la app: quien responde sin asignación la toma, y el correo lleva a su área', async () => {
    const tag = newTag();
    const paciente = await server.signedIn('patient', { name: 'Jorge' });
    const office = await server.signedIn('office-admin');
    const sent = await api.create(paciente.token, { subject: `Cita ${tag}`, message: '¿Puedo cambiar mi cita?' });
    const answered = await api.answer(office.token, sent.id, 'Sí, llámanos al 55 1234 5678.');
    expect(answered).toMatchObject({ state: 'IN_PROGRESS', assignee: personOf(office), assignedBy: personOf(office) });
    const [mail] = await mailsTo(paciente.email);
    expect(mail.text).toContain(`https://portal.lab.mx/paciente/soporte/${sent.id}`);

    // What the app reads: the request with the answer.
    const [mine] = await api.mine(paciente.token);
    expect(mine.replies).toEqual([
      expect.objectContaining({
        message: 'Sí, llámanos al 55 1234 5678.',
        fromSupport: true,
        author: personOf(office),
      }),
    ]);
  });

  it('una solicitud cerrada sin asignar vuelve a «Abierto» al reabrirse; reabrir una abierta no cambia nada', async () => {
    const doctor = await server.signedIn('doctor');
    const admin = await server.signedIn('admin');
    const sent = await api.create(doctor.token, { subject: 'Duda', message: 'Una duda' });
    const same = (await api.ok<{ reopenSupportRequest: SupportRequest }>(REOPEN, { id: sent.id }, admin.token))
      .reopenSupportRequest;
    expect(same).toMatchObject({ state: 'OPEN', reopenedBy: null, reopenedAt: null });
    await api.ok(CLOSE, { id: sent.id }, admin.token);
    const reopened = (await api.ok<{ reopenSupportRequest: SupportRequest }>(REOPEN, { id: sent.id }, admin.token))
      .reopenSupportRequest;
    expect(reopened).toMatchObject({ state: 'OPEN', assignee: null, reopenedBy: personOf(admin) });
  });

  it('la doctora en inglés recibe la respuesta con el formato de su idioma', async () => {
    const doctor = await server.signedIn('doctor', { name: 'Martha' });
    const lab = await server.signedIn('laboratory');
    await api.ok('mutation { setPreferredLocale(locale: EN) { id } }', {}, doctor.token);
    const sent = await api.create(doctor.token, { subject: 'Invoice', message: 'Where is my invoice?' });
    await api.answer(lab.token, sent.id, 'We sent it again.');
    const [mail] = await mailsTo(doctor.email);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('We sent it again.');
  });

  it('mis solicitudes van de la actividad más reciente a la más antigua, por páginas', async () => {
    const doctor = await server.signedIn('doctor');
    const lab = await server.signedIn('laboratory');
    const first = await api.create(doctor.token, { subject: 'Primera', message: 'Uno' });
    const second = await api.create(doctor.token, { subject: 'Segunda', message: 'Dos' });
    const third = await api.create(doctor.token, { subject: 'Tercera', message: 'Tres' });
    // An answer moves the first one to the top.
    await api.answer(lab.token, first.id, 'Respuesta');
    type Mine = {
      mySupportRequests: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: SupportRequest }[];
      };
    };
    const one = (await api.ok<Mine>(MINE, { first: 2 }, doctor.token)).mySupportRequests;
    expect(one.totalCount).toBe(3);
    expect(one.edges.map((edge) => edge.node.id)).toEqual([first.id, third.id]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await api.ok<Mine>(MINE, { first: 2, after: one.pageInfo.endCursor }, doctor.token)).mySupportRequests;
    expect(two.edges.map((edge) => edge.node.id)).toEqual([second.id]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect((await server.gql(MINE, { after: 'otra-lista' }, doctor.token)).errors?.[0]).toMatchObject({
      message: messages.cursorInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });

  it('al eliminar la cuenta del paciente, sus solicitudes y el archivo adjunto se van con ella', async () => {
    const admin = await server.signedIn('admin');
    const patient = await server.signedIn('patient');
    const sent = await createWithFile(
      server,
      patient.token,
      { subject: 'Adjunto', message: 'Mi captura' },
      { name: 'captura.png', bytes: png },
    );
    const { id } = sent.data!.createSupportRequest;
    const key = (await requestRow(server, id)).attachmentKey!;
    await access(join(server.dataDir, 'files', key));
    await api.ok('mutation ($id: ID!) { deleteUser(id: $id) }', { id: patient.id }, admin.token);
    expect(await requestRow(server, id)).toBeUndefined();
    await expect(access(join(server.dataDir, 'files', key))).rejects.toThrow();
  });
});
