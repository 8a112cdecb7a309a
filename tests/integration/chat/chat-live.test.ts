import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  type ChatMessage,
  collect,
  MARK_READ,
  MESSAGE_ADDED,
  observedEventBus,
  openChat,
  sendMessage,
  UNREAD_CHANGED,
  type UnreadChats,
} from '../../support/chat.js';
import { listenLocally, socketClient } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/src/users/users.tables.js';
import { activityChannel, chatChannel } from '../../../server/src/chat/chat.service.js';

type Added = { chatMessageAdded: ChatMessage };
type Unread = { unreadChatsChanged: UnreadChats };

describe(`chat en vivo por graphql-ws (${databaseKind()})`, () => {
  let server: TestServer;
  let address: string;
  const events = observedEventBus();
  const clients: Client[] = [];
  const connect = (token: string) => {
    const client = socketClient(address, token);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    server = await startTestServer({}, { events: events.bus });
    address = await listenLocally(server.app);
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await server.close();
  });

  async function consultorio() {
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const office = await server.signedIn('office-admin', { name: 'Recepción' });
    return { doctor, patient, office, chatId: await openChat(server, office.token, patient.id) };
  }

  it('la recepción y la paciente, suscritas al chat, reciben el mensaje de la paciente; isMessageOwner según quién lo ve', async () => {
    const { patient, office, chatId } = await consultorio();
    const channel = chatChannel(Number(chatId));
    const officeListens = events.nextListener(channel);
    const atOffice = collect<Added>(connect(office.token), MESSAGE_ADDED, { chatId });
    await officeListens;
    const patientListens = events.nextListener(channel);
    const atPatient = collect<Added>(connect(patient.token), MESSAGE_ADDED, { chatId });
    await patientListens;

    const sent = await sendMessage(server, patient.token, chatId, '¿Ya puedo recoger mis estudios?');
    const received = await atOffice.until((result) => result.data?.chatMessageAdded.id === sent.id);
    expect(received.errors).toBeUndefined();
    expect(received.data!.chatMessageAdded).toEqual({ ...sent, isMessageOwner: false, newDay: true });
    expect(
      (await atPatient.until((result) => result.data?.chatMessageAdded.id === sent.id)).data!.chatMessageAdded,
    ).toMatchObject({ text: '¿Ya puedo recoger mis estudios?', authorName: 'Lucía Apellido', isMessageOwner: true });

    const answer = await sendMessage(server, office.token, chatId, 'Sí, desde las 9:00');
    expect(
      (await atPatient.until((result) => result.data?.chatMessageAdded.id === answer.id)).data!.chatMessageAdded,
    ).toMatchObject({
      text: 'Sí, desde las 9:00',
      authorName: 'Recepción Apellido',
      isMessageOwner: false,
      newDay: false,
    });
    expect(
      (await atOffice.until((result) => result.data?.chatMessageAdded.id === answer.id)).data!.chatMessageAdded
        .isMessageOwner,
    ).toBe(true);
    expect(atOffice.results.map((result) => result.data?.chatMessageAdded.text)).toEqual([
      '¿Ya puedo recoger mis estudios?',
      'Sí, desde las 9:00',
    ]);
  });

  it('cada suscriptor recibe los campos que pidió, y al cancelar deja de escuchar el chat', async () => {
    const { doctor, patient, office, chatId } = await consultorio();
    const channel = chatChannel(Number(chatId));
    const officeListens = events.nextListener(channel);
    const atOffice = collect<Added>(connect(office.token), MESSAGE_ADDED, { chatId });
    await officeListens;
    const doctorListens = events.nextListener(channel);
    const brief = 'subscription ($chatId: ID!) { chatMessageAdded(chatId: $chatId) { id text } }';
    const atDoctor = collect<{ chatMessageAdded: { id: string; text: string } }>(connect(doctor.token), brief, {
      chatId,
    });
    await doctorListens;
    expect(events.listeners(channel)).toBe(2);

    const sent = await sendMessage(server, patient.token, chatId, 'Adjunto mi receta');
    expect(
      (await atDoctor.until((result) => result.data?.chatMessageAdded.id === sent.id)).data!.chatMessageAdded,
    ).toEqual({ id: sent.id, text: 'Adjunto mi receta' });
    expect(
      (await atOffice.until((result) => result.data?.chatMessageAdded.id === sent.id)).data!.chatMessageAdded,
    ).toEqual({ ...sent, isMessageOwner: false });

    atDoctor.unsubscribe();
    await expect.poll(() => events.listeners(channel)).toBe(1);
  });

  it('un mensaje de otro chat no llega a quien no está suscrito a él', async () => {
    const first = await consultorio();
    const second = await consultorio();
    const listens = events.nextListener(chatChannel(Number(first.chatId)));
    const atOffice = collect<Added>(connect(first.office.token), MESSAGE_ADDED, { chatId: first.chatId });
    await listens;
    await sendMessage(server, second.patient.token, second.chatId, 'Esto es de otro chat');
    const mine = await sendMessage(server, first.patient.token, first.chatId, 'Esto sí');
    await atOffice.until((result) => result.data?.chatMessageAdded.id === mine.id);
    expect(atOffice.results.map((result) => result.data?.chatMessageAdded.text)).toEqual(['Esto sí']);
  });

  it('un paciente no puede suscribirse al chat de otra paciente', async () => {
    const { patient, chatId } = await consultorio();
    const andres = await server.signedIn('patient', { name: 'Andrés' });
    const intruder = collect<Added>(connect(andres.token), MESSAGE_ADDED, { chatId });
    const refused = await intruder
      .until((result) => result.errors !== undefined)
      .catch((error: unknown) => ({ errors: error as unknown[] }));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: messages.notFound,
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);

    await sendMessage(server, patient.token, chatId, 'Privado');
    expect(intruder.results.some((result) => result.data)).toBe(false);
  });

  it('el doctor deja de recibir los mensajes de una paciente que pasa a otro doctor', async () => {
    const { doctor, patient, chatId } = await consultorio();
    const channel = chatChannel(Number(chatId));
    const doctorListens = events.nextListener(channel);
    const atDoctor = collect<Added>(connect(doctor.token), MESSAGE_ADDED, { chatId });
    await doctorListens;
    const before = await sendMessage(server, patient.token, chatId, 'Antes del cambio');
    await atDoctor.until((result) => result.data?.chatMessageAdded.id === before.id);

    const otherDoctor = await server.signedIn('doctor');
    await server.db.update(users).set({ doctorId: otherDoctor.id }).where(eq(users.id, patient.id));
    await sendMessage(server, patient.token, chatId, 'Después del cambio');
    await expect(
      atDoctor.until((result) => result.data?.chatMessageAdded.text === 'Después del cambio'),
    ).rejects.toThrow(/terminó/);
    expect(atDoctor.completed).toBe(true);
  });

  it('unreadChatsChanged da al personal el nuevo total cuando la paciente escribe, y cero después de markChatRead', async () => {
    const { doctor, patient, office, chatId } = await consultorio();
    const doctorListens = events.nextListener(activityChannel);
    const atDoctor = collect<Unread>(connect(doctor.token), UNREAD_CHANGED);
    await doctorListens;
    const officeListens = events.nextListener(activityChannel);
    const atOffice = collect<Unread>(connect(office.token), UNREAD_CHANGED);
    await officeListens;
    const entryOf = (result: { data?: Unread | null }) =>
      result.data?.unreadChatsChanged.chats.find((chat) => chat.chatId === chatId);

    await sendMessage(server, patient.token, chatId, 'Hola');
    // The doctor sees only their own patients, so their total is exact.
    expect(
      (await atDoctor.until((result) => result.data?.unreadChatsChanged.total === 1)).data!.unreadChatsChanged,
    ).toEqual({ total: 1, chats: [{ chatId, unreadCount: 1 }] });
    await atOffice.until((result) => entryOf(result)?.unreadCount === 1);
    await sendMessage(server, patient.token, chatId, '¿Me ayudan con mi cita?');
    await atDoctor.until((result) => result.data?.unreadChatsChanged.total === 2);
    // The office sees every patient's chat: this one's entry counts her two messages.
    await atOffice.until((result) => entryOf(result)?.unreadCount === 2);

    const beforeRead = atDoctor.results.length;
    expect((await server.gql(MARK_READ, { chatId }, doctor.token)).data).toEqual({ markChatRead: true });
    expect((await atDoctor.until(() => true, beforeRead)).data!.unreadChatsChanged).toEqual({ total: 0, chats: [] });

    const officeBeforeRead = atOffice.results.length;
    await server.gql(MARK_READ, { chatId }, office.token);
    expect(entryOf(await atOffice.until(() => true, officeBeforeRead))).toBeUndefined();
    // The doctor's reading changed nothing for the office, so the office was not told about it.
    expect(atOffice.results.slice(0, officeBeforeRead).map(entryOf)).toEqual([
      { chatId, unreadCount: 1 },
      { chatId, unreadCount: 2 },
    ]);
    expect(atDoctor.results.map((result) => result.data!.unreadChatsChanged.total)).toEqual([1, 2, 0]);
  });

  it('la paciente recibe su propio contador cuando la recepción le contesta', async () => {
    const { patient, office, chatId } = await consultorio();
    const listens = events.nextListener(activityChannel);
    const atPatient = collect<Unread>(connect(patient.token), UNREAD_CHANGED);
    await listens;
    await sendMessage(server, office.token, chatId, 'Su cita quedó el martes');
    expect((await atPatient.until(() => true)).data!.unreadChatsChanged).toEqual({
      total: 1,
      chats: [{ chatId, unreadCount: 1 }],
    });
    await server.gql(MARK_READ, { chatId }, patient.token);
    expect((await atPatient.until(() => true, 1)).data!.unreadChatsChanged).toEqual({ total: 0, chats: [] });
  });
});
