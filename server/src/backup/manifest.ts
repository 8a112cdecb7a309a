import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../common/project-root.js';
import { BackupRefusal } from './backup-refusal.js';
import type { Checksum } from './checksum-stream.js';

/** The archive's table of contents, its last entry: written once every other entry is measured. */
export const manifestName = 'manifest.json';
const formatName = 'portal-laboratorio-imagen/copia-de-seguridad';
/** Raised when the archive's layout changes; a restore refuses versions it does not know. */
const formatVersion = 1;

export type DatabaseKind = 'embedded' | 'server';

/** The last migration applied to a database (drizzle's `__drizzle_migrations`), as its tag in the journal. */
export type MigrationLevel = { count: number; tag: string | null; when: number | null };

export type ManifestEntry = { name: string } & Checksum;

export type Manifest = {
  format: typeof formatName;
  formatVersion: typeof formatVersion;
  portalVersion: string;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** PostgreSQL's version (`server_version`): the server's, or the one inside PGlite. */
    version: string;
    migration: MigrationLevel;
    /** The dump program and its version, on a server (`pg_dump (PostgreSQL) 15.8`). */
    dumpTool?: string;
  };
  storage: { driver: string; files: number; bytes: number };
  entries: ManifestEntry[];
};

/** The database's entry: PGlite's data directory as its own tarball, or pg_dump's custom format. */
export const databaseEntryName = (kind: DatabaseKind) =>
  kind === 'embedded' ? 'database/pglite-datadir.tar' : 'database/postgresql.dump';

const filesFolder = 'files/';
export const fileEntryName = (key: string) => `${filesFolder}${key}`;

/** The storage key of a file entry; undefined for another entry or a key that could leave the storage's root. */
export function keyOfEntry(name: string): string | undefined {
  if (!name.startsWith(filesFolder)) return undefined;
  const key = name.slice(filesFolder.length);
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) return undefined;
  return key;
}

export async function portalVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function newManifest(fields: Omit<Manifest, 'format' | 'formatVersion' | 'createdAt'>): Manifest {
  return { format: formatName, formatVersion, createdAt: new Date().toISOString(), ...fields };
}

/** The manifest of an archive, refused when it is not one this portal wrote or can read. */
export function parseManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupRefusal('El manifiesto de la copia (manifest.json) no se puede leer: la copia está dañada.');
  }
  if (manifest?.format !== formatName)
    throw new BackupRefusal(
      'El archivo no es una copia de seguridad del portal (su manifest.json es de otro formato).',
    );
  if (manifest.formatVersion !== formatVersion)
    throw new BackupRefusal(
      `La copia tiene el formato ${String(manifest.formatVersion)} y este portal lee el ${formatVersion}: ` +
        'restáurala con la versión del portal que la escribió o una más nueva.',
    );
  const entriesValid =
    Array.isArray(manifest.entries) &&
    manifest.entries.every(
      (entry) =>
        typeof entry?.name === 'string' &&
        Number.isSafeInteger(entry.size) &&
        typeof entry.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(entry.sha256),
    );
  const databaseValid =
    (manifest.database?.kind === 'embedded' || manifest.database?.kind === 'server') &&
    typeof manifest.database.migration?.count === 'number';
  if (!entriesValid || !databaseValid)
    throw new BackupRefusal('El manifiesto de la copia (manifest.json) está incompleto: la copia está dañada.');
  return manifest;
}
