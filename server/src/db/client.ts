import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'server';
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL: the server at `databaseUrl` when given (postgres.js), else the embedded
 * PGlite database under `dataDir/db` (or in memory for `dataDir: 'memory://'`).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema }) as unknown as Database;
    return { db, kind: 'server', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const location = options.dataDir === 'memory://' ? 'memory://' : join(options.dataDir, 'db');
  if (location !== 'memory://') await mkdir(location, { recursive: true });
  const client = await PGlite.create(location);
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'embedded', close: () => client.close() };
}
