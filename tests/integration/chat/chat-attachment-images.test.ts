import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStorageOwners } from '../../../server/src/chat/chat.service.js';
import { chatMessages } from '../../../server/src/chat/chat.tables.js';
import { openChat } from '../../support/chat.js';
import { graphqlUpload } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Attachment = {
  url: string;
  name: string;
  mediaType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  thumbnailUrl: string | null;
};
type Message = { id: string; attachment: Attachment | null };
const ATTACHMENT = 'attachment { url name mediaType byteSize width height thumbnailUrl }';
const SEND = `mutation ($chatId: ID!, $text: String, $attachment: Upload) {
  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) { id ${ATTACHMENT} } }`;
const PAGE = `query ($chatId: ID!) { chatMessages(chatId: $chatId, last: 5) { edges { node { id ${ATTACHMENT} } } } }`;

describe(`los adjuntos del chat llegan a la app con tamaño, tipo, medidas y miniatura (${databaseKind()})`, () => {
  let server: TestServer;
  let lucia: { token: string; id: number };
  let office: { token: string };
  let chatId: string;
  /** A 1200 × 800 JPEG taken with the phone turned: EXIF orientation 6, so it shows 800 × 1200. */
  let photo: Buffer;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  beforeAll(async () => {
    server = await startTestServer();
    const doctor = await server.signedIn('doctor');
    lucia = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    office = await server.signedIn('office-admin');
    chatId = await openChat(server, office.token, lucia.id);
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
  });
  afterAll(() => server.close());

  const send = async (token: string, file: { name: string; bytes: Uint8Array }) => {
    const upload = await graphqlUpload(SEND, { chatId, text: null }, { field: 'attachment', ...file });
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });
    const result = response.json() as { data?: { sendChatMessage: Message }; errors?: unknown };
    expect(result.errors).toBeUndefined();
    return result.data!.sendChatMessage;
  };
  const get = (token: string | undefined, url: string) =>
    server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('una foto llega con su tamaño en bytes, su tipo, sus medidas ya giradas y una miniatura WebP de 320 px que sólo ven quienes participan', async () => {
    const sent = await send(lucia.token, { name: 'radiografia.jpg', bytes: photo });
    expect(sent.attachment).toEqual({
      url: `/chat-files/${sent.id}`,
      name: 'radiografia.jpg',
      mediaType: 'image/jpeg',
      byteSize: photo.length,
      width: 800,
      height: 1200,
      thumbnailUrl: `/chat-files/${sent.id}/thumbnail`,
    });
    // The page the other side reads says the same.
    const page = await server.gql<{ chatMessages: { edges: { node: Message }[] } }>(PAGE, { chatId }, office.token);
    expect(page.data!.chatMessages.edges.find((edge) => edge.node.id === sent.id)!.node.attachment).toEqual(
      sent.attachment,
    );

    const thumbnail = await get(office.token, sent.attachment!.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    const shown = await sharp(thumbnail.rawPayload).metadata();
    expect({ format: shown.format, width: shown.width, height: shown.height }).toEqual({
      format: 'webp',
      width: 213,
      height: 320,
    });
    expect(thumbnail.rawPayload.length).toBeLessThan(photo.length);

    const stranger = await server.signedIn('patient');
    expect((await get(stranger.token, sent.attachment!.thumbnailUrl!)).statusCode).toBe(404);
    expect((await get(undefined, sent.attachment!.thumbnailUrl!)).statusCode).toBe(401);
  });

  it('un PDF llega con su tamaño y su tipo, sin medidas ni miniatura; pedir su miniatura responde 404', async () => {
    const sent = await send(office.token, { name: 'receta.pdf', bytes: pdf });
    expect(sent.attachment).toEqual({
      url: `/chat-files/${sent.id}`,
      name: 'receta.pdf',
      mediaType: 'application/pdf',
      byteSize: pdf.length,
      width: null,
      height: null,
      thumbnailUrl: null,
    });
    expect((await get(lucia.token, `/chat-files/${sent.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('un archivo que sólo empieza como imagen se guarda como archivo, sin medidas ni miniatura', async () => {
    const broken = Buffer.concat([photo.subarray(0, 64), Buffer.alloc(512, 7)]);
    const sent = await send(lucia.token, { name: 'rota.jpg', bytes: broken });
    expect(sent.attachment).toMatchObject({
      mediaType: 'image/jpeg',
      byteSize: broken.length,
      width: null,
      height: null,
      thumbnailUrl: null,
    });
  });

  it('el barrido de archivos huérfanos reconoce la miniatura como parte del mensaje y no la borra', async () => {
    const sent = await send(lucia.token, { name: 'otra.jpg', bytes: photo });
    const [row] = await server.db
      .select({ key: chatMessages.documentKey, thumbnailKey: chatMessages.documentThumbnailKey })
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(sent.id)));
    const keys = [row.key!, row.thumbnailKey!];
    expect(keys.every((key) => key.startsWith(`chat/${chatId}/`))).toBe(true);
    const referenced = await chatStorageOwners[0].referenced(server.db, [...keys, `chat/${chatId}/huerfano.webp`]);
    expect([...referenced].sort()).toEqual([...keys].sort());
  });
});
