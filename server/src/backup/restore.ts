import { createWriteStream } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import type { FileStorage } from '../files/index.js';
import { readArchive, verifyArchive } from './archive-reader.js';
import { BackupRefusal, changedSinceVerified } from './backup-refusal.js';
import { checksumStream } from './checksum-stream.js';
import {
  embeddedDatabaseEmpty,
  refuseWhileOpen,
  removeEmbeddedDatabase,
  restoreEmbeddedDatabase,
} from './embedded-database.js';
import { restoreStoredFile, storageEmpty } from './files-part.js';
import { databaseEntryName, type DatabaseKind, keyOfEntry, type Manifest, manifestName } from './manifest.js';
import { refuseNewerMigrations } from './migration-level.js';
import { requireRestoreTool, restoreServerDatabase, serverDatabaseEmpty } from './server-database.js';

export type RestoreOptions = { config: Config; storage: FileStorage; file: string };

const kindName = (kind: DatabaseKind) =>
  kind === 'embedded' ? 'la base de datos integrada (PGlite, DATA_DIR)' : 'un servidor PostgreSQL (DATABASE_URL)';

/**
 * Brings a backup back into the configured portal, which must be empty (no database, no stored
 * file). Everything is checked first: the target, the tools, and every entry's checksum against
 * the manifest (a whole first pass over the archive). Then the files are written at their keys and
 * the database last, so that a failure anywhere removes what was written and leaves the target
 * as empty as it was.
 */
export async function restoreBackup({ config, storage, file }: RestoreOptions): Promise<Manifest> {
  await access(file).catch(() => {
    throw new BackupRefusal(`No existe ${file}.`);
  });
  const kind: DatabaseKind = config.databaseUrl ? 'server' : 'embedded';
  await refuseNonEmptyTarget(config, storage);
  const manifest = await verifyArchive(file);
  if (manifest.database.kind !== kind)
    throw new BackupRefusal(
      `La copia es de ${kindName(manifest.database.kind)} y este portal usa ${kindName(kind)}: ` +
        'restáurala con la misma clase de base de datos.',
    );
  refuseUnknownEntries(manifest);
  await refuseNewerMigrations(manifest.database.migration, config.migrationsDir);
  if (config.databaseUrl) await requireRestoreTool(config.databaseUrl, manifest.database);

  const folder = await mkdtemp(join(tmpdir(), 'portal-restore-'));
  const restoredKeys: string[] = [];
  try {
    const dumpFile = join(folder, 'database');
    await writeEntries(file, manifest, storage, dumpFile, restoredKeys);
    if (config.databaseUrl) await restoreServerDatabase(config.databaseUrl, dumpFile);
    else await restoreEmbeddedDatabase(config.dataDir, dumpFile);
    return manifest;
  } catch (error) {
    await undo(config, storage, restoredKeys, error);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Removes what a failed restore wrote into the target, which was empty before it. */
async function undo(config: Config, storage: FileStorage, restoredKeys: string[], cause: unknown): Promise<void> {
  try {
    for (const key of restoredKeys) await storage.remove(key);
    if (!config.databaseUrl) await removeEmbeddedDatabase(config.dataDir);
  } catch (error) {
    throw new Error(
      `La restauración falló (${(cause as Error).message}) y no se pudo deshacer del todo ` +
        `(${(error as Error).message}): vacía el destino antes de intentarlo de nuevo.`,
      { cause },
    );
  }
}

/** Every entry of the manifest is the database's or a stored file's, and the database is there. */
function refuseUnknownEntries(manifest: Manifest): void {
  const databaseEntry = databaseEntryName(manifest.database.kind);
  const names = manifest.entries.map((entry) => entry.name);
  if (!names.includes(databaseEntry))
    throw new BackupRefusal(`La copia no tiene la base de datos (${databaseEntry}): está incompleta.`);
  const unknown = names.find((name) => name !== databaseEntry && !keyOfEntry(name));
  if (unknown !== undefined)
    throw new BackupRefusal(`La copia tiene una entrada desconocida (${unknown}): no es una copia de este portal.`);
}

async function refuseNonEmptyTarget(config: Config, storage: FileStorage): Promise<void> {
  if (!config.databaseUrl) await refuseWhileOpen(config.dataDir);
  const databaseEmpty = config.databaseUrl
    ? await serverDatabaseEmpty(config.databaseUrl)
    : await embeddedDatabaseEmpty(config.dataDir);
  if (!databaseEmpty)
    throw new BackupRefusal(
      config.databaseUrl
        ? 'La base de datos de destino (DATABASE_URL) no está vacía: restaura en una base de datos recién creada.'
        : `La carpeta de datos ${config.dataDir} ya tiene una base de datos: restaura en una carpeta de datos vacía.`,
    );
  if (!(await storageEmpty(storage)))
    throw new BackupRefusal(
      'El almacenamiento de archivos de destino no está vacío: restaura en una carpeta de datos o un bucket vacíos.',
    );
}

/** The second pass: the database's dump to a temporary file, every file entry to its key. */
async function writeEntries(
  file: string,
  manifest: Manifest,
  storage: FileStorage,
  dumpFile: string,
  restoredKeys: string[],
): Promise<void> {
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  const databaseEntry = databaseEntryName(manifest.database.kind);
  await readArchive(file, async (entry) => {
    const { name } = entry.header;
    const checksum = expected.get(name);
    // The first pass matched every entry to the manifest: only the manifest itself is left out here.
    if (name === manifestName || !checksum) return void entry.resume();
    if (name === databaseEntry) {
      await pipeline(
        entry,
        checksumStream({ checksum, mismatch: () => changedSinceVerified(name) }),
        createWriteStream(dumpFile),
      );
      return;
    }
    const key = keyOfEntry(name)!;
    await restoreStoredFile(storage, key, entry, checksum);
    restoredKeys.push(key);
  });
}
