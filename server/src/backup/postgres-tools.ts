import { spawn } from 'node:child_process';
import { BackupRefusal } from './backup-refusal.js';

/** PostgreSQL's own client programs, found on the PATH: a dump is never written by hand. */
export type PostgresTool = 'pg_dump' | 'pg_restore';

export type ToolVersion = { text: string; major: number };

/** The program's version (`pg_dump (PostgreSQL) 15.8`); refuses when it is not on the PATH. */
export async function toolVersion(tool: PostgresTool): Promise<ToolVersion> {
  const text = (await run(tool, ['--version'], process.env)).trim();
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(text)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`${tool} --version answered "${text}"`);
  return { text, major };
}

/**
 * Refuses a program older than the server: pg_dump cannot read a newer server, and pg_restore
 * cannot read what a newer pg_dump wrote.
 */
export function requireAtLeast(tool: PostgresTool, version: ToolVersion, major: number, of: string): void {
  if (version.major >= major) return;
  throw new BackupRefusal(
    `${tool} es de PostgreSQL ${version.major} y ${of} es de PostgreSQL ${major}: instala el cliente de ` +
      `PostgreSQL ${major} o más nuevo (paquete postgresql-client-${major}) y ponlo en el PATH.`,
  );
}

/**
 * The connection for libpq's programs: the URL without its password, which goes in PGPASSWORD so
 * that it never shows in the process list.
 */
export function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a program to its end; answers its output, or fails with the end of what it wrote to stderr. */
export function run(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors = (errors + text).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusal(
              `No se encontró ${tool} en el PATH: instala el cliente de PostgreSQL (en Debian y Ubuntu, ` +
                'el paquete postgresql-client de la versión del servidor o una más nueva).',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${tool} terminó con el código ${code}: ${errors.trim()}`));
    });
  });
}
