import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/src/app.js';
import { activityChannel, chatChannel } from '../../../server/src/chat/chat.service.js';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';
import { createPostgresEventBus } from '../../../server/src/events/event-bus.js';
import { ensureUserTypes } from '../../../server/src/users/reference-data.js';
import {
  type ChatMessage,
  collect,
  MARK_READ,
  MESSAGE_ADDED,
  observedEventBus,
  openChat,
  SEND_MESSAGE,
  sendMessage,
  UNREAD_CHANGED,
  type UnreadChats,
} from '../../support/chat.js';
import { listenLocally, socketClient } from '../../support/hardening.js';
import { graphqlUpload, multipartForm } from '../../support/multipart.js';
import { testConfig, TestServer } from '../../support/test-server.js';

type Instance = {
  server: TestServer;
  address: string;
  events: ReturnType<typeof observedEventBus>;
  handle: DatabaseHandle;
};
type Added = { chatMessageAdded: ChatMessage };
type Unread = { unreadChatsChanged: UnreadChats };

const onServer = process.env.TEST_DB === 'postgres';

describe.skipIf(!onServer)(
  'dos instancias de la app sobre un mismo PostgreSQL (se omite sin TEST_DB=postgres: LISTEN/NOTIFY necesita el servidor)',
  () => {
    const instances: Instance[] = [];
    const clients: Client[] = [];
    const connect = (instance: Instance, token: string) => {
      const client = socketClient(instance.address, token);
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      // Shared files, as behind a load balancer with one storage; everything else is per instance.
      const config = await testConfig();
      for (let index = 0; index < 2; index += 1) {
        const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: config.dataDir });
        await ensureUserTypes(handle.db);
        const events = observedEventBus(await createPostgresEventBus(handle.notifications!));
        let app: App | undefined;
        try {
          app = await buildApp({ config, database: handle, events: events.bus });
          instances.push({
            server: new TestServer(app, config.dataDir),
            address: await listenLocally(app),
            events,
            handle,
          });
        } catch (error) {
          await app?.close();
          await handle.close();
          throw error;
        }
      }
    });
    afterAll(async () => {
      await Promise.all(clients.map(async (client) => client.dispose()));
      for (const { server, handle } of instances) {
        await server.close();
        await handle.close();
      }
    });

    /** Lucía, her doctor and the office, created and signed in through instance A. */
    async function consultorio() {
      const [a] = instances;
      const doctor = await a.server.signedIn('doctor');
      const patient = await a.server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
      const office = await a.server.signedIn('office-admin', { name: 'Recepción' });
      return { doctor, patient, office, chatId: await openChat(a.server, office.token, patient.id) };
    }

    it('el mensaje que la paciente envía por la instancia A llega a la recepción suscrita en la instancia B, y la respuesta vuelve', async () => {
      const [a, b] = instances;
      const { patient, office, chatId } = await consultorio();
      const channel = chatChannel(Number(chatId));
      const officeListens = b.events.nextListener(channel);
      const atOffice = collect<Added>(connect(b, office.token), MESSAGE_ADDED, { chatId });
      await officeListens;
      const patientListens = a.events.nextListener(channel);
      const atPatient = collect<Added>(connect(a, patient.token), MESSAGE_ADDED, { chatId });
      await patientListens;

      const sent = await sendMessage(a.server, patient.token, chatId, '¿Ya está lista mi panorámica?');
      const received = await atOffice.until((result) => result.data?.chatMessageAdded.id === sent.id);
      expect(received.data!.chatMessageAdded).toEqual({ ...sent, isMessageOwner: false });

      // The answer goes through B's REST route and reaches the patient on A.
      const form = await multipartForm({ idChat: chatId, message: 'Sí, ya puede pasar por ella' });
      const answer = await b.server.inject({
        method: 'POST',
        url: '/chat-message',
        headers: { authorization: `Bearer ${office.token}`, ...form.headers },
        payload: form.payload,
      });
      expect(answer.statusCode).toBe(200);
      const answerId = String(answer.json().data.id);
      const delivered = await atPatient.until((result) => result.data?.chatMessageAdded.id === answerId);
      expect(delivered.data!.chatMessageAdded).toMatchObject({
        text: 'Sí, ya puede pasar por ella',
        authorName: 'Recepción Apellido',
        isMessageOwner: false,
        attachment: null,
      });
      // The office hears its own answer too, through NOTIFY, in order.
      expect(
        (await atOffice.until((result) => result.data?.chatMessageAdded.id === answerId)).data!.chatMessageAdded
          .isMessageOwner,
      ).toBe(true);
      expect(atOffice.results.map((result) => result.data?.chatMessageAdded.text)).toEqual([
        '¿Ya está lista mi panorámica?',
        'Sí, ya puede pasar por ella',
      ]);
    });

    it('el contador de no leídos del doctor, conectado a B, sube con los mensajes enviados por A y vuelve a cero al leer por A', async () => {
      const [a, b] = instances;
      const { doctor, patient, chatId } = await consultorio();
      const listens = b.events.nextListener(activityChannel);
      const atDoctor = collect<Unread>(connect(b, doctor.token), UNREAD_CHANGED);
      await listens;

      await sendMessage(a.server, patient.token, chatId, 'Doctor, me duele la muela');
      expect((await atDoctor.until(() => true)).data!.unreadChatsChanged).toEqual({
        total: 1,
        chats: [{ chatId, unreadCount: 1 }],
      });
      await a.server.gql(MARK_READ, { chatId }, doctor.token);
      expect((await atDoctor.until(() => true, 1)).data!.unreadChatsChanged).toEqual({ total: 0, chats: [] });
    });

    it('el mensaje más largo posible, con un adjunto de nombre largo, cabe en NOTIFY y cruza', async () => {
      const [a, b] = instances;
      const { patient, office, chatId } = await consultorio();
      const listens = b.events.nextListener(chatChannel(Number(chatId)));
      const atOffice = collect<Added>(connect(b, office.token), MESSAGE_ADDED, { chatId });
      await listens;

      // Three bytes per character in UTF-8: 6000 bytes of text and 600 of file name.
      const text = '诊'.repeat(2000);
      const name = `${'影'.repeat(196)}.png`;
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      const upload = await graphqlUpload(SEND_MESSAGE, { chatId, text }, { field: 'attachment', name, bytes: png });
      const response = await a.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...upload.headers, authorization: `Bearer ${patient.token}` },
        payload: upload.payload,
      });
      const sent = (response.json() as { data: { sendChatMessage: ChatMessage } }).data.sendChatMessage;
      const received = await atOffice.until((result) => result.data?.chatMessageAdded.id === sent.id);
      expect(received.data!.chatMessageAdded).toMatchObject({
        text,
        attachment: { url: sent.attachment!.url, name, mediaType: 'image/png' },
        isMessageOwner: false,
      });

      // The attachment is served by either instance.
      const file = await b.server.inject({
        method: 'GET',
        url: sent.attachment!.url,
        headers: { authorization: `Bearer ${office.token}` },
      });
      expect(file.rawPayload.equals(png)).toBe(true);
    });
  },
);
