import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { processRequest, type Upload } from 'graphql-upload-minimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createLocalStorage, type FileStorage } from '../../server/src/files/storage.js';
import { UploadScalar } from '../../server/src/http/uploads.js';

const kb = 1024;

/** A GraphQL multipart request with a PDF first and a cover after it, arriving in network-sized chunks. */
async function pdfThenCover(pdf: Buffer, cover: Buffer) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation { x }', variables: { pdf: null, cover: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.pdf'], 1: ['variables.cover'] }));
  form.append('0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'recetario.pdf');
  form.append('1', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'portada.png');
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const chunks = Array.from({ length: Math.ceil(body.length / (64 * kb)) }, (_, i) =>
    body.subarray(i * 64 * kb, (i + 1) * 64 * kb),
  );
  return Object.assign(Readable.from(chunks), { headers: { 'content-type': request.headers.get('content-type')! } });
}

/** The two files as the resolver receives them, from a parser whose size limit is `maxFileSize`. */
async function parsed(pdf: Buffer, cover: Buffer, maxFileSize: number) {
  const request = await pdfThenCover(pdf, cover);
  const operations = (await processRequest(request as never, undefined as never, { maxFileSize, maxFiles: 2 })) as {
    variables: { pdf: Upload; cover: Upload };
  };
  return {
    pdf: UploadScalar.parseValue(operations.variables.pdf)!,
    cover: UploadScalar.parseValue(operations.variables.cover)!,
  };
}

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const cover = Buffer.alloc(40 * kb, 7);

describe('archivos de una petición GraphQL multipart', () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'upload-streams-'));
    storage = createLocalStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('un PDF que el almacenamiento rechaza a medio leer no detiene la petición: la portada que sigue llega entera', async () => {
    // The storage refuses at 100 KB (a smaller limit than the parser's), destroying the PDF's stream.
    const { pdf, cover: coverFile } = await parsed(pdfOf(1024 * kb), cover, 10 * 1024 * kb);
    const stored = storage.put('recetas', (await pdf.open('pdf')).stream, { maxBytes: 100 * kb, field: 'pdf' });
    await expect(stored).rejects.toMatchObject({
      message: messages.fileTooLarge,
      extensions: { code: 'BAD_USER_INPUT', field: 'pdf' },
    });
    const { stream, name } = await coverFile.open('cover');
    expect(name).toBe('portada.png');
    expect((await bytesOf(stream)).equals(cover)).toBe(true);
  });

  it('un PDF que llega al límite del lector mientras se guarda recibe el mensaje de tamaño, no una espera sin fin', async () => {
    // As the uploads plugin sets it: the parser stops one byte past the storage's limit. The disk
    // lags behind the network, so the parser meets its limit while the writer is chunks behind.
    const { pdf, cover: coverFile } = await parsed(pdfOf(5 * 1024 * kb), cover, 1024 * kb + 1);
    const slowDisk = new Writable({
      highWaterMark: 16 * kb,
      write: (_chunk, _encoding, done) => setImmediate(done),
    });
    const stored = pipeline((await pdf.open('pdf')).stream, slowDisk);
    await expect(stored).rejects.toMatchObject({ message: messages.fileTooLarge, extensions: { field: 'pdf' } });
    expect((await bytesOf((await coverFile.open('cover')).stream)).equals(cover)).toBe(true);
  });

  it('un PDF dentro del límite se guarda entero y la portada llega después', async () => {
    const bytes = pdfOf(300 * kb);
    const { pdf, cover: coverFile } = await parsed(bytes, cover, 1024 * kb + 1);
    const stored = await storage.put('recetas', (await pdf.open('pdf')).stream, { maxBytes: 1024 * kb });
    expect(stored).toMatchObject({ size: bytes.length, mediaType: 'application/pdf' });
    expect((await readFile(join(dir, stored.key))).equals(bytes)).toBe(true);
    expect((await bytesOf((await coverFile.open('cover')).stream)).equals(cover)).toBe(true);
  });

  it('un archivo que pasó el límite antes de abrirse falla con el mensaje de tamaño en su campo', async () => {
    // A tiny limit: the parser's buffers alone take the file past it before the resolver opens it.
    const { pdf } = await parsed(pdfOf(200 * kb), cover, 100 * kb + 1);
    await expect(pdf.open('pdf')).rejects.toMatchObject({
      message: messages.fileTooLarge,
      extensions: { code: 'BAD_USER_INPUT', field: 'pdf' },
    });
  });
});
