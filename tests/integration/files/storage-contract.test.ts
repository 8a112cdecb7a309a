import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../../../server/src/common/errors.js';
import { createS3Storage } from '../../../server/src/files/s3-storage.js';
import { spoolUpload } from '../../../server/src/files/spooled-upload.js';
import { createLocalStorage, imageTypes, type FileStorage } from '../../../server/src/files/storage.js';
import { startS3Server } from '../../support/s3-server.js';
import { executable, reportPdf, xrayPng } from '../../support/studies.js';

const MiB = 1024 * 1024;
/** Bytes that differ at every offset, so a range read from the wrong place shows. */
const patterned = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + (i >> 8)) % 251));
/** 20 MiB: more than the s3 driver's 8 MiB part, so its uploads go multipart. */
const large = Buffer.concat(Array.from({ length: 20 }, (_, i) => Buffer.alloc(MiB, i + 1)));
const chunksOf = (bytes: Buffer, size = 256 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The error a storage call rejects with, as an AppError's code and message. */
async function refusal(work: Promise<unknown>) {
  const error: unknown = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

type Driver = {
  storage: FileStorage;
  /** A storage of the same driver that cannot be reached or written. */
  unreachable: FileStorage;
  /** What is stored, seen past the driver: file paths on disk, or the bucket's objects and open multipart uploads. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
};

async function localDriver(): Promise<Driver> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-contract-'));
  const root = join(dir, 'files');
  await writeFile(join(dir, 'not-a-folder'), 'x');
  return {
    storage: createLocalStorage(root),
    unreachable: createLocalStorage(join(dir, 'not-a-folder', 'files')),
    leftovers: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  const { bucket, region, endpoint, credentials, forcePathStyle } = server.storage;
  // Two keys a page: the listing below takes several pages, as a bucket of thousands does.
  const storage = createS3Storage({ bucket, region, endpoint, credentials, forcePathStyle, listPageSize: 2 });
  return {
    storage,
    unreachable: createS3Storage({ bucket: `${bucket}-missing`, region, endpoint, credentials, forcePathStyle }),
    leftovers: async () => {
      const { keys, pendingUploads } = await server.contents();
      return [...keys, ...pendingUploads.map((id) => `multipart upload ${id}`)];
    },
    close: () => server.close(),
  };
}

describe.each([
  { name: 'disco local', open: localDriver },
  { name: 'S3', open: s3Driver },
])('almacenamiento de archivos: $name', ({ open }) => {
  let driver: Driver;
  let storage: FileStorage;
  let xray: Awaited<ReturnType<FileStorage['put']>>;
  let pattern: Buffer;
  let patternKey: string;
  beforeAll(async () => {
    driver = await open();
    storage = driver.storage;
    xray = await storage.put('contrato/radiografias', chunksOf(xrayPng, 4096), { maxBytes: 10 * MiB });
    pattern = patterned(300_000);
    patternKey = (await storage.put('contrato/rangos', Readable.from([pattern]), { maxBytes: MiB })).key;
  });
  afterAll(() => driver.close());

  it('guarda una radiografía con su tipo, tamaño y SHA-256, y la devuelve byte por byte', async () => {
    expect(xray).toMatchObject({
      size: xrayPng.length,
      checksum: sha256(xrayPng),
      mediaType: 'image/png',
      extension: 'png',
    });
    expect(xray.key).toMatch(/^contrato\/radiografias\/[0-9a-f-]{36}\.png$/);
    const { stream, size } = await storage.read(xray.key);
    expect(size).toBe(xrayPng.length);
    expect((await bytesOf(stream)).equals(xrayPng)).toBe(true);
    const info = await storage.stat(xray.key);
    expect(info.size).toBe(xrayPng.length);
    expect(Math.abs(info.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('lee solo el rango pedido, con el tamaño del archivo entero; un rango más allá del final no lee nada', async () => {
    const middle = await storage.read(patternKey, { start: 1000, end: 131_071 });
    expect(middle.size).toBe(pattern.length);
    expect((await bytesOf(middle.stream)).equals(pattern.subarray(1000, 131_072))).toBe(true);
    const tail = await storage.read(patternKey, { start: pattern.length - 10, end: pattern.length + 500 });
    expect((await bytesOf(tail.stream)).equals(pattern.subarray(pattern.length - 10))).toBe(true);
    const beyond = await storage.read(patternKey, { start: pattern.length + 5, end: pattern.length + 10 });
    expect(beyond.size).toBe(pattern.length);
    expect((await bytesOf(beyond.stream)).length).toBe(0);
  });

  it('un archivo grande se guarda por partes sin perder un byte, y `tap` ve cada byte en orden', async () => {
    const tapped = createHash('sha256');
    const stored = await storage.put('contrato/grandes', chunksOf(large), {
      maxBytes: 25 * MiB,
      tap: (chunk) => tapped.update(chunk),
    });
    expect(stored.size).toBe(large.length);
    expect(stored.checksum).toBe(sha256(large));
    expect(tapped.digest('hex')).toBe(sha256(large));
    expect(sha256(await bytesOf((await storage.read(stored.key)).stream))).toBe(sha256(large));
    await storage.remove(stored.key);
  });

  it('guarda en la clave dada lo que se restaura de una copia, no pisa un archivo que ya está y no deja nada de una escritura rota', async () => {
    const key = 'contrato/restaurados/reporte.pdf';
    await storage.putAt(key, Readable.from([reportPdf]));
    expect((await bytesOf((await storage.read(key)).stream)).equals(reportPdf)).toBe(true);
    const again = await storage.putAt(key, Readable.from([xrayPng])).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error,
    );
    expect(again?.code).toBe('EEXIST');
    expect((await bytesOf((await storage.read(key)).stream)).equals(reportPdf)).toBe(true);

    const before = await driver.leftovers();
    const broken = Readable.from(
      (async function* () {
        yield large.subarray(0, 9 * MiB);
        throw new Error('la copia está dañada');
      })(),
    );
    await expect(storage.putAt('contrato/restaurados/cbct.zip', broken)).rejects.toThrow('la copia está dañada');
    expect(await driver.leftovers()).toEqual(before);
  });

  it('lista las claves de una carpeta (todas, en varias páginas) y de todo el almacén; un prefijo que no es carpeta no lista nada', async () => {
    const keys = [];
    for (let i = 0; i < 5; i++)
      keys.push(
        (await storage.put('contrato/lista', Readable.from([Buffer.from(`nota ${i}`)]), { maxBytes: 100 })).key,
      );
    const listed = [];
    for await (const entry of storage.list('contrato/lista')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([...keys].sort());
    for (const entry of listed) expect(Math.abs(entry.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const everything = [];
    for await (const entry of storage.list('')) everything.push(entry.key);
    expect(everything).toEqual(expect.arrayContaining([...keys, xray.key, patternKey]));
    const partial = [];
    for await (const entry of storage.list('contrato/lis')) partial.push(entry.key);
    expect(partial).toEqual([]);
  });

  it('quitar un archivo lo deja sin leer ni describir (no encontrado); quitarlo otra vez no falla', async () => {
    const { key } = await storage.put('contrato/borrar', Readable.from([Buffer.from('temporal')]), { maxBytes: 100 });
    await storage.remove(key);
    expect((await refusal(storage.read(key))).code).toBe('NOT_FOUND');
    expect((await refusal(storage.stat(key))).code).toBe('NOT_FOUND');
    await storage.remove(key);
    expect(await driver.leftovers()).not.toContain(key);
  });

  it('una clave que no existe o que sale del almacén es "no encontrado"', async () => {
    expect(await refusal(storage.read('contrato/no-existe.png'))).toEqual({
      code: 'NOT_FOUND',
      message: messages.notFound,
    });
    expect((await refusal(storage.stat('contrato/no-existe.png'))).code).toBe('NOT_FOUND');
    expect((await refusal(storage.read(`../${xray.key}`))).code).toBe('NOT_FOUND');
  });

  it('rechaza por su contenido un ejecutable llamado imagen, y por tamaño un archivo que pasa el límite, sin dejar nada guardado', async () => {
    const before = await driver.leftovers();
    expect(
      await refusal(
        storage.put('contrato/rechazos', Readable.from([executable]), {
          maxBytes: MiB,
          accept: imageTypes,
          refusal: messages.imageInvalid,
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: messages.imageInvalid });
    // Past the first 8 MiB part: S3 has begun a multipart upload, which must be aborted.
    expect(await refusal(storage.put('contrato/rechazos', chunksOf(large), { maxBytes: 17 * MiB }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.fileTooLarge,
    });
    // A multipart parser at its own limit ends the file quietly and flags it.
    const cut = Object.assign(chunksOf(xrayPng), { truncated: true });
    expect((await refusal(storage.put('contrato/rechazos', cut, { maxBytes: 10 * MiB }))).message).toBe(
      messages.fileTooLarge,
    );
    // A body cut short: the parser fails the file's stream mid-way.
    const broken = Readable.from(
      (async function* () {
        yield large.subarray(0, 9 * MiB);
        throw new Error('Unexpected end of form');
      })(),
    );
    expect(await refusal(storage.put('contrato/rechazos', broken, { maxBytes: 25 * MiB }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.multipartInvalid,
    });
    expect(await driver.leftovers()).toEqual(before);
  });

  it('un archivo subido a disco entero (un ZIP) se guarda sin volver a leerlo ni copiarlo a mano, con su tamaño y SHA-256; un tipo no aceptado, o uno que no se guarda, no deja nada', async () => {
    await mkdir(storage.spoolFolder, { recursive: true });
    const spoolDir = await mkdtemp(join(storage.spoolFolder, 'contrato-'));
    try {
      // 20 MiB plus a bit: past two parts of the bucket's 8 MiB, the last one short.
      const bytes = Buffer.concat([xrayPng, large]);
      const spool = (name: string, tap?: (chunk: Buffer) => void) =>
        storage.spool('contrato/adoptados', chunksOf(bytes), join(spoolDir, name), { maxBytes: 25 * MiB, tap });
      const before = await driver.leftovers();

      // Refused by type when kept: nothing stays (a bucket's copy sent while spooling goes too).
      const refused = await spool('rechazada.zip');
      expect(
        await refusal(storage.adopt('contrato/adoptados', refused, { accept: ['application/pdf'], refusal: 'no' })),
      ).toEqual({ code: 'BAD_USER_INPUT', message: 'no' });
      expect(await driver.leftovers()).toEqual(before);

      // Not kept at all (a ZIP whose images are kept one by one): let go, nothing stays.
      const dropped = await spool('soltada.zip');
      await dropped.sent?.drop();
      expect(await driver.leftovers()).toEqual(before);

      const tapped = createHash('sha256');
      const spooled = await spool('subida.zip', (chunk) => tapped.update(chunk));
      expect(spooled).toMatchObject({ size: bytes.length, checksum: sha256(bytes), mediaType: 'image/png' });
      expect(tapped.digest('hex')).toBe(sha256(bytes));
      expect(sha256(await readFile(spooled.path))).toBe(sha256(bytes));
      const stored = await storage.adopt('contrato/adoptados', spooled, { accept: imageTypes });
      expect(stored).toEqual({
        key: expect.stringMatching(/^contrato\/adoptados\/[0-9a-f-]{36}\.png$/),
        size: bytes.length,
        checksum: sha256(bytes),
        mediaType: 'image/png',
        extension: 'png',
      });
      const read = await storage.read(stored.key);
      expect(read.size).toBe(bytes.length);
      expect(sha256(await bytesOf(read.stream))).toBe(sha256(bytes));
      await storage.remove(stored.key);

      // A file spooled apart (spoolUpload) is kept the same way: the bucket receives it then.
      const apart = await spoolUpload(chunksOf(bytes), join(spoolDir, 'aparte.zip'), { maxBytes: 25 * MiB });
      const kept = await storage.adopt('contrato/adoptados', apart, { accept: imageTypes });
      expect(sha256(await bytesOf((await storage.read(kept.key)).stream))).toBe(sha256(bytes));
      await storage.remove(kept.key);
      expect(await driver.leftovers()).toEqual(before);

      // Over the limit while spooling: refused in Spanish, and nothing stays on disk nor in the bucket.
      expect(
        await refusal(
          storage.spool('contrato/adoptados', chunksOf(large), join(spoolDir, 'grande.zip'), { maxBytes: 5 * MiB }),
        ),
      ).toEqual({ code: 'BAD_USER_INPUT', message: messages.fileTooLarge });
      expect(await readdir(spoolDir)).not.toContain('grande.zip');
      expect(await driver.leftovers()).toEqual(before);
    } finally {
      await rm(spoolDir, { recursive: true, force: true });
    }
  });

  it(
    'sesenta descargas lentas abiertas a la vez no hacen esperar a la siguiente consulta',
    { timeout: 15_000 },
    async () => {
      // Each open read holds its connection to the store until its reader finishes, as a phone on a slow network does.
      const open = await Promise.all(Array.from({ length: 60 }, () => storage.read(patternKey)));
      try {
        expect((await storage.stat(xray.key)).size).toBe(xrayPng.length);
        const { stream } = await storage.read(xray.key, { start: 0, end: 7 });
        expect((await bytesOf(stream)).equals(xrayPng.subarray(0, 8))).toBe(true);
      } finally {
        for (const { stream } of open) stream.destroy();
      }
    },
  );

  it('responde que se puede usar; uno que no se alcanza o no se escribe falla', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(driver.unreachable.check()).rejects.toThrow();
  });
});
