import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessagePage,
  MARK_READ,
  nodesOf,
  openChat,
  sendMessage,
  unreadOf,
} from '../../support/chat.js';
import { createUser } from '../../support/factories.js';
import { captureLogs } from '../../support/hardening.js';
import { multipartForm } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { labTimeZone } from '../../../server/src/common/dates.js';
import { createLocalEventBus } from '../../../server/src/events/event-bus.js';
import { chatMessages } from '../../../server/src/chat/chat.tables.js';

const day = /^\d{4}-\d{2}-\d{2}$/;
const hour = /^\d{2}:\d{2}$/;
const labDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: labTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The lab's calendar day of an instant sent as a DateTime. */
const labDayOf = (instant: string) => labDay.format(new Date(instant));
/** What newDay should be for messages oldest first: the first one, and each one whose day differs from the one before. */
const newDaysOf = (shown: ChatMessage[]) =>
  shown.map((message, index) => index === 0 || message.day !== shown[index - 1].day);
type ChatNode = {
  id: string;
  patientId: string;
  patientName: string;
  lastMessage: string | null;
  lastMessageAt: string | null;
  unreadCount: number;
};
type ChatList = {
  edges: { cursor: string; node: ChatNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};
const CHATS = `query ($first: Int, $after: String) { chats(first: $first, after: $after) {
  edges { cursor node { id patientId patientName lastMessage lastMessageAt unreadCount } } pageInfo { hasNextPage endCursor } totalCount } }`;

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
  const page = async (token: string, chatId: string, last?: number, before?: string | null) => {
    const result = await server.gql<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId, last, before }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.chatMessages;
  };
  const chatList = async (token: string, first?: number, after?: string | null) => {
    const result = await server.gql<{ chats: ChatList }>(CHATS, { first, after }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.chats;
  };
  const rest = (token: string, method: 'GET' | 'POST', url: string, form?: Awaited<ReturnType<typeof multipartForm>>) =>
    server.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...form?.headers },
      payload: form?.payload,
    });

  it('la recepción abre el chat de Lucía, le escribe por GraphQL y ella contesta; cada quien ve sus mensajes como propios', async () => {
    const { patient, office } = await consultorio();
    const chatId = await openChat(server, office.token, patient.id);
    expect(await openChat(server, patient.token, patient.id)).toBe(chatId);

    const sent = await sendMessage(server, office.token, chatId, '  Buenos días, sus estudios ya están listos  ');
    expect(sent).toMatchObject({
      chatId,
      text: 'Buenos días, sus estudios ya están listos',
      isMessageOwner: true,
      authorName: 'Recepción Apellido',
      attachment: null,
    });
    // createdAt is an ISO instant in UTC; day is the lab's calendar day of that instant.
    expect(new Date(sent.createdAt).toISOString()).toBe(sent.createdAt);
    expect(sent.day).toMatch(day);
    expect(sent.day).toBe(labDayOf(sent.createdAt));
    const reply = await sendMessage(server, patient.token, chatId, 'Gracias, paso por ellos mañana');

    const seenByPatient = await page(patient.token, chatId);
    expect(seenByPatient.totalCount).toBe(2);
    expect(seenByPatient.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
    expect(
      nodesOf(seenByPatient).map(({ text, authorName, isMessageOwner }) => ({ text, authorName, isMessageOwner })),
    ).toEqual([
      { text: 'Buenos días, sus estudios ya están listos', authorName: 'Recepción Apellido', isMessageOwner: false },
      { text: 'Gracias, paso por ellos mañana', authorName: 'Lucía Apellido', isMessageOwner: true },
    ]);
    expect(nodesOf(seenByPatient).map((message) => message.newDay)).toEqual(newDaysOf(nodesOf(seenByPatient)));
    expect(nodesOf(seenByPatient)[0].newDay).toBe(true);
    expect(nodesOf(await page(office.token, chatId)).map((message) => message.isMessageOwner)).toEqual([true, false]);

    const list = await chatList(office.token);
    expect(list.edges.map((edge) => edge.node)).toContainEqual({
      id: chatId,
      patientId: String(patient.id),
      patientName: 'Lucía Apellido Materno',
      lastMessage: 'Gracias, paso por ellos mañana',
      lastMessageAt: reply.createdAt,
      unreadCount: 1,
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
    expect((await rest(patient.token, 'GET', `/chat/${patient.id}`)).json()).toEqual({
      data: { id: idChat, idChat, idPatient: patient.id },
    });
    // Opening it again returns the same chat: one chat per patient.
    expect(
      (await rest(patient.token, 'POST', '/chat', await multipartForm({ idPatient: patient.id }))).json().data.idChat,
    ).toBe(idChat);

    const question = await rest(
      patient.token,
      'POST',
      '/chat-message',
      await multipartForm({ idChat, message: '¿Ya está mi tomografía?' }),
    );
    expect(question.statusCode).toBe(200);
    expect(question.json().data).toMatchObject({
      message: '¿Ya está mi tomografía?',
      user: 'Lucía Apellido',
      isMessageOwner: true,
      document: null,
    });
    const answer = await rest(
      office.token,
      'POST',
      '/chat-message',
      await multipartForm({ idChat, message: 'Sí, ya puede descargarla' }),
    );
    expect(answer.json().data).toMatchObject({ message: 'Sí, ya puede descargarla', isMessageOwner: true });

    const list = await rest(patient.token, 'GET', '/chat');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        idChat,
        id: idChat,
        idPatient: patient.id,
        patientName: 'Lucía Apellido Materno',
        avatar: null,
        lastMessage: 'Sí, ya puede descargarla',
        daySend: expect.stringMatching(day),
        hourSend: expect.stringMatching(hour),
        showNotification: true,
        numberNewMessage: 1,
      },
    ]);

    const messages = await rest(patient.token, 'GET', `/chat-message/${idChat}?per_page=12`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().data.totalMessage).toBe(2);
    expect(messages.json().data.data).toEqual([
      expect.objectContaining({
        user: 'Lucía Apellido',
        message: '¿Ya está mi tomografía?',
        document: null,
        isMessageOwner: true,
        newDay: true,
        daySend: expect.stringMatching(day),
        hourSend: expect.stringMatching(hour),
      }),
      expect.objectContaining({
        user: 'Recepción Apellido',
        message: 'Sí, ya puede descargarla',
        document: null,
        isMessageOwner: false,
        newDay: false,
      }),
    ]);
    // Both APIs read the same rows.
    expect(nodesOf(await page(office.token, String(idChat))).map((message) => message.text)).toEqual([
      '¿Ya está mi tomografía?',
      'Sí, ya puede descargarla',
    ]);
  });

  it('con 40 mensajes, la primera página trae los 12 más recientes y cada página anterior los 12 de antes, del más antiguo al más nuevo, hasta el primero', async () => {
    const { patient, office } = await consultorio();
    const chatId = await openChat(server, office.token, patient.id);
    for (let number = 1; number <= 40; number += 1) {
      await sendMessage(server, number % 2 ? patient.token : office.token, chatId, `Mensaje ${number}`);
    }
    const numbers = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `Mensaje ${from + index}`);
    /** Every page from the newest back to the first message, as "Mostrar más" asks for them. */
    const walk = async (token: string) => {
      const pages = [await page(token, chatId, 12)];
      while (pages.at(-1)!.pageInfo.hasPreviousPage)
        pages.push(await page(token, chatId, 12, pages.at(-1)!.pageInfo.startCursor));
      return pages;
    };

    const pages = await walk(office.token);
    expect(pages.map((shown) => nodesOf(shown).map((message) => message.text))).toEqual([
      numbers(29, 40),
      numbers(17, 28),
      numbers(5, 16),
      numbers(1, 4),
    ]);
    expect(pages.map((shown) => shown.totalCount)).toEqual([40, 40, 40, 40]);
    expect(pages.map((shown) => shown.pageInfo.hasPreviousPage)).toEqual([true, true, true, false]);
    expect(pages.map((shown) => shown.pageInfo.hasNextPage)).toEqual([false, true, true, true]);
    for (const shown of pages) {
      expect(shown.pageInfo.startCursor).toBe(shown.edges[0].cursor);
      expect(shown.pageInfo.endCursor).toBe(shown.edges.at(-1)!.cursor);
    }
    // Odd numbers are the patient's, even ones the office's.
    expect(
      nodesOf(pages[0])
        .slice(0, 2)
        .map((message) => message.isMessageOwner),
    ).toEqual([false, true]);
    expect(
      nodesOf(pages[3])
        .slice(0, 2)
        .map((message) => message.isMessageOwner),
    ).toEqual([false, true]);
    // newDay is the chat's, not the page's: the first message of a page opens a day only when the one before it is of another day.
    const all = [...pages].reverse().flatMap(nodesOf);
    expect(all.map((message) => message.newDay)).toEqual(newDaysOf(all));
    expect(all[0].newDay).toBe(true);
    if (new Set(all.map((message) => message.day)).size === 1) {
      expect(pages.map((shown) => nodesOf(shown)[0].newDay)).toEqual([false, false, false, true]);
    }

    for (const perPage of [12, 24, 36]) {
      const viaRest = await rest(patient.token, 'GET', `/chat-message/${chatId}?per_page=${perPage}`);
      expect(viaRest.json().data.totalMessage).toBe(40);
      expect(viaRest.json().data.data.map((message: { message: string }) => message.message)).toEqual(
        numbers(41 - perPage, 40),
      );
    }
    const everything = await page(patient.token, chatId, 48);
    expect(nodesOf(everything).map((message) => message.text)).toEqual(numbers(1, 40));
    expect(everything.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
    expect(nodesOf(everything).map((message) => message.isMessageOwner)).toEqual(
      all.map((message) => !message.isMessageOwner),
    );

    // Messages 1 to 16 moved to the day before: 17 opens a day at the top of its page, 5 still does not.
    const earlier = all.slice(0, 16).map((message) => Number(message.id));
    const moved = await server.db
      .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(inArray(chatMessages.id, earlier));
    for (const row of moved) {
      await server.db
        .update(chatMessages)
        .set({ createdAt: new Date(row.createdAt.getTime() - 24 * 60 * 60 * 1000) })
        .where(eq(chatMessages.id, row.id));
    }
    const shifted = await walk(patient.token);
    expect(shifted.map((shown) => nodesOf(shown).map((message) => message.text))).toEqual([
      numbers(29, 40),
      numbers(17, 28),
      numbers(5, 16),
      numbers(1, 4),
    ]);
    const shiftedAll = [...shifted].reverse().flatMap(nodesOf);
    expect(shiftedAll[15].day).not.toBe(shiftedAll[16].day);
    expect(shiftedAll.map((message) => message.day)).toEqual(shiftedAll.map((message) => labDayOf(message.createdAt)));
    expect(shiftedAll.map((message) => message.newDay)).toEqual(newDaysOf(shiftedAll));
    expect(shifted.map((shown) => nodesOf(shown)[0]).map(({ text, newDay }) => ({ text, newDay }))).toEqual([
      { text: 'Mensaje 29', newDay: false },
      { text: 'Mensaje 17', newDay: true },
      { text: 'Mensaje 5', newDay: false },
      { text: 'Mensaje 1', newDay: true },
    ]);
  });

  it('por REST, el primer mensaje de la página que ve la app móvil lleva el día (newDay) aunque el anterior sea del mismo día', async () => {
    const { patient, office } = await consultorio();
    const chatId = await openChat(server, office.token, patient.id);
    for (let number = 1; number <= 13; number += 1)
      await sendMessage(server, office.token, chatId, `Mensaje ${number}`);
    const shown = (await rest(patient.token, 'GET', `/chat-message/${chatId}`)).json().data.data;
    expect(shown).toHaveLength(12);
    expect(shown[0]).toMatchObject({ message: 'Mensaje 2', newDay: true });
  });

  it('una posición que no es de esta lista o está alterada, o una página de 0 o 500 mensajes, se rechazan con el campo que la pidió', async () => {
    const { doctor, patient } = await consultorio();
    const chatId = await openChat(server, doctor.token, patient.id);
    for (const text of ['Uno', 'Dos', 'Tres']) await sendMessage(server, doctor.token, chatId, text);
    const badCursor = [
      expect.objectContaining({
        message: messages.cursorInvalid,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'before' }),
      }),
    ];
    const badSize = [
      expect.objectContaining({
        message: messages.pageSizeInvalid,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'last' }),
      }),
    ];

    const fromChats = (await chatList(doctor.token)).pageInfo.endCursor;
    expect(fromChats).toEqual(expect.any(String));
    const valid = (await page(doctor.token, chatId, 2)).pageInfo.startCursor!;
    const tampered = (key: unknown[]) => Buffer.from(JSON.stringify(['chat-messages', ...key])).toString('base64url');
    // A position in another chat's messages (whose ids interleave with these) is not one of this list.
    const other = await consultorio();
    const otherChat = await openChat(server, other.doctor.token, other.patient.id);
    await sendMessage(server, other.doctor.token, otherChat, 'Otra conversación');
    const fromOtherChat = (await page(other.doctor.token, otherChat, 1)).pageInfo.startCursor!;
    for (const before of [
      'garbage',
      '!!!',
      fromChats,
      fromOtherChat,
      tampered(['x']),
      tampered([-1]),
      tampered([1, 2, 3]),
    ]) {
      const refused = await server.gql(CHAT_MESSAGES, { chatId, before }, doctor.token);
      expect(refused.errors, before!).toEqual(badCursor);
      expect(refused.data, before!).toBeNull();
    }
    for (const last of [0, 101, 500]) {
      const refused = await server.gql(CHAT_MESSAGES, { chatId, last }, doctor.token);
      expect(refused.errors, String(last)).toEqual(badSize);
    }
    const literal = await server.gql(`{ chatMessages(chatId: ${chatId}, last: 500) { totalCount } }`, {}, doctor.token);
    expect(literal.errors).toEqual(badSize);
    expect(nodesOf(await page(doctor.token, chatId, 12, valid)).map((message) => message.text)).toEqual(['Uno']);
  });

  it('los no leídos suben para el otro lado y vuelven a cero al marcar el chat como leído', async () => {
    const { doctor, patient, office } = await consultorio();
    const chatId = await openChat(server, patient.token, patient.id);
    const numberNewMessage = async (token: string) => {
      const entry = (await rest(token, 'GET', '/chat'))
        .json()
        .data.find((chat: { idChat: number }) => String(chat.idChat) === chatId);
      return { numberNewMessage: entry.numberNewMessage, showNotification: entry.showNotification };
    };

    for (const text of ['Hola', '¿Me pueden enviar mi radiografía?', 'Es para mi dentista'])
      await sendMessage(server, patient.token, chatId, text);
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 3, showNotification: true });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 3, chats: [{ chatId, unreadCount: 3 }] });
    expect(await unreadOf(server, patient.token)).toEqual({ total: 0, chats: [] });
    expect(await numberNewMessage(patient.token)).toEqual({ numberNewMessage: 0, showNotification: false });

    expect((await server.gql(MARK_READ, { chatId }, office.token)).data).toEqual({ markChatRead: true });
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 0, showNotification: false });
    // Each staff member reads for themself: the doctor still has them pending.
    expect((await unreadOf(server, doctor.token)).total).toBe(3);

    await sendMessage(server, office.token, chatId, 'Claro, se la enviamos hoy');
    expect(await unreadOf(server, patient.token)).toEqual({ total: 1, chats: [{ chatId, unreadCount: 1 }] });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 4, chats: [{ chatId, unreadCount: 4 }] });
    expect(await numberNewMessage(office.token)).toEqual({ numberNewMessage: 0, showNotification: false });

    await server.gql(MARK_READ, { chatId }, patient.token);
    await server.gql(MARK_READ, { chatId }, doctor.token);
    expect(await unreadOf(server, patient.token)).toEqual({ total: 0, chats: [] });
    expect(await unreadOf(server, doctor.token)).toEqual({ total: 0, chats: [] });
  });

  it('la lista de chats sólo muestra los que tienen mensajes, el más reciente primero', async () => {
    const doctor = await server.signedIn('doctor');
    const [first, second, silent] = await Promise.all(
      [1, 2, 3].map(() => createUser(server.db, 'patient', { doctorId: doctor.id })),
    );
    const firstChat = await openChat(server, doctor.token, first.id);
    const secondChat = await openChat(server, doctor.token, second.id);
    await openChat(server, doctor.token, silent.id);
    await sendMessage(server, doctor.token, firstChat, 'Primero');
    await sendMessage(server, doctor.token, secondChat, 'Segundo');
    const list = await chatList(doctor.token);
    expect(list.edges.map(({ node: { id, lastMessage } }) => ({ id, lastMessage }))).toEqual([
      { id: secondChat, lastMessage: 'Segundo' },
      { id: firstChat, lastMessage: 'Primero' },
    ]);
    expect(list.totalCount).toBe(2);
    expect(list.pageInfo.hasNextPage).toBe(false);
    // One chat per page: the next page, after endCursor, has the other one.
    const newest = await chatList(doctor.token, 1);
    expect(newest.edges.map((edge) => edge.node.id)).toEqual([secondChat]);
    expect(newest.pageInfo.hasNextPage).toBe(true);
    const next = await chatList(doctor.token, 1, newest.pageInfo.endCursor);
    expect(next.edges.map((edge) => edge.node.id)).toEqual([firstChat]);
    expect(next.pageInfo.hasNextPage).toBe(false);
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
      expect(sent.text).toBe('Su cita es mañana');
      expect((await server.gql(MARK_READ, { chatId }, office.token)).data).toEqual({ markChatRead: true });
      const stored = await server.gql<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId }, office.token);
      expect(nodesOf(stored.data!.chatMessages).map((message) => message.text)).toEqual(['Su cita es mañana']);
      expect(logs.lines.filter((line) => line.includes('chat event not delivered'))).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
