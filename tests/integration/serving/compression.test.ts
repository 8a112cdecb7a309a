import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, SEND_MESSAGE, type ChatMessage } from '../../support/chat.js';
import { createCourse } from '../../support/factories.js';
import { graphqlUpload } from '../../support/multipart.js';
import { bearer, createStudy, stagedFile, studyTypeId } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const immutable = 'public, max-age=31536000, immutable';
const indexHtml = `<!doctype html><html lang="es-MX"><head><title>Portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;
const appJs = `export const cursos = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Curso ${i}` })))};\n`;
/** A BMP X-ray (study files allow BMP, which mime-db calls compressible) and a note the chat keeps as octet-stream. */
const xrayBmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(8190, 0x41)]);
const notes = Buffer.from('Notas del consultorio\n'.repeat(400));

/** The built client as `npm run build` leaves it: each file with its .br and .gz copies (favicon without). */
async function builtClient(): Promise<{ dir: string; copies: Record<string, { br: Buffer; gz: Buffer }> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-client-'));
  await mkdir(join(dir, 'assets'));
  const copies: Record<string, { br: Buffer; gz: Buffer }> = {};
  for (const [path, text] of [
    ['index.html', indexHtml],
    ['assets/index-Ab12Cd34.js', appJs],
  ]) {
    copies[path] = { br: brotliCompressSync(text), gz: gzipSync(text) };
    await writeFile(join(dir, path), text);
    await writeFile(join(dir, `${path}.br`), copies[path].br);
    await writeFile(join(dir, `${path}.gz`), copies[path].gz);
  }
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, copies };
}

describe(`lo que viaja comprimido y lo que no (${databaseKind()})`, () => {
  let server: TestServer;
  let copies: Awaited<ReturnType<typeof builtClient>>['copies'];
  beforeAll(async () => {
    const client = await builtClient();
    copies = client.copies;
    server = await startTestServer({ clientDir: client.dir });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

  describe('el cliente compilado', () => {
    it('un navegador que acepta brotli recibe la copia .br del archivo con hash, con caché inmutable', async () => {
      const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(?:application|text)\/javascript; charset=utf-8$/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.rawPayload.equals(copies['assets/index-Ab12Cd34.js'].br)).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
    });

    it('uno que solo acepta gzip recibe la copia .gz; uno que no dice nada, el archivo tal cual', async () => {
      const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      expect(gzip.rawPayload.equals(copies['assets/index-Ab12Cd34.js'].gz)).toBe(true);

      const identity = await get('/assets/index-Ab12Cd34.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['content-type']).toBe(gzip.headers['content-type']);
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.headers['cache-control']).toBe(immutable);
      expect(identity.body).toBe(appJs);
    });

    it('la copia comprimida responde 304 a quien ya la tiene', async () => {
      const first = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
      expect(first.headers.etag).toBeTruthy();
      const again = await get('/assets/index-Ab12Cd34.js', {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('un enlace profundo recibe index.html comprimido y sin caché', async () => {
      const response = await get('/pre-registro', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
      // The catalogue's page carries its courses (catalogue-first-screen.test.ts), compressed the same way.
      const catalogue = await get('/aula_courses', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(catalogue.headers['content-encoding']).toBe('br');
      expect(catalogue.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(catalogue.rawPayload).toString()).toContain('id="first-screen-answers"');

      const gzip = await get('/course_registration/12', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);
    });

    it('un archivo sin copias comprimidas viaja tal cual, sin caché inmutable fuera de assets/', async () => {
      const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
  });

  describe('las respuestas JSON', () => {
    const catalogue =
      '{ publicCourses { id name subtopic date time headquarterName headquarterAddress catalogueState } }';
    const ask = (encoding?: string) =>
      server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: catalogue },
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });

    // A catalogue longer than 1 KB, for both cases of this group, whichever runs first.
    beforeAll(async () => {
      for (let i = 0; i < 8; i += 1)
        await createCourse(server.db, {
          name: `Curso de radiología maxilofacial número ${i}`,
          headquarterAddress: 'Av. Insurgentes Sur 1234, Ciudad de México',
        });
    });

    it('el catálogo por GraphQL llega comprimido a quien lo acepta, también cuando sale de la caché de respuestas públicas', async () => {
      const plain = await ask();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const first = await ask('br');
      const cached = await ask('gzip, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
      expect(cached.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(cached.rawPayload).toString()).toBe(plain.body);

      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.publicCourses.length).toBeGreaterThanOrEqual(8);
    });

    it('el catálogo REST también; una respuesta corta (menos de 1 KB) viaja tal cual', async () => {
      const rest = await get('/courses-registration', { 'accept-encoding': 'gzip' });
      expect(rest.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(rest.rawPayload).toString()).data.length).toBeGreaterThanOrEqual(8);

      const short = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __typename }' },
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      });
      expect(short.headers['content-encoding']).toBeUndefined();
      expect(short.json()).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('los archivos que alguien guardó viajan tal cual', () => {
    it('un estudio BMP, su ZIP y un adjunto del chat no se comprimen aunque el navegador lo acepte', async () => {
      const lab = await server.signedIn('laboratory');
      const doctor = await server.signedIn('doctor');
      const patient = await server.signedIn('patient', { doctorId: doctor.id });
      const staged = await stagedFile(server, lab.token, xrayBmp, 'radiografia.bmp');
      expect(staged.mediaType).toBe('image/bmp');
      const created = await createStudy(server, lab.token, {
        patientId: String(patient.id),
        studyTypeId: await studyTypeId(server, lab.token),
        studyDate: '2026-11-20',
        expiresInDays: 90,
        fileIds: [String(staged.id)],
      });
      expect(created.errors).toBeUndefined();
      const study = created.data!.createStudy;

      const file = await get(study.files[0].url, { ...bearer(patient.token), 'accept-encoding': 'br, gzip' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/bmp');
      expect(file.headers['content-encoding']).toBeUndefined();
      expect(file.rawPayload.equals(xrayBmp)).toBe(true);

      const zip = await get(study.zipUrl, { ...bearer(patient.token), 'accept-encoding': 'br, gzip' });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-encoding']).toBeUndefined();
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

      const chatId = await openChat(server, doctor.token, patient.id);
      const upload = await graphqlUpload(
        SEND_MESSAGE,
        { chatId, text: 'Sus indicaciones' },
        { field: 'attachment', name: 'notas.bin', bytes: notes },
      );
      const sent = await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...upload.headers, ...bearer(doctor.token) },
        payload: upload.payload,
      });
      const message = (sent.json() as { data: { sendChatMessage: ChatMessage } }).data.sendChatMessage;
      const attachment = await get(message.attachment!.url, {
        ...bearer(patient.token),
        'accept-encoding': 'br, gzip',
      });
      expect(attachment.statusCode).toBe(200);
      expect(attachment.headers['content-type']).toBe('application/octet-stream');
      expect(attachment.headers['content-encoding']).toBeUndefined();
      expect(attachment.headers['content-length']).toBe(String(notes.length));
      expect(attachment.rawPayload.equals(notes)).toBe(true);
    });
  });
});
