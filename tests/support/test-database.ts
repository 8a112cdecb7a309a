import { loadConfig } from '../../server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { ensureReferenceData } from '../../server/src/reference-data.js';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test worker: an in-memory PGlite by default, or the PostgreSQL server of
 * TEST_DATABASE_URL with TEST_DB=postgres. Tests isolate by unique data, not by wiping tables.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const onServer = process.env.TEST_DB === 'postgres';
    const handle = await openDatabase({
      databaseUrl: onServer ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: 'memory://',
    });
    if (!onServer) await migrateDatabase(handle, loadConfig().migrationsDir);
    await ensureReferenceData(handle.db);
    return handle;
  })();
  return shared;
}

export const databaseKind = () => (process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite');
