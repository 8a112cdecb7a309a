import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { listenLocally } from '../../support/hardening.js';
import { formUpload, graphqlUpload, multipartForm } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/** What the server answered, or how the client gave up (aborted after the time given). */
type Answer = { status: number; body: string };

/** An old app's upload of about 8 MB. */
const eightMegabytes = new Uint8Array(8 * 1024 * 1024).fill(0x41);

/** The same size, starting as a PNG: an image, but over the lab's 5 MB limit. */
const pngOfEightMegabytes = new Uint8Array(eightMegabytes);
pngOfEightMegabytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const SEND =
  'mutation ($chatId: ID!, $attachment: Upload) { sendChatMessage(chatId: $chatId, attachment: $attachment) { id } }';

describe(`subidas rechazadas antes de leerlas (${databaseKind()})`, () => {
  let server: TestServer;
  let address: { host: string; port: number };
  let doctor: string;
  let lab: string;
  beforeAll(async () => {
    server = await startTestServer();
    const [host, port] = (await listenLocally(server.app)).split(':');
    address = { host: host!, port: Number(port) };
    doctor = (await server.signedIn('doctor')).token;
    lab = (await server.signedIn('laboratory')).token;
  });
  afterAll(() => server.close());

  /**
   * One request through `agent` (as the phone's HTTP client keeps one connection to the lab),
   * given up after `withinMs`. The server may close the connection while the body is still
   * being sent: that is what lets the next request through, and is no failure of this one.
   */
  const send = (
    agent: Agent,
    options: { method: string; path: string; token: string; headers?: Record<string, string>; body?: Buffer },
    withinMs: number,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        {
          ...address,
          agent,
          method: options.method,
          path: options.path,
          headers: { authorization: `Bearer ${options.token}`, ...options.headers },
          signal: AbortSignal.timeout(withinMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });

  /** The refused upload, then the app's next request on the same connection: it is answered at once. */
  async function refusedThenHeartbeat(upload: { path: string; headers: Record<string, string>; payload: Buffer }) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(
        agent,
        {
          method: 'POST',
          path: upload.path,
          token: upload.path === '/study-groups/upload' ? lab : doctor,
          headers: upload.headers,
          body: upload.payload,
        },
        10_000,
      ).catch((error: Error) => Promise.reject(new Error(`the refused upload: ${error.message}`)));
      // The keep-alive timeout is 72 s: an answer within 5 s did not wait for it.
      const heartbeat = await send(agent, { method: 'GET', path: '/heartbeat', token: doctor }, 5_000);
      expect(heartbeat).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
      return refused;
    } finally {
      agent.destroy();
    }
  }

  it('el doctor manda un adjunto de 8 MB a un chat que no existe: 404, y su siguiente petición responde enseguida', async () => {
    const form = await multipartForm(
      { idChat: 987654321, message: 'Le mando la radiografía' },
      { field: 'document', name: 'radiografia.bin', bytes: eightMegabytes },
    );
    const refused = await refusedThenHeartbeat({ path: '/chat-message', ...form });
    expect(refused.status).toBe(404);
  });

  it('el laboratorio sube al editor una imagen de 8 MB, más de lo permitido: 400 en español, y su siguiente petición responde enseguida', async () => {
    const form = await formUpload('file', pngOfEightMegabytes, 'foto.png');
    const refused = await refusedThenHeartbeat({ path: '/study-groups/upload', ...form });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: messages.fileTooLarge });
  });

  it('por GraphQL, un adjunto de 8 MB a un chat que no existe: NOT_FOUND, y la siguiente petición responde enseguida', async () => {
    const upload = await graphqlUpload(
      SEND,
      { chatId: '987654321' },
      { field: 'attachment', name: 'radiografia.bin', bytes: eightMegabytes },
    );
    const refused = await refusedThenHeartbeat({ path: '/graphql', ...upload });
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
  });
});
