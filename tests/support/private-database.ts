import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../server/src/config.js';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { ensureReferenceData } from '../../server/src/reference-data.js';
import { testDatabase } from './test-database.js';

export type PrivateDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

/**
 * A database for one test file alone, for tests that change what the whole lab shares (the lab
 * settings) while other files read it in parallel. On PGlite the file's database already is its
 * own; on the PostgreSQL server a new database is created and migrated, and `drop` removes it.
 */
export async function privateDatabase(): Promise<PrivateDatabase> {
  if (process.env.TEST_DB !== 'postgres') return { handle: await testDatabase(), drop: async () => {} };
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `private_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrateDatabase(handle, loadConfig().migrationsDir);
  await ensureReferenceData(handle.db);
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
