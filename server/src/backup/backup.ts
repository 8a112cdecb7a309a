import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config.js';
import type { FileStorage } from '../files/index.js';
import { type ArchiveWriter, createArchiveWriter } from './archive-writer.js';
import { dumpEmbeddedDatabase, refuseWhileOpen } from './embedded-database.js';
import { addStoredFiles } from './files-part.js';
import { databaseEntryName, type Manifest, type ManifestEntry, newManifest, portalVersion } from './manifest.js';
import { dumpServerDatabase } from './server-database.js';

export type BackupOptions = {
  config: Config;
  storage: FileStorage;
  /** The storage driver's name, for the manifest (`local`, `s3`). */
  storageDriver: string;
  /** The archive to write; `.gz` or `.tgz` compresses it. */
  file: string;
};

/**
 * The configured portal's database and stored files into one archive with a manifest of every
 * entry's size and SHA-256. The database goes first: a file uploaded meanwhile is then at worst an
 * extra file that no row names (the storage sweep removes those), never a row without its bytes.
 */
export async function createBackup({ config, storage, storageDriver, file }: BackupOptions): Promise<Manifest> {
  if (!config.databaseUrl) await refuseWhileOpen(config.dataDir);
  const writer = await createArchiveWriter(file);
  try {
    const { entry, summary } = config.databaseUrl
      ? await addServerDatabase(writer, config.databaseUrl, config.migrationsDir, file)
      : await addEmbeddedDatabase(writer, config.dataDir, config.migrationsDir);
    const files = await addStoredFiles(writer, storage);
    const manifest = newManifest({
      portalVersion: await portalVersion(),
      database: summary,
      storage: { driver: storageDriver, files: files.entries.length, bytes: files.bytes },
      entries: [entry, ...files.entries],
    });
    await writer.finish(manifest);
    return manifest;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

type DatabasePart = { entry: ManifestEntry; summary: Manifest['database'] };

async function addEmbeddedDatabase(
  writer: ArchiveWriter,
  dataDir: string,
  migrationsDir: string,
): Promise<DatabasePart> {
  const { dump, summary } = await dumpEmbeddedDatabase(dataDir, migrationsDir);
  const source = Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>);
  return { entry: await writer.add(databaseEntryName('embedded'), dump.size, source), summary };
}

/** pg_dump writes beside the archive first (its size must be known before its entry starts). */
async function addServerDatabase(
  writer: ArchiveWriter,
  databaseUrl: string,
  migrationsDir: string,
  file: string,
): Promise<DatabasePart> {
  const folder = await mkdtemp(join(dirname(file), '.portal-backup-'));
  try {
    const dumpFile = join(folder, 'postgresql.dump');
    const summary = await dumpServerDatabase(databaseUrl, migrationsDir, dumpFile);
    const { size } = await stat(dumpFile);
    return { entry: await writer.add(databaseEntryName('server'), size, createReadStream(dumpFile)), summary };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
