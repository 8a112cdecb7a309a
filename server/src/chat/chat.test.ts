import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatMessage, MARK_READ, openChat, sendMessage, unreadOf } from '../../../tests/support/chat.js';
import { createUser } from '../../../tests/support/factories.js';
import { captureLogs } from '../../../tests/support/hardening.js';
import { multipartForm } from '../../../tests/support/multipart.js';
import { databaseKind } from '../../../tests/support/test-database.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import { createLocalEventBus } from '../events/event-bus.js';

type Page = { totalMessage: number; data: ChatMessage[] };
const day = /^\d{4}-\d{2}-\d{2}$/;
const hour = /^\d{2}:\d{2}$/;

describe(`chat entre el personal y los pacientes (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A doctor with one patient, and the office staff, all signed in. */
  async function consultorio() {
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const office = await server.signedIn('office-admin', { name: 'Recepción' });
    return { doctor, patient, office };
  }
  const page = async (token: string, chatId: string, perPage?: number) => {
    const result = await server.gql<{ chatMessages: Page }>(CHAT_MESSAGES, { chatId, perPage }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.chatMessages;
  };
  const rest = (token: string, method: 'GET' | 'POST', url: string, form?: Awaited<ReturnType<typeof multipartForm>>) =>
    server.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...form?.headers }, payload: form?.payload });

  it('la recepción abre el chat de Lucía, le escribe por GraphQL y ella contesta; cada quien ve sus mensajes como propios', async () => {
    const { patient, office } = await consultorio();
    const chatId = await openChat(server, office.token, patient.id);
    expect(await openChat(server, patient.token, patient.id)).toBe(chatId);

    const sent = await sendMessage(server, office.token, chatId, '  Buenos días, sus estudios ya están listos  ');
    expect(sent).toMatchObject({ chatId, message: 'Buenos días, sus estudios ya están listos', isMessageOwner: true, user: 'Recepción Apellido', document: null });
    expect(sent.daySend).toMatch(day);
    expect(sent.hourSend).toMatch(hour);
    await sendMessage(server, patient.token, chatId, 'Gracias, paso por ellos mañana');

    const seenByPatient = await page(patient.token, chatId);
    expect(seenByPatient.totalMessage).toBe(2);
    expect(seenByPatient.data.map(({ message, user, isMessageOwner }) => ({ message, user, isMessageOwner }))).toEqual([
      { message: 'Buenos días, sus estudios ya están listos', user: 'Recepción Apellido', isMessageOwner: false },
      { message: 'Gracias, paso por ellos mañana', user: 'Lucía Apellido', isMessageOwner: true },
    ]);
    expect(seenByPatient.data.map((message) => message.newDay)).toEqual([true, false]);
    expect((await page(office.token, chatId)).data.map((message) => message.isMessageOwner)).toEqual([true, false]);

    const list = await server.gql<{ chats: Record<string, unknown>[] }>(
      '{ chats { id idChat patientId patientName lastMessage daySend hourSend unread showNotification } }', {}, office.token);
    expect(list.data!.chats).toContainEqual({
      id: chatId, idChat: chatId, patientId: String(patient.id), patientName: 'Lucía Apellido Materno',
      lastMessage: 'Gracias, paso por ellos mañana', daySend: expect.stringMatching(day), hourSend: expect.stringMatching(hour),
      unread: 1, showNotification: true,
    });
  });

  it('por REST (la app móvil): GET /chat/:idPatient responde 404 hasta que POST /chat lo crea; luego se conversa con /chat-message', async () => {
    const { patient, office } = await consultorio();
    const missing = await rest(office.token, 'GET', `/chat/${patient.id}`);
    expect(missing.statusCode).toBe(404);

    const created = await rest(office.token, 'POST', '/chat', await multipartForm({ idPatient: patient.id }));
    expect(created.statusCode).toBe(200);
    const { idChat } = created.json().data;
    expect(created.json().data).toEqual({ id: idChat, idChat, idPatient: patient.id });
    expect((await rest(patient.token, 'GET', `/chat/${patient.id}`)).json()).toEqual({ data: { id: idChat, idChat, idPatient: patient.id } });
    // Opening it again returns the same chat: one chat per patient.
    expect((await rest(patient.token, 'POST', '/chat', await multipartForm({ idPatient: patient.id }))).json().data.idChat).toBe(idChat);

    const question = await rest(patient.token, 'POST', '/chat-message', await multipartForm({ idChat, message: '¿Ya está mi tomografía?' }));
    expect(question.statusCode).toBe(200);
    expect(question.json().data).toMatchObject({ message: '¿Ya está mi tomografía?', user: 'Lucía Apellido', isMessageOwner: true, document: null });
    const answer = await rest(office.token, 'POST', '/chat-message', await multipartForm({ idChat, message: 'Sí, ya puede descargarla' }));
    expect(answer.json().data).toMatchObject({ message: 'Sí, ya puede descargarla', isMessageOwner: true });

    const list = await rest(patient.token, 'GET', '/chat');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([{
      idChat, id: idChat, idPatient: patient.id, patientName: 'Lucía Apellido Materno', avatar: null,
      lastMessage: 'Sí, ya puede descargarla', daySend: expect.stringMatching(day), hourSend: expect.stringMatching(hour),
      showNotification: true, numberNewMessage: 1,
    }]);

    const messages = await rest(patient.token, 'GET', `/chat-message/${idChat}?per_page=12`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().data.totalMessage).toBe(2);
    expect(messages.json().data.data).toEqual([
      expect.objectContaining({ user: 'Lucía Apellido', message: '¿Ya está mi tomografía?', document: null, isMessageOwner: true, newDay: true,
        daySend: expect.stringMatching(day), hourSend: expect.stringMatching(hour) }),
      expect.objectContaining({ user: 'Recepción Apellido', message: 'Sí, ya puede descargarla', document: null, isMessageOwner: false, newDay: false }),
    ]);
    // Both APIs read the same rows.
    expect((await page(office.token, String(idChat))).data.map((message) => message.message))
      .toEqual(['¿Ya está mi tomografía?', 'Sí, ya puede descargarla']);
  });

  it('con 40 mensajes, las páginas de 12, 24 y 36 traen los más recientes, del más antiguo al más nuevo, y el total', async () => {
    const { patient, office } = await consultorio();
    const chatId = await openChat(server, office.token, patient.id);
    for (let number = 1; number <= 40; number += 1) {
      await sendMessage(server, number % 2 ? patient.token : office.token, chatId, `Mensaje ${number}`);
    }
    const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `Mensaje ${from + index}`);

    for (const perPage of [12, 24, 36]) {
      const shown = await page(office.token, chatId, perPage);
      expect(shown.totalMessage).toBe(40);
      expect(shown.data.map((message) => message.message)).toEqual(numbers(41 - perPage, 40));
      // Odd numbers are the patient's, even ones the office's.
      expect(shown.data.slice(0, 2).map((message) => message.isMessageOwner)).toEqual([false, true]);

      const viaRest = await rest(patient.token, 'GET', `/chat-message/${chatId}?per_page=${perPage}`);
      expect(viaRest.json().data.totalMessage).toBe(40);
      expect(viaRest.json().data.data.map((message: ChatMessage) => message.message)).toEqual(numbers(41 - perPage, 40));
    }
    expect((await page(office.token, chatId)).data).toHaveLength(12);
    expect((await page(patient.token, chatId, 48)).data.map((message) => message.message)).toEqual(numbers(1, 40));
    const firstOfPage = (await rest(patient.token, 'GET', `/chat-message/${chatId}`)).json().data.data[0];
    expect(firstOfPage).toMatchObject({ message: 'Mensaje 29', newDay: true });
  });

  it('los no leídos suben para el otro lado y vuelven a cero al marcar el chat como leído', async () => {
    const { doctor, patient, office } = await consultorio();
    const chatId = await openChat(server, patient.token, patient.id);
    const numberNewMessage = async (token: string) => {
      const entry = (await rest(token, 'GET', '/chat')).json().data.find((chat: { idChat: number }) => String(chat.idChat) === chatId);
      return { numberNewMessage: entry.numberNewMessage, showNotification: entry.showNotification };
    };

    for (const text of ['Hola', '¿Me pueden enviar mi radiografía?', 'Es para mi dentista']) await sendMessage(server, patient.token, chatId, text);
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 3, showNotification: true });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 3, chats: [{ chatId, unread: 3 }] });
    expect(await unreadOf(server, patient.token)).toEqual({ total: 0, chats: [] });
    expect(await numberNewMessage(patient.token)).toEqual({ numberNewMessage: 0, showNotification: false });

    expect((await server.gql(MARK_READ, { chatId }, office.token)).data).toEqual({ markChatRead: true });
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 0, showNotification: false });
    // Each staff member reads for themself: the doctor still has them pending.
    expect((await unreadOf(server, doctor.token)).total).toBe(3);

    await sendMessage(server, office.token, chatId, 'Claro, se la enviamos hoy');
    expect(await unreadOf(server, patient.token)).toEqual({ total: 1, chats: [{ chatId, unread: 1 }] });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 4, chats: [{ chatId, unread: 4 }] });
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 0, showNotification: false });

    await server.gql(MARK_READ, { chatId }, patient.token);
    await server.gql(MARK_READ, { chatId }, doctor.token);
    expect(await unreadOf(server, patient.token)).toEqual({ total: 0, chats: [] });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 0, chats: [] });
  });

  it('la lista de chats sólo muestra los que tienen mensajes, el más reciente primero', async () => {
    const doctor = await server.signedIn('doctor');
    const [first, second, silent] = await Promise.all([1, 2, 3].map(() => createUser(server.db, 'patient', { doctorId: doctor.id })));
    const firstChat = await openChat(server, doctor.token, first.id);
    const secondChat = await openChat(server, doctor.token, second.id);
    await openChat(server, doctor.token, silent.id);
    await sendMessage(server, doctor.token, firstChat, 'Primero');
    await sendMessage(server, doctor.token, secondChat, 'Segundo');
    const list = await server.gql<{ chats: { id: string; lastMessage: string }[] }>('{ chats { id lastMessage } }', {}, doctor.token);
    expect(list.data!.chats).toEqual([{ id: secondChat, lastMessage: 'Segundo' }, { id: firstChat, lastMessage: 'Primero' }]);
  });
});

describe(`chat con el bus de eventos caído (${databaseKind()})`, () => {
  it('el mensaje queda guardado y se contesta como enviado (la app no lo reenvía), y el fallo queda en el registro', async () => {
    const logs = captureLogs();
    const events = { ...createLocalEventBus(), publish: () => Promise.reject(new Error('NOTIFY failed')) };
    const server = await startTestServer({ logLevel: 'error' }, { events, logStream: logs.stream });
    try {
      const office = await server.signedIn('office-admin');
      const patient = await createUser(server.db, 'patient');
      const chatId = await openChat(server, office.token, patient.id);
      const sent = await sendMessage(server, office.token, chatId, 'Su cita es mañana');
      expect(sent.message).toBe('Su cita es mañana');
      expect((await server.gql(MARK_READ, { chatId }, office.token)).data).toEqual({ markChatRead: true });
      const stored = await server.gql<{ chatMessages: Page }>(CHAT_MESSAGES, { chatId }, office.token);
      expect(stored.data!.chatMessages.data.map((message) => message.message)).toEqual(['Su cita es mañana']);
      expect(logs.lines.filter((line) => line.includes('chat event not delivered'))).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
