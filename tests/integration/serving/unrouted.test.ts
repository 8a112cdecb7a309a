import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { captureLogs } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/** What Chromium sends when a link is opened (a navigation). */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const json = 'application/json';
const spaHtml =
  '<!doctype html><html lang="es-MX"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

describe(`una dirección o un método que ninguna ruta atiende (${databaseKind()})`, () => {
  let server: TestServer;
  let clientDir: string;
  const logs = captureLogs();
  beforeAll(async () => {
    // The built client, as `npm run build` leaves it.
    clientDir = await mkdtemp(join(tmpdir(), 'portal-client-'));
    await writeFile(join(clientDir, 'index.html'), spaHtml);
    server = await startTestServer({ clientDir, logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const request = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, accept?: string) =>
    server.inject({ method, url, headers: accept ? { accept } : {} });

  it('una llamada de API a una dirección que no existe responde 404 en JSON con código, nunca la página', async () => {
    for (const [method, url, accept] of [
      ['GET', '/api/v1/estudios', json],
      ['GET', '/api/v1/estudios', 'application/json, text/plain, */*'],
      // Under a prefix of the REST routes, whatever it accepts.
      ['GET', '/chat-message/5/adjuntos', undefined],
      ['GET', '/dicom-web/pacientes', '*/*'],
      ['POST', '/api/v1/estudios', json],
      ['DELETE', '/no-existe', undefined],
    ] as const) {
      const response = await request(method, url, accept);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: messages.notFound, code: 'NOT_FOUND', messageKey: messages.notFound });
    }
  });

  it('un método que la dirección no tiene responde 405 en JSON, con Allow y los métodos que sí tiene', async () => {
    const zip = await request('DELETE', '/studies/5/zip', json);
    expect(zip.statusCode).toBe(405);
    expect(zip.headers.allow).toBe('GET, HEAD');
    expect(zip.json()).toEqual({
      message: messages.methodNotAllowed,
      code: 'BAD_REQUEST',
      messageKey: messages.methodNotAllowed,
    });
    const uploads = await request('GET', '/studies/uploads', json);
    expect(uploads.statusCode).toBe(405);
    expect(uploads.headers.allow).toBe('POST');
    expect(uploads.json()).toEqual({
      message: messages.methodNotAllowed,
      code: 'BAD_REQUEST',
      messageKey: messages.methodNotAllowed,
    });
    const chat = await request('PUT', '/chat', undefined);
    expect(chat.statusCode).toBe(405);
    expect(chat.headers.allow).toBe('GET, HEAD, POST');
  });

  it('una navegación del navegador sigue recibiendo la página del portal, también bajo un prefijo de la API', async () => {
    for (const [url, accept] of [
      ['/api/v1/estudios', browserAccept],
      ['/courses/5/edit', browserAccept],
      ['/studies/uploads', browserAccept],
      // A deep link asked for without Accept, as before.
      ['/pre-registro', undefined],
    ] as const) {
      const response = await request('GET', url, accept);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(spaHtml);
    }
  });

  it('nada de esto queda como error del servidor en el registro', () => {
    expect(logs.lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
