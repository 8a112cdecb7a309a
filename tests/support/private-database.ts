import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client.js';
import { openMigratedCopy } from './test-database.js';
import { templateDatabaseName } from './test-database-names.js';

export type PrivateDatabase = {
  handle: DatabaseHandle;
  /** Its address on the PostgreSQL server, for server processes the test starts (none on PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
};

/**
 * A database for one test file alone, for tests that change what the whole lab shares (the lab
 * settings, its quality targets) or count everything in it, while other files use the shared one.
 * On PGlite it is a new in-memory copy of the run's migrated database; on the PostgreSQL server a
 * new database copied from the run's migrated template (global-setup.ts). `drop` closes it and,
 * on the server, removes it.
 */
export async function privateDatabase(): Promise<PrivateDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openMigratedCopy();
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `private_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${templateDatabaseName(serverUrl.toString())}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
