import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessagePage,
  chatFiles,
  nodesOf,
  openChat,
  SEND_MESSAGE,
} from '../../support/chat.js';
import { graphqlUpload, multipartForm } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A PNG signature followed by zeros: a file of exactly `size` bytes whose type is still sniffed. */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
const MiB = 1024 * 1024;

describe(`adjuntos y mensajes rechazados del chat (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // 1 MB, so the oversize case stays small.
    server = await startTestServer({ fileSizeLimitMb: 1 });
  });
  afterAll(() => server.close());

  const get = (token: string | undefined, url: string) =>
    server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const postMessage = async (
    token: string,
    fields: Record<string, string | number>,
    file?: { name: string; bytes: Uint8Array },
  ) => {
    const form = await multipartForm(fields, file && { field: 'document', ...file });
    return server.inject({
      method: 'POST',
      url: '/chat-message',
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
    return response.json() as {
      data?: { sendChatMessage: ChatMessage } | null;
      errors?: { message: string; extensions: Record<string, unknown> }[];
    };
  };
  const stored = async (token: string, chatId: string) => {
    const page = (await server.gql<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId }, token)).data!
      .chatMessages;
    return { totalCount: page.totalCount, messages: nodesOf(page) };
  };

  async function chatDeLucia() {
    const doctor = await server.signedIn('doctor');
    const lucia = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const office = await server.signedIn('office-admin');
    return { doctor, lucia, office, chatId: await openChat(server, office.token, lucia.id) };
  }

  it('un PNG llamado .txt se reconoce por su contenido y se sirve como image/png, sólo a quienes participan', async () => {
    const { doctor, lucia, office, chatId } = await chatDeLucia();
    const sent = await gqlUpload(lucia.token, chatId, { name: 'radiografia.txt', bytes: png });
    expect(sent.errors).toBeUndefined();
    const message = sent.data!.sendChatMessage;
    expect(message).toMatchObject({
      text: null,
      attachment: { name: 'radiografia.txt', mediaType: 'image/png', url: `/chat-files/${message.id}` },
      isMessageOwner: true,
    });
    const list = await get(office.token, '/chat');
    expect(list.json().data.find((chat: { idChat: number }) => String(chat.idChat) === chatId).lastMessage).toBe(
      'radiografia.txt',
    );

    for (const reader of [lucia, office, doctor, await server.signedIn('laboratory'), await server.signedIn('admin')]) {
      const file = await get(reader.token, message.attachment!.url);
      expect(file.statusCode, reader.role).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe("inline; filename*=UTF-8''radiografia.txt");
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(png)).toBe(true);
    }
    for (const outsider of [await server.signedIn('patient'), await server.signedIn('doctor')]) {
      expect((await get(outsider.token, message.attachment!.url)).statusCode, outsider.role).toBe(404);
    }
    expect((await get(undefined, message.attachment!.url)).statusCode).toBe(401);
  });

  it('un texto llamado .png no pasa por imagen: se guarda como application/octet-stream y se descarga como adjunto', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const text = Buffer.from('<script>alert(1)</script> no soy una imagen');
    const response = await postMessage(
      office.token,
      { idChat: chatId, message: 'Le envío su receta' },
      { name: 'receta.png', bytes: text },
    );
    expect(response.statusCode).toBe(200);
    const message = response.json().data;
    expect(message).toMatchObject({
      message: 'Le envío su receta',
      documentName: 'receta.png',
      documentMediaType: 'application/octet-stream',
    });
    const file = await get(lucia.token, message.document);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''receta.png");
    expect(file.body).toBe(text.toString());
  });

  it('un mensaje vacío (sin texto ni archivo) se rechaza con "Escribe un mensaje o adjunta un archivo" y no se guarda', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const empty = [
      expect.objectContaining({
        message: messages.chatMessageEmpty,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'text' }),
      }),
    ];
    expect((await server.gql(SEND_MESSAGE, { chatId }, lucia.token)).errors).toEqual(empty);
    expect((await server.gql(SEND_MESSAGE, { chatId, text: '   \n ' }, office.token)).errors).toEqual(empty);
    for (const fields of [
      { idChat: chatId },
      { idChat: chatId, message: '' },
      { idChat: chatId, message: '  ' },
    ] as Record<string, string>[]) {
      const response = await postMessage(lucia.token, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: messages.chatMessageEmpty,
        code: 'BAD_USER_INPUT',
        messageKey: messages.chatMessageEmpty,
        field: 'message',
      });
    }
    // A form whose file field was left empty, or an empty file, is not an attachment either.
    for (const file of [
      { name: '', bytes: new Uint8Array() },
      { name: 'vacio.txt', bytes: new Uint8Array() },
    ]) {
      const response = await postMessage(lucia.token, { idChat: chatId }, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.chatMessageEmpty });
    }
    expect((await gqlUpload(lucia.token, chatId, { name: 'vacio.png', bytes: new Uint8Array() })).errors).toEqual(
      empty,
    );
    const tooLong = await server.gql(SEND_MESSAGE, { chatId, text: 'a'.repeat(2001) }, lucia.token);
    expect(tooLong.errors).toEqual([
      expect.objectContaining({
        message: messages.chatMessageTooLong,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'text' }),
      }),
    ]);
    const tooLongViaRest = await postMessage(lucia.token, { idChat: chatId, message: 'a'.repeat(2001) });
    expect(tooLongViaRest.json()).toEqual({
      message: messages.chatMessageTooLong,
      code: 'BAD_USER_INPUT',
      messageKey: messages.chatMessageTooLong,
      field: 'message',
    });

    expect((await stored(office.token, chatId)).totalCount).toBe(0);
    expect(
      (await get(office.token, '/chat')).json().data.map((chat: { idChat: number }) => String(chat.idChat)),
    ).not.toContain(chatId);
    expect(
      await chatFiles(server.dataDir).then((files) => files.filter((path) => path.includes(`/chat/${chatId}/`))),
    ).toEqual([]);
  });

  it('un adjunto de más de 1 MB se rechaza con "El archivo supera el tamaño máximo permitido" y no queda ni el mensaje ni el archivo', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const tooLarge = [
      expect.objectContaining({
        message: messages.fileTooLarge,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'attachment' }),
      }),
    ];
    const filesOfChat = async () =>
      (await chatFiles(server.dataDir)).filter((path) => path.includes(`/chat/${chatId}/`));

    expect(
      (await gqlUpload(lucia.token, chatId, { name: 'tomografia.png', bytes: pngOfSize(MiB + 1) }, 'Mi tomografía'))
        .errors,
    ).toEqual(tooLarge);
    expect((await gqlUpload(lucia.token, chatId, { name: 'video.mp4', bytes: pngOfSize(3 * MiB) })).errors).toEqual(
      tooLarge,
    );
    const viaRest = await postMessage(
      office.token,
      { idChat: chatId, message: 'Su estudio' },
      { name: 'estudio.png', bytes: pngOfSize(MiB + 1) },
    );
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json()).toEqual({
      message: messages.fileTooLarge,
      code: 'BAD_USER_INPUT',
      messageKey: messages.fileTooLarge,
      field: 'document',
    });
    expect((await stored(office.token, chatId)).totalCount).toBe(0);
    expect(await filesOfChat()).toEqual([]);

    // Exactly the limit is accepted: the file and its thumbnail are all that is kept.
    const atLimit = await postMessage(office.token, { idChat: chatId }, { name: 'estudio.png', bytes: pngOfSize(MiB) });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data).toMatchObject({
      message: null,
      documentName: 'estudio.png',
      documentMediaType: 'image/png',
    });
    expect((await stored(office.token, chatId)).totalCount).toBe(1);
    expect((await filesOfChat()).map((path) => path.split('.').at(-1)).sort()).toEqual(['png', 'webp']);
    expect((await get(lucia.token, atLimit.json().data.document)).rawPayload.length).toBe(MiB);
  });

  it('un NUL se rechaza como texto no válido; los demás caracteres de control se descartan y un mensaje sólo de controles está vacío', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const withNul = await server.gql(SEND_MESSAGE, { chatId, text: 'Hola\u0000 doctora' }, lucia.token);
    expect(withNul.errors).toEqual([
      expect.objectContaining({
        message: messages.textInvalid,
        extensions: {
          code: 'BAD_USER_INPUT',
          messageKey: messages.textInvalid,
          field: 'text',
          fields: { text: messages.textInvalid },
        },
      }),
    ]);
    const sent = await server.gql<{ sendChatMessage: ChatMessage }>(
      SEND_MESSAGE,
      { chatId, text: 'Hola\u0001 doctora,\n\tgracias\u0007' },
      lucia.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendChatMessage.text).toBe('Hola doctora,\n\tgracias');
    const onlyControls = await server.gql(SEND_MESSAGE, { chatId, text: '\u0001'.repeat(2000) }, lucia.token);
    expect(onlyControls.errors).toEqual([expect.objectContaining({ message: messages.chatMessageEmpty })]);
    const named = await postMessage(office.token, { idChat: chatId }, { name: 'estudio\u0000.png', bytes: png });
    expect(named.json().data.documentName).toBe('estudio.png');
    const shown = (await stored(office.token, chatId)).messages;
    expect(shown.map((message) => message.text)).toEqual(['Hola doctora,\n\tgracias', null]);
    expect(shown[1].attachment).toMatchObject({ name: 'estudio.png', mediaType: 'image/png' });
  });

  it('un texto con el campo de archivo vacío se guarda como texto, sin adjunto', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const response = await postMessage(
      lucia.token,
      { idChat: chatId, message: 'Sin archivo' },
      { name: '', bytes: new Uint8Array() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ message: 'Sin archivo', document: null });
    expect((await stored(office.token, chatId)).messages).toEqual([
      expect.objectContaining({ text: 'Sin archivo', attachment: null }),
    ]);
    expect(
      await chatFiles(server.dataDir).then((files) => files.filter((path) => path.includes(`/chat/${chatId}/`))),
    ).toEqual([]);
  });

  it('texto y archivo van en un mismo mensaje', async () => {
    const { lucia, office, chatId } = await chatDeLucia();
    const sent = await gqlUpload(lucia.token, chatId, { name: 'foto.png', bytes: png }, 'Así se ve la encía');
    expect(sent.data!.sendChatMessage).toMatchObject({
      text: 'Así se ve la encía',
      attachment: { name: 'foto.png', mediaType: 'image/png' },
    });
    const [seen] = (await stored(office.token, chatId)).messages;
    expect(seen).toMatchObject({
      text: 'Así se ve la encía',
      attachment: sent.data!.sendChatMessage.attachment,
      isMessageOwner: false,
    });
  });
});
