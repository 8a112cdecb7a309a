import { installJobSchema } from './job-store.js';
import type { DatabaseHandle } from './client.js';

/** Applies the committed drizzle-kit migrations that the database has not seen yet, then the job queue's. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'server') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
  await installJobSchema(handle);
}
