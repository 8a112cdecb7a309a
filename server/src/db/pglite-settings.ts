import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings inside PGlite, sized for one process serving one lab. PGlite's own default
 * gives shared_buffers 160 MB: it lives in PGlite's WebAssembly memory, which grows past its 128 MB
 * start to hold it and never gives memory back, so the server idled near 500 MB of RSS. The whole
 * demo database fits in 16 MB of buffers, and a page PostgreSQL no longer holds is read back from
 * the operating system's file cache, not from the disk. The WAL buffers follow (1/32 of the
 * buffers, as PostgreSQL sizes them itself); sorts and index builds take what they need up to
 * work_mem and maintenance_work_mem, freed after each statement.
 */
export const pgliteSettings: Record<string, string> = {
  shared_buffers: '16MB',
  wal_buffers: '512kB',
  temp_buffers: '4MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's start parameters with `pgliteSettings` (`-c name=value` each, after PGlite's own). */
export function pgliteStartParams(pglite: typeof PGlite): string[] {
  const settings = Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...pglite.defaultStartParams, ...settings];
}
