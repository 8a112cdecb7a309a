import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Notifications } from '../events/event-bus.js';
import { markDataDirOpen } from './data-dir-lock.js';
import { pgliteStartParams } from './pglite-settings.js';
import { withStatementCache } from './pglite-statements.js';
import { openPostgresServer } from './postgres-server.js';
import { countWrites } from './write-count.js';

/** PostgreSQL allows 63 bytes; the host name is cut to leave room for the process id. */
const defaultApplicationName = () => `portal ${hostname().slice(0, 40)} ${process.pid}`;

/**
 * The drizzle database, whichever driver is behind it. Queries name the tables they read, so the
 * client needs no aggregate of every feature's tables (drizzle-kit finds them by file name).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction of `Database`, handed to code that must write inside the caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'server';
  /**
   * The application_name of this instance's connections to the PostgreSQL server, as
   * pg_stat_activity shows them: which instance holds which connection.
   */
  applicationName?: string;
  /** LISTEN/NOTIFY of the PostgreSQL server, for events between instances. */
  notifications?: Notifications;
  /**
   * The database's notifications as this process hears them, for what it keeps in memory
   * (common/live-content-versions.ts): on the server they arrive after the writing transaction's
   * answer, so `writes` counts the writes this process has completed; PGlite delivers them before
   * a write's answer (one session, in this process), so it needs no count.
   */
  changes: { listen: Notifications['listen']; writes?: () => number };
  /** Where the job queue (jobs/) connects: the embedded database itself, or the server's address. */
  jobStore: { kind: 'embedded'; client: PGlite } | { kind: 'server'; url: string };
  /** The embedded database's whole data directory as a tarball, to open copies of it (`loadDataDir`). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL: the server at `databaseUrl` when given (postgres.js), else the embedded
 * PGlite database under `dataDir/db` (or in memory for `dataDir: 'memory://'`), started from a
 * dump of another one when `loadDataDir` is given (the tests' migrated database, copied per file).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  /** The server connections' application_name (default: portal, host and process id). */
  applicationName?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const applicationName = options.applicationName ?? defaultApplicationName();
    const server = await openPostgresServer(postgres, options.databaseUrl, { max: 10, applicationName });
    const counted = countWrites(server.sql);
    const db = drizzle(counted.sql) as unknown as Database;
    return {
      db,
      kind: 'server',
      applicationName,
      notifications: server.notifications,
      changes: { listen: server.notifications.listen, writes: counted.writes },
      jobStore: { kind: 'server', url: options.databaseUrl },
      close: () => server.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const location = options.dataDir === 'memory://' ? 'memory://' : join(options.dataDir, 'db');
  if (location !== 'memory://') await mkdir(location, { recursive: true });
  const startParams = pgliteStartParams(PGlite);
  // A fresh folder is made by initdb, a second WebAssembly instance that the PGlite creating the
  // folder keeps alive (about 50 MB): it is closed at once and the database opened again, which
  // costs a second on the first start only.
  if (location !== 'memory://' && !options.loadDataDir && !existsSync(join(location, 'PG_VERSION'))) {
    const creating = await PGlite.create({ dataDir: location, startParams });
    await creating.close();
  }
  const client = await PGlite.create({ dataDir: location, loadDataDir: options.loadDataDir, startParams });
  // Says which process has the folder's database open, for backups (data-dir-lock.ts).
  const release = location === 'memory://' ? async () => {} : await markDataDirOpen(options.dataDir);
  // Repeated statements run prepared, as postgres.js runs them on the server (pglite-statements.ts).
  const db = drizzle({ client: withStatementCache(client) as unknown as typeof client }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    changes: {
      async listen(channel, onPayload, events) {
        const unlisten = await client.listen(channel, onPayload);
        events?.onListen?.();
        // Once the database is closed its listeners are gone with it: nothing is left to stop.
        return { unlisten: async () => (client.closed ? undefined : unlisten()) };
      },
    },
    jobStore: { kind: 'embedded', client },
    dump: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      await release();
    },
  };
}
