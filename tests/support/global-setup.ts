import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/client.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { ensureReferenceData } from '../../server/src/reference-data.js';
import { templateDatabaseName } from './test-database-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tarball) each test file opens a copy of. */
    pgliteSnapshot: string;
  }
}

/**
 * The migrated database is built once per run. On PGlite, a migrated database with its reference
 * data is dumped and each test file opens a copy (a fraction of a second instead of seconds to
 * create and migrate one). On a PostgreSQL server the migrations run once on the shared database,
 * with its reference data, and once on a template from which a test file that needs a database of its own copies one.
 */
export default async function setup(project: TestProject) {
  // Says which Node runs the suite (CI runs it on the machine's Node and on Node 24).
  console.log(`Tests on Node ${process.version}, ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  const { migrationsDir } = loadConfig();
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle, migrationsDir);
    await ensureReferenceData(handle.db);
    const folder = await mkdtemp(join(tmpdir(), 'portal-test-db-'));
    const snapshot = join(folder, 'migrated.tar');
    await writeFile(snapshot, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide('pgliteSnapshot', snapshot);
    return () => rm(folder, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  await migrateDatabase(handle, migrationsDir);
  // Reference data too, so a file that builds its app on the shared database itself finds it
  // whatever ran before it.
  await ensureReferenceData(handle.db);
  await handle.close();
  await buildTemplate(url, migrationsDir);
}

/** A fresh template database, migrated and with its reference data, for privateDatabase(). */
async function buildTemplate(serverUrl: string, migrationsDir: string) {
  const name = templateDatabaseName(serverUrl);
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await migrateDatabase(template, migrationsDir);
    await ensureReferenceData(template.db);
    await template.close();
  } finally {
    await admin.end({ timeout: 5 });
  }
}
