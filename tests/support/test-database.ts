import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client.js';
import { ensureReferenceData } from '../../server/src/reference-data.js';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The database the test files of a worker share: an in-memory PGlite copied from the run's
 * migrated one (global-setup.ts) by default, or the PostgreSQL server of TEST_DATABASE_URL with
 * TEST_DB=postgres. Tests isolate by unique data, not by wiping tables; a file that changes what
 * the whole lab shares, or counts all of it, takes a private database (private-database.ts).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    if (process.env.TEST_DB !== 'postgres') return openMigratedCopy();
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    await ensureReferenceData(handle.db);
    return handle;
  })();
  return shared;
}

/** A new in-memory PGlite holding the run's migrated database with its reference data. */
export async function openMigratedCopy(): Promise<DatabaseHandle> {
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: snapshot });
}

export const databaseKind = () => (process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite');
