import { hostname } from 'node:os';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `<dataDir>/portal.pid`: the process that has the embedded database open. PGlite belongs to one
 * process and keeps no lock of its own (its `postmaster.pid` says -42), so a backup reads this
 * file to refuse copying a database that a running portal is still writing.
 */
export const dataDirLockFile = (dataDir: string) => join(dataDir, 'portal.pid');

export type DataDirHolder = { pid: number; hostname: string; since: string };

/**
 * Writes this process into the data folder's pid file; the returned function removes it if it
 * still names this process. An existing file is overwritten, never obeyed: after a crash it names
 * a dead process whose pid may belong to another program by now, and a portal that refused to
 * start on such a file would stay down for nothing.
 */
export async function markDataDirOpen(dataDir: string): Promise<() => Promise<void>> {
  const file = dataDirLockFile(dataDir);
  const holder: DataDirHolder = { pid: process.pid, hostname: hostname(), since: new Date().toISOString() };
  await writeFile(file, `${JSON.stringify(holder)}\n`);
  return async () => {
    const current = await readHolder(file);
    if (current?.pid === holder.pid && current.since === holder.since) await rm(file, { force: true });
  };
}

/**
 * The process holding the data folder's database, when one may still run: a live process on this
 * machine, or any process on another one (a container sharing the volume), whose liveness cannot
 * be checked from here. Undefined when no file is there or its process has ended.
 */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | undefined> {
  const holder = await readHolder(dataDirLockFile(dataDir));
  if (!holder) return undefined;
  if (holder.hostname !== hostname()) return holder;
  return isAlive(holder.pid) ? holder : undefined;
}

async function readHolder(file: string): Promise<DataDirHolder | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
