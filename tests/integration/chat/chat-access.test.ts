import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessagePage,
  chatFiles,
  MARK_READ,
  nodesOf,
  OPEN_CHAT,
  openChat,
  SEND_MESSAGE,
  sendMessage,
  unreadOf,
} from '../../support/chat.js';
import { createUser } from '../../support/factories.js';
import { graphqlUpload, multipartForm } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const notFound = [
  expect.objectContaining({ message: messages.notFound, extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
];

describe(`quién puede entrar a un chat (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (token: string | undefined, url: string) =>
    server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = async (
    token: string,
    url: string,
    fields: Record<string, string | number>,
    file?: { name: string; bytes: Uint8Array },
  ) => {
    const form = await multipartForm(fields, file && { field: 'document', ...file });
    return server.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
  };
  const gqlUpload = async (
    token: string,
    chatId: string,
    file: { name: string; bytes: Uint8Array },
    text: string | null = null,
  ) => {
    const upload = await graphqlUpload(SEND_MESSAGE, { chatId, text }, { field: 'attachment', ...file });
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });
    return response.json() as { data?: { sendChatMessage: ChatMessage } | null; errors?: unknown[] };
  };
  const totalOf = async (token: string, chatId: string) =>
    (await server.gql<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId }, token)).data!.chatMessages
      .totalCount;

  /** Lucía's chat, where the office sent her a radiograph. */
  async function chatDeLucia() {
    const doctor = await server.signedIn('doctor');
    const lucia = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const office = await server.signedIn('office-admin');
    const chatId = await openChat(server, office.token, lucia.id);
    const sent = await gqlUpload(office.token, chatId, { name: 'radiografia.png', bytes: png }, 'Su radiografía');
    const attachment = sent.data!.sendChatMessage;
    return { doctor, lucia, office, chatId, attachment };
  }

  it('Andrés, otro paciente, no puede leer, escribir ni marcar el chat de Lucía por GraphQL: responde como si no existiera', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const andres = await server.signedIn('patient', { name: 'Andrés' });

    expect(await server.gql(CHAT_MESSAGES, { chatId }, andres.token)).toMatchObject({ data: null, errors: notFound });
    expect((await server.gql(SEND_MESSAGE, { chatId, text: 'Hola Lucía' }, andres.token)).errors).toEqual(notFound);
    expect((await server.gql(MARK_READ, { chatId }, andres.token)).errors).toEqual(notFound);
    expect((await server.gql(OPEN_CHAT, { patientId: lucia.id }, andres.token)).errors).toEqual(notFound);
    expect(
      (await server.gql<{ chats: unknown }>('{ chats { edges { node { id } } totalCount } }', {}, andres.token)).data!
        .chats,
    ).toEqual({ edges: [], totalCount: 0 });
    expect(await unreadOf(server, andres.token)).toEqual({ total: 0, chats: [] });
    // A chat id that does not exist answers the same.
    expect((await server.gql(CHAT_MESSAGES, { chatId: '999999999' }, andres.token)).errors).toEqual(notFound);

    expect(await totalOf(office.token, chatId)).toBe(1);
    expect(await unreadOf(server, lucia.token)).toEqual({ total: 1, chats: [{ chatId, unreadCount: 1 }] });
  });

  it('tampoco por REST: /chat/:idPatient, /chat, /chat-message ni la URL del adjunto; y su archivo no se guarda', async () => {
    const { lucia, office, chatId, attachment } = await chatDeLucia();
    const andres = await server.signedIn('patient', { name: 'Andrés' });
    const filesBefore = await chatFiles(server.dataDir);

    expect((await get(andres.token, `/chat/${lucia.id}`)).statusCode).toBe(404);
    expect((await post(andres.token, '/chat', { idPatient: lucia.id })).statusCode).toBe(404);
    const messagesResponse = await get(andres.token, `/chat-message/${chatId}?per_page=12`);
    expect(messagesResponse.statusCode).toBe(404);
    expect(messagesResponse.json()).toEqual({
      message: messages.notFound,
      code: 'NOT_FOUND',
      messageKey: messages.notFound,
    });
    expect((await post(andres.token, '/chat-message', { idChat: chatId, message: 'Hola Lucía' })).statusCode).toBe(404);
    expect(
      (
        await post(
          andres.token,
          '/chat-message',
          { idChat: chatId, message: 'Te mando algo' },
          { name: 'intruso.png', bytes: png },
        )
      ).statusCode,
    ).toBe(404);
    expect((await gqlUpload(andres.token, chatId, { name: 'intruso.png', bytes: png })).errors).toEqual(notFound);
    expect((await get(andres.token, '/chat')).json()).toEqual({ data: [] });

    const file = await get(andres.token, attachment.attachment!.url);
    expect(file.statusCode).toBe(404);
    expect(file.rawPayload.includes(png)).toBe(false);
    expect((await get(undefined, attachment.attachment!.url)).statusCode).toBe(401);

    expect(await totalOf(office.token, chatId)).toBe(1);
    expect(await chatFiles(server.dataDir)).toEqual(filesBefore);
    expect((await get(lucia.token, attachment.attachment!.url)).statusCode).toBe(200);
  });

  it('un doctor no puede abrir el chat de un paciente que no es suyo (NOT_FOUND); el de su paciente, sí', async () => {
    const { doctor: doctorDeLucia, lucia, chatId, attachment } = await chatDeLucia();
    const otroDoctor = await server.signedIn('doctor');
    const suPaciente = await createUser(server.db, 'patient', { doctorId: otroDoctor.id, name: 'Tomás' });

    expect((await server.gql(OPEN_CHAT, { patientId: lucia.id }, otroDoctor.token)).errors).toEqual(notFound);
    expect((await server.gql(CHAT_MESSAGES, { chatId }, otroDoctor.token)).errors).toEqual(notFound);
    expect((await server.gql(SEND_MESSAGE, { chatId, text: 'Hola' }, otroDoctor.token)).errors).toEqual(notFound);
    expect((await get(otroDoctor.token, `/chat/${lucia.id}`)).statusCode).toBe(404);
    expect((await get(otroDoctor.token, `/chat-message/${chatId}`)).statusCode).toBe(404);
    expect((await get(otroDoctor.token, attachment.attachment!.url)).statusCode).toBe(404);
    expect(await unreadOf(server, otroDoctor.token)).toEqual({ total: 0, chats: [] });

    const ownChat = await openChat(server, otroDoctor.token, suPaciente.id);
    await sendMessage(server, otroDoctor.token, ownChat, 'Tomás, su cita es el lunes');
    const own = await server.gql<{ chatMessages: ChatMessagePage }>(
      CHAT_MESSAGES,
      { chatId: ownChat },
      otroDoctor.token,
    );
    expect(nodesOf(own.data!.chatMessages).map((message) => message.text)).toEqual(['Tomás, su cita es el lunes']);
    const ownList = await server.gql<{ chats: { edges: { node: { id: string } }[] } }>(
      '{ chats { edges { node { id } } } }',
      {},
      otroDoctor.token,
    );
    expect(ownList.data!.chats.edges.map((edge) => edge.node)).toEqual([{ id: ownChat }]);

    // Lucía's own doctor reads her chat and her attachment.
    expect(await totalOf(doctorDeLucia.token, chatId)).toBe(1);
    expect((await get(doctorDeLucia.token, attachment.attachment!.url)).statusCode).toBe(200);
  });

  it('sólo se chatea con pacientes: abrir un "chat" de un usuario del personal responde NOT_FOUND', async () => {
    const office = await server.signedIn('office-admin');
    const doctor = await createUser(server.db, 'doctor');
    expect((await server.gql(OPEN_CHAT, { patientId: doctor.id }, office.token)).errors).toEqual(notFound);
    expect((await post(office.token, '/chat', { idPatient: office.id })).statusCode).toBe(404);
    expect((await post(office.token, '/chat', { idPatient: 'abc' })).statusCode).toBe(404);
  });

  it('sin sesión no hay chat', async () => {
    expect((await get(undefined, '/chat')).statusCode).toBe(401);
    expect((await server.gql('{ chats { edges { node { id } } } }')).errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    ]);
  });
});
