import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupRefusal } from './backup-refusal.js';
import { type Checksum, checksumStream } from './checksum-stream.js';
import { type Manifest, manifestName, parseManifest } from './manifest.js';

export type ArchiveEntry = Readable & { header: { name: string; type?: string | null; size?: number } };

/** A manifest listing a million files is about 150 MB; anything far bigger is not one of ours. */
const manifestLimitBytes = 512 * 1024 * 1024;

/**
 * Reads the archive's entries in order; `visit` must consume each one. The file is gunzipped
 * when it starts with gzip's magic bytes, whatever its name.
 */
export async function readArchive(file: string, visit: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const gzipped = await isGzip(file);
  const extract = tar.extract();
  const input = createReadStream(file);
  const reading = gzipped ? pipeline(input, createGunzip(), extract) : pipeline(input, extract);
  try {
    for await (const entry of extract) await visit(entry as unknown as ArchiveEntry);
  } catch (error) {
    // Leaving the loop destroyed the extractor; the file's stream ends with it.
    await reading.catch(() => {});
    throw error;
  }
  await reading;
}

/**
 * The first pass of a restore: every entry is read and measured against the manifest, and the
 * manifest against the entries, before anything is written. Refuses a damaged, incomplete or
 * altered archive, naming what is wrong.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const measured = new Map<string, Checksum>();
  let manifestText: string | undefined;
  await readArchive(file, async (entry) => {
    const { name, type } = entry.header;
    if (type !== 'file')
      throw new BackupRefusal(`La copia tiene una entrada que no es un archivo (${name}): no es una copia del portal.`);
    if (measured.has(name) || (name === manifestName && manifestText !== undefined))
      throw new BackupRefusal(`La copia tiene dos veces la entrada ${name}: está dañada.`);
    if (name === manifestName) manifestText = await readText(entry, manifestLimitBytes);
    else measured.set(name, await measure(entry));
  }).catch((error: unknown) => {
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(
      `El archivo ${file} está dañado o no es una copia de seguridad del portal (${(error as Error).message}).`,
    );
  });
  if (manifestText === undefined)
    throw new BackupRefusal(`El archivo ${file} no tiene manifest.json: no es una copia completa del portal.`);
  const manifest = parseManifest(manifestText);
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    const found = measured.get(entry.name);
    if (!found) throw new BackupRefusal(`La copia está incompleta: falta ${entry.name}, que su manifiesto lista.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new BackupRefusal(
        `La copia está dañada: ${entry.name} no coincide con la suma de verificación (SHA-256) de su manifiesto.`,
      );
    listed.add(entry.name);
  }
  for (const name of measured.keys())
    if (!listed.has(name))
      throw new BackupRefusal(`La copia tiene ${name}, que su manifiesto no lista: está alterada.`);
  return manifest;
}

async function measure(entry: Readable): Promise<Checksum> {
  const meter = checksumStream();
  await pipeline(entry, meter, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
  return meter.result();
}

async function readText(entry: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new BackupRefusal('El manifiesto de la copia es demasiado grande: no es una copia del portal.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefusal(`No se puede leer ${file}: revisa la ruta y los permisos.`);
  });
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}
