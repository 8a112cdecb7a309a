import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DatabaseHandle } from './client.js';

/** The PostgreSQL schema the job queue's tables live in, beside the portal's own. */
export const jobSchema = 'jobs';

/** What the job queue (pg-boss) connects to: the embedded database itself, or a small pool of its own on the server. */
export function jobStoreOptions(handle: DatabaseHandle): ConstructorOptions {
  const store = handle.jobStore;
  const connection: ConstructorOptions =
    store.kind === 'embedded'
      ? { db: fromPglite(store.client), backend: 'pglite' }
      : { connectionString: store.url, max: 4, application_name: 'portal-jobs' };
  return { ...connection, schema: jobSchema };
}

/** Creates the job queue's tables, or brings them to this version of pg-boss: part of migrating. */
export async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...jobStoreOptions(handle), supervise: false, schedule: false });
  // Its failures reach start() too; without a listener the event itself would throw.
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}
