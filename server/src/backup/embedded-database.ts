import { openAsBlob } from 'node:fs';
import { access, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { dataDirHolder, dataDirLockFile } from '../db/data-dir-lock.js';
import { rowsOf } from '../db/raw-rows.js';
import { BackupRefusal } from './backup-refusal.js';
import type { Manifest } from './manifest.js';
import { migrationLevel } from './migration-level.js';

/** Where openDatabase keeps the embedded database of a data folder. */
const databaseFolder = (dataDir: string) => join(dataDir, 'db');

/**
 * The embedded database belongs to one process: copying it while the portal writes it would copy
 * a database caught mid-write. The portal says it is running in its data folder's pid file.
 */
export async function refuseWhileOpen(dataDir: string): Promise<void> {
  const holder = await dataDirHolder(dataDir);
  if (!holder) return;
  throw new BackupRefusal(
    `El portal está en marcha sobre ${dataDir} (proceso ${holder.pid} en ${holder.hostname}, desde ${holder.since}). ` +
      'La base de datos integrada es de un solo proceso: detén el portal y vuelve a intentarlo. ' +
      `Si estás seguro de que está detenido, borra ${dataDirLockFile(dataDir)}.`,
  );
}

/**
 * The embedded database as PGlite's own dump of its data directory (`dumpDataDir`), with what the
 * manifest says of it. PGlite builds the dump in memory: about the database's size on disk.
 */
export async function dumpEmbeddedDatabase(
  dataDir: string,
  migrationsDir: string,
): Promise<{ dump: Blob; summary: Manifest['database'] }> {
  await refuseWhileOpen(dataDir);
  const exists = await access(join(databaseFolder(dataDir), 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!exists)
    throw new BackupRefusal(`No hay una base de datos integrada en ${dataDir}: revisa DATA_DIR (o DATABASE_URL).`);
  const handle = await openDatabase({ dataDir });
  try {
    const [{ version }] = rowsOf<{ version: string }>(
      await handle.db.execute(sql`select current_setting('server_version') as version`),
    );
    const migration = await migrationLevel(handle.db, migrationsDir);
    const dump = await handle.dump!();
    return { dump, summary: { kind: 'embedded', version, migration } };
  } finally {
    await handle.close();
  }
}

/** True when the data folder holds no embedded database yet. */
export async function embeddedDatabaseEmpty(dataDir: string): Promise<boolean> {
  const names = await readdir(databaseFolder(dataDir)).catch(() => []);
  return names.length === 0;
}

/** Opens the data folder's new database from the dump (`loadDataDir`) and checks that it answers. */
export async function restoreEmbeddedDatabase(dataDir: string, dumpFile: string): Promise<void> {
  const handle = await openDatabase({ dataDir, loadDataDir: await openAsBlob(dumpFile) });
  try {
    await handle.db.execute(sql`select 1`);
  } finally {
    await handle.close();
  }
}

/** Takes back a restore that failed: the folder held no database before it. */
export async function removeEmbeddedDatabase(dataDir: string): Promise<void> {
  await rm(databaseFolder(dataDir), { recursive: true, force: true });
}
