import { resolve } from 'node:path';
import { BackupRefusal } from './backup/backup-refusal.js';
import { createBackup } from './backup/backup.js';
import type { Manifest } from './backup/manifest.js';
import { restoreBackup } from './backup/restore.js';
import { loadConfig } from './config.js';
import { createStorage } from './files/storage-factory.js';

/** Where a command writes what the person at the terminal reads. */
export type CommandOutput = { log(text: string): void; error(text: string): void };

/**
 * `npm run backup -- FILE`: the configured portal (DATA_DIR, DATABASE_URL, storage settings) into
 * one archive. Answers the process's exit code: 0 done, 1 refused or failed, 2 misused.
 */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<number> {
  const file = fileArgument(args, env, 'backup', out);
  if (!file) return 2;
  return settle(out, 'No se escribió ninguna copia.', async () => {
    const config = loadConfig(env);
    // The storage settings' driver, as the storage factory reads it.
    const storageDriver = env.STORAGE_DRIVER === 's3' ? 's3' : 'local';
    const manifest = await createBackup({ config, storage: createStorage(config), storageDriver, file });
    out.log(`Copia de seguridad escrita en ${file}`);
    describe(manifest, out);
  });
}

/**
 * `npm run restore -- FILE`: the archive into the configured portal, whose database and storage
 * must be empty. Answers the process's exit code: 0 done, 1 refused or failed, 2 misused.
 */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<number> {
  const file = fileArgument(args, env, 'restore', out);
  if (!file) return 2;
  return settle(out, 'No se cambió nada.', async () => {
    const config = loadConfig(env);
    const manifest = await restoreBackup({ config, storage: createStorage(config), file });
    out.log(`Copia del ${manifest.createdAt} (portal ${manifest.portalVersion}) restaurada desde ${file}`);
    describe(manifest, out);
    out.log('Arranca el portal con esta misma configuración: aplica las migraciones que falten al iniciar.');
  });
}

/** The archive's path, relative to where npm was run from (npm runs scripts in the project's folder). */
function fileArgument(args: string[], env: NodeJS.ProcessEnv, command: string, out: CommandOutput) {
  if (args.length === 1 && args[0] && !args[0].startsWith('-')) return resolve(env.INIT_CWD ?? process.cwd(), args[0]);
  out.error(`Uso: npm run ${command} -- ARCHIVO   (un .tar, o .tar.gz para comprimir la copia)`);
  return undefined;
}

async function settle(out: CommandOutput, unchanged: string, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) out.error(`${error.message}\n${unchanged}`);
    else out.error(`Falló: ${(error as Error).message}\n${unchanged}`);
    return 1;
  }
}

function describe(manifest: Manifest, out: CommandOutput) {
  const { database, storage } = manifest;
  const where = database.kind === 'embedded' ? 'integrada (PGlite)' : 'servidor';
  out.log(
    `  base de datos: PostgreSQL ${database.version}, ${where}, migración ${database.migration.tag ?? 'ninguna'}`,
  );
  out.log(`  archivos: ${storage.files} (${megabytes(storage.bytes)}), almacenamiento ${storage.driver}`);
  out.log(`  ${manifest.entries.length} entradas, cada una con su tamaño y su SHA-256 en manifest.json`);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
