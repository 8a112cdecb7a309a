import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../../server/src/app.js';
import { closeWithin } from '../../../server/src/server.js';
import { listenLocally, overSocket, startCustomServer } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';

/** A deferred signal: `wait` settles once `done` is called. */
function signal() {
  let done!: () => void;
  const wait = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { done, wait };
}

/**
 * A server with a route that streams its body to storage under `shutdown-test/` (as an upload
 * does), telling `receiving` once the first bytes are written.
 */
async function uploadServer(receiving: () => void) {
  const server = await startCustomServer({
    routes: (app: App) => {
      void app.register(async (scope) => {
        // The body stays unread in the request's stream, as the multipart uploads leave theirs.
        scope.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));
        scope.post('/subida', { config: { access: 'public' } }, async (request) => {
          const stored = await app.deps.storage.put('shutdown-test', request.raw, {
            maxBytes: 10 * 1024 * 1024,
            tap: receiving,
          });
          return { key: stored.key, size: stored.size };
        });
      });
    },
  });
  return { server, address: await listenLocally(server.app) };
}

/** Starts an upload to `/subida` and sends its first 64 KiB; the caller sends the rest, or not. */
function startUpload(address: string): { request: ClientRequest; response: Promise<IncomingMessage> } {
  const [host, port] = address.split(':');
  const request = httpRequest({
    host,
    port: Number(port),
    method: 'POST',
    path: '/subida',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(256 * 1024) },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  // A cut connection rejects it before the test looks (it awaits the close first): marked handled
  // here, it still rejects for the test's own assertion.
  response.catch(() => undefined);
  request.write(Buffer.alloc(64 * 1024, 1));
  return { request, response };
}

async function bodyOf(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const storedUploads = (dataDir: string) => readdir(join(dataDir, 'files', 'shutdown-test')).catch(() => [] as string[]);

describe(`apagado ordenado (${databaseKind()})`, () => {
  it('la petición en curso termina bien; después el servidor ya no acepta conexiones', async () => {
    const arrived = signal();
    const server = await startCustomServer({
      routes: (app) =>
        app.get('/lento', { config: { access: 'public' } }, async () => {
          arrived.done();
          await sleep(400);
          return { ok: true };
        }),
    });
    const address = await listenLocally(server.app);

    const slow = fetch(`http://${address}/lento`);
    await arrived.wait;
    const closing = server.close();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // The kept-alive connection of the finished request must not hold the close open.
    const closedInTime = await Promise.race([closing.then(() => true), sleep(3000).then(() => false)]);
    expect(closedInTime).toBe(true);

    const refusal = await fetch(`http://${address}/lento`).then(
      () => 'answered',
      (error: TypeError) => error.cause,
    );
    expect(refusal).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('durante el drenaje /readyz responde 503 y las peticiones se siguen atendiendo; la que estaba en curso termina al cerrar', async () => {
    const arrived = signal();
    const release = signal();
    const server = await startCustomServer({
      routes: (app) =>
        app.get('/lento', { config: { access: 'public' } }, async () => {
          arrived.done();
          await release.wait;
          return { ok: true };
        }),
    });
    const address = await listenLocally(server.app);
    const slow = fetch(`http://${address}/lento`);
    await arrived.wait;

    server.app.beginDrain();
    const ready = await fetch(`http://${address}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Still served while the balancer catches up, each answer closing its connection.
    const served = await fetch(`http://${address}/heartbeat`);
    expect(served.status).toBe(401);
    expect(served.headers.get('connection')).toBe('close');

    const closing = closeWithin(server.app, 5000);
    release.done();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await closing).toEqual({ forced: false });
  });

  it('un cliente graphql-ws ve el código 1012 y con retryAttempts se reconecta a otro servidor', async () => {
    const first = await startCustomServer();
    const second = await startCustomServer();
    const addresses = [await listenLocally(first.app), await listenLocally(second.app)];
    let target = addresses[0];
    const closes: { code: number; reason: string }[] = [];
    let connected = 0;
    const reconnected = signal();
    const client = createClient({
      url: () => `ws://${target}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 3,
      retryWait: async () => {},
      on: {
        connected: () => {
          connected += 1;
          if (connected === 2) reconnected.done();
        },
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          closes.push({ code, reason });
        },
      },
    });
    try {
      expect((await overSocket(client, '{ __typename }')).data).toEqual({ __typename: 'Query' });
      // The balancer sends the next socket to the instance still running.
      target = addresses[1];
      expect(await closeWithin(first.app, 5000)).toEqual({ forced: false });
      await reconnected.wait;
      expect(closes[0]).toEqual({ code: 1012, reason: 'El servidor se está reiniciando' });
      expect((await overSocket(client, '{ __typename }')).data).toEqual({ __typename: 'Query' });
      expect(connected).toBe(2);
    } finally {
      await client.dispose();
      await second.close();
    }
  });

  it('una subida en curso que termina dentro del plazo se guarda entera', async () => {
    const receiving = signal();
    const { server, address } = await uploadServer(receiving.done);
    const upload = startUpload(address);
    await receiving.wait;

    const closing = closeWithin(server.app, 5000);
    upload.request.end(Buffer.alloc(192 * 1024, 2));
    const response = await upload.response;
    expect(response.statusCode).toBe(200);
    const stored = (await bodyOf(response)) as { key: string; size: number };
    expect(stored.size).toBe(256 * 1024);
    expect(await closing).toEqual({ forced: false });
    expect(await storedUploads(server.dataDir)).toEqual([stored.key.split('/')[1]]);
  });

  it('una subida que no termina dentro del plazo se corta: el cliente ve la conexión caída y no queda nada escrito', async () => {
    const receiving = signal();
    const { server, address } = await uploadServer(receiving.done);
    const upload = startUpload(address);
    await receiving.wait;
    // The file is opened once the upload's first bytes are sniffed, a moment after they arrive.
    await expect.poll(() => storedUploads(server.dataDir)).toHaveLength(1);

    // The rest of the body never comes: past the timeout the connection is cut.
    const closed = await closeWithin(server.app, 300);
    expect(closed).toEqual({ forced: true });
    await expect(upload.response).rejects.toMatchObject({ code: 'ECONNRESET' });
    // storage.put removes what it wrote once its stream fails; the request's handler ends meanwhile.
    await expect.poll(() => storedUploads(server.dataDir)).toEqual([]);
  });
});
