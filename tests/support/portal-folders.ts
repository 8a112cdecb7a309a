import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client.js';
import { templateDatabaseName } from './test-database-names.js';

/**
 * A portal's own place, as `npm run backup` and `npm run restore` find it through the settings:
 * a data folder of its own (files, and the embedded database on PGlite) and, on the PostgreSQL
 * pass, a database of its own on the test server. `env` is what the commands read.
 */
export type PortalPlace = {
  dataDir: string;
  databaseUrl: string | undefined;
  env: NodeJS.ProcessEnv;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
};

/**
 * A portal holding the run's migrated database (PGlite: a copy of the snapshot in its data
 * folder; PostgreSQL: a database copied from the run's template).
 */
export const migratedPortal = () => portalPlace({ migrated: true });

/** An empty portal: an empty data folder and, on PostgreSQL, a database just created. */
export const emptyPortal = () => portalPlace({ migrated: false });

async function portalPlace({ migrated }: { migrated: boolean }): Promise<PortalPlace> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-backup-test-'));
  const databaseUrl = process.env.TEST_DB === 'postgres' ? await serverDatabase(migrated) : undefined;
  let firstOpen = migrated && !databaseUrl;
  return {
    dataDir,
    databaseUrl,
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async open() {
      if (databaseUrl) return openDatabase({ databaseUrl, dataDir });
      // The first opening of a migrated embedded portal writes the snapshot into its folder.
      const loadDataDir = firstOpen ? new Blob([await readFile(inject('pgliteSnapshot'))]) : undefined;
      firstOpen = false;
      return openDatabase({ dataDir, loadDataDir });
    },
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl)
        await onServer((admin) => admin.unsafe(`drop database if exists ${nameOf(databaseUrl)} with (force)`));
    },
  };
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);

async function serverDatabase(migrated: boolean): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `backup_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = migrated ? ` template ${templateDatabaseName(serverUrl)}` : '';
  await onServer((admin) => admin.unsafe(`create database ${name}${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(work: (admin: Sql) => Promise<unknown>): Promise<void> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
