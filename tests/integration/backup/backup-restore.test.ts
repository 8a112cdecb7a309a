import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand, type CommandOutput } from '../../../server/src/backup-commands.js';
import type { Manifest } from '../../../server/src/backup/manifest.js';
import { emptyPortal, migratedPortal, type PortalPlace } from '../../support/portal-folders.js';
import { bearer, reportPdf, studyWithFiles, xrayPng, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer } from '../../support/test-server.js';
import type { TestUser } from '../../support/factories.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const onServer = process.env.TEST_DB === 'postgres';

/** What a command printed, and its exit code. */
async function run(command: typeof backupCommand, file: string, place: PortalPlace) {
  const printed = { log: '', error: '' };
  const out: CommandOutput = {
    log: (text) => void (printed.log += `${text}\n`),
    error: (text) => void (printed.error += `${text}\n`),
  };
  const code = await command([file], place.env, out);
  return { code, ...printed };
}

/** Every file under a folder with its size: what "nothing changed" is checked against. */
async function listing(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (path) => `${path} ${(await stat(path)).size}`)).then((lines) => lines.sort());
}

async function tarEntries(tarball: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([tarball]).pipe(extract as unknown as NodeJS.WritableStream);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

describe(`copias de seguridad del portal (${databaseKind()})`, () => {
  const places: PortalPlace[] = [];
  let source: PortalPlace;
  let patient: TestUser;
  let study: StudyResult;
  let archives: string;
  let archive: string;
  let backupOutput: string;

  const place = async (make: () => Promise<PortalPlace>) => {
    const made = await make();
    places.push(made);
    return made;
  };

  // The lab's portal, stopped: a patient with a study of two files uploaded through the app, then
  // one backup of it, compressed, that every test reads.
  beforeAll(async () => {
    source = await place(migratedPortal);
    const database = await source.open();
    const server = await startTestServer({ dataDir: source.dataDir }, { database });
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Renata' });
    study = await studyWithFiles(server, lab.token, patient.id, { notes: 'Antes de la copia' });
    await server.close();
    await database.close();
    archives = await mkdtemp(join(tmpdir(), 'portal-backups-'));
    archive = join(archives, 'copia.tar.gz');
    const backup = await run(backupCommand, archive, source);
    expect(backup.error).toBe('');
    expect(backup.code).toBe(0);
    backupOutput = backup.log;
  }, 120_000);

  afterAll(async () => {
    for (const made of places) await made.remove();
    if (archives) await rm(archives, { recursive: true, force: true });
  });

  it('la copia es un solo archivo con la base de datos y cada archivo del estudio, con su tamaño y SHA-256', async () => {
    expect(backupOutput).toContain(`Copia de seguridad escrita en ${archive}`);
    expect(backupOutput).toContain('archivos: 2');
    const entries = await tarEntries(gunzipSync(await readFile(archive)));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    const journal = JSON.parse(await readFile('drizzle/migrations/meta/_journal.json', 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(manifest).toMatchObject({
      formatVersion: 1,
      portalVersion: JSON.parse(await readFile('package.json', 'utf8')).version,
      database: {
        kind: onServer ? 'server' : 'embedded',
        version: expect.stringMatching(/^\d+\.\d+/),
        migration: { count: journal.entries.length, tag: journal.entries.at(-1)!.tag },
      },
      storage: { driver: 'local', files: 2, bytes: xrayPng.length + reportPdf.length },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(120_000);
    const files = manifest.entries.filter((entry) => entry.name.startsWith('files/'));
    expect(files.map((entry) => [entry.size, entry.sha256]).sort()).toEqual(
      [
        [xrayPng.length, sha256(xrayPng)],
        [reportPdf.length, sha256(reportPdf)],
      ].sort(),
    );
    // Every entry is in the archive as the manifest describes it, the database's dump first.
    expect([...entries.keys()]).toEqual([...manifest.entries.map((entry) => entry.name), 'manifest.json']);
    expect(manifest.entries[0].name).toBe(onServer ? 'database/postgresql.dump' : 'database/pglite-datadir.tar');
    for (const entry of manifest.entries) expect(sha256(entries.get(entry.name)!)).toBe(entry.sha256);
  });

  it('restaurada en un portal vacío, la paciente entra con su contraseña y descarga sus archivos byte por byte', async () => {
    const target = await place(emptyPortal);
    const restored = await run(restoreCommand, archive, target);
    expect(restored.error).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.log).toContain('restaurada desde');

    const database = await target.open();
    const server = await startTestServer({ dataDir: target.dataDir }, { database });
    try {
      const token = await server.login(patient.email, patient.password);
      const mine = await server.gql<{ myStudies: { edges: { node: { id: string; notes: string } }[] } }>(
        '{ myStudies { edges { node { id notes } } } }',
        {},
        token,
      );
      expect(mine.data!.myStudies.edges.map((edge) => edge.node)).toEqual([
        { id: study.id, notes: 'Antes de la copia' },
      ]);
      const image = await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(token) });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(xrayPng)).toBe(true);
      const pdf = await server.inject({ method: 'GET', url: study.files[1].url, headers: bearer(token) });
      expect(pdf.rawPayload.equals(reportPdf)).toBe(true);
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('una copia con un byte cambiado se rechaza antes de escribir nada y el destino queda vacío', async () => {
    const tarball = gunzipSync(await readFile(archive));
    const at = tarball.indexOf(xrayPng.subarray(0, 4096));
    expect(at).toBeGreaterThan(0);
    tarball[at + 2000] ^= 0xff;
    const tampered = `${archive}-alterada.tar`;
    await writeFile(tampered, tarball);
    const target = await place(emptyPortal);

    const refused = await run(restoreCommand, tampered, target);
    expect(refused.code).toBe(1);
    expect(refused.error).toMatch(/La copia está dañada: files\/\S+\.png no coincide con la suma de verificación/);
    expect(refused.error).toContain('No se cambió nada.');
    expect(await readdir(target.dataDir)).toEqual([]);
    if (onServer) expect(await tableCount(target)).toBe(0);
  });

  it('una copia cortada a la mitad se rechaza y el destino queda vacío', async () => {
    const whole = await readFile(archive);
    const cut = `${archive}-cortada.tar.gz`;
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await place(emptyPortal);

    const refused = await run(restoreCommand, cut, target);
    expect(refused.code).toBe(1);
    expect(refused.error).toContain(`El archivo ${cut} está dañado o no es una copia de seguridad del portal`);
    expect(await readdir(target.dataDir)).toEqual([]);
    if (onServer) expect(await tableCount(target)).toBe(0);
  });

  it('restaurar sobre un portal con datos se rechaza y no cambia nada', async () => {
    const before = await listing(source.dataDir);
    const refused = await run(restoreCommand, archive, source);
    expect(refused.code).toBe(1);
    expect(refused.error).toContain(
      onServer
        ? 'La base de datos de destino (DATABASE_URL) no está vacía'
        : `La carpeta de datos ${source.dataDir} ya tiene una base de datos`,
    );
    expect(await listing(source.dataDir)).toEqual(before);
  });

  it('una copia nunca sobrescribe otra con el mismo nombre', async () => {
    const before = await readFile(archive);
    const refused = await run(backupCommand, archive, source);
    expect(refused.code).toBe(1);
    expect(refused.error).toContain(`Ya existe ${archive}`);
    expect((await readFile(archive)).equals(before)).toBe(true);
  });

  it.skipIf(onServer)(
    'con el portal en marcha sobre su carpeta, la copia se rechaza (la base integrada es de un solo proceso)',
    async () => {
      const running = await source.open();
      const file = `${archive}-en-marcha.tar`;
      try {
        const refused = await run(backupCommand, file, source);
        expect(refused.code).toBe(1);
        expect(refused.error).toContain(`El portal está en marcha sobre ${source.dataDir} (proceso ${process.pid}`);
        await expect(stat(file)).rejects.toThrow();
      } finally {
        await running.close();
      }
    },
  );

  it.runIf(onServer)(
    'sin pg_dump en el PATH, o con uno más viejo que el servidor, la copia se rechaza sin escribir nada',
    async () => {
      const tools = await mkdtemp(join(archives, 'bin-'));
      await writeFile(join(tools, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
      const path = process.env.PATH;
      const file = join(archives, 'sin-herramienta.tar');
      try {
        process.env.PATH = join(archives, 'sin-programas');
        const missing = await run(backupCommand, file, source);
        expect(missing.code).toBe(1);
        expect(missing.error).toContain('No se encontró pg_dump en el PATH');
        process.env.PATH = tools;
        const old = await run(backupCommand, file, source);
        expect(old.code).toBe(1);
        expect(old.error).toMatch(/pg_dump es de PostgreSQL 9 y el servidor es de PostgreSQL \d+: instala el cliente/);
      } finally {
        process.env.PATH = path;
      }
      expect(await readdir(archives)).not.toContain('sin-herramienta.tar');
      expect(await readdir(archives)).not.toContain('sin-herramienta.tar.partial');
    },
  );
});

/** Tables in the public schema of a place's database. */
async function tableCount(place: PortalPlace): Promise<number> {
  const { default: postgres } = await import('postgres');
  const client = postgres(place.databaseUrl!, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client`select count(*)::int as count from pg_tables where schemaname = 'public'`;
    return row.count as number;
  } finally {
    await client.end({ timeout: 5 });
  }
}
