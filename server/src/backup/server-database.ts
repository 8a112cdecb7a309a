import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import type { Manifest } from './manifest.js';
import { migrationLevel } from './migration-level.js';
import { connectionOf, requireAtLeast, run, toolVersion } from './postgres-tools.js';

type ServerFacts = { version: string; major: number };

async function withServer<T>(databaseUrl: string, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function serverFacts(db: Database): Promise<ServerFacts> {
  const [row] = rowsOf<{ version: string; number: string }>(
    await db.execute(
      sql`select current_setting('server_version') as version, current_setting('server_version_num') as number`,
    ),
  );
  return { version: row.version, major: Math.floor(Number(row.number) / 10_000) };
}

/**
 * The server's database through pg_dump's custom format into `dumpFile`: one consistent snapshot,
 * taken while the portal keeps running. Refuses a pg_dump older than the server before starting.
 */
export async function dumpServerDatabase(
  databaseUrl: string,
  migrationsDir: string,
  dumpFile: string,
): Promise<Manifest['database']> {
  const tool = await toolVersion('pg_dump');
  const { facts, migration } = await withServer(databaseUrl, async (db) => ({
    facts: await serverFacts(db),
    migration: await migrationLevel(db, migrationsDir),
  }));
  requireAtLeast('pg_dump', tool, facts.major, 'el servidor');
  const { dbname, env } = connectionOf(databaseUrl);
  await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${dbname}`], env);
  return { kind: 'server', version: facts.version, migration, dumpTool: tool.text };
}

/** True when the database has no schema of its own and no table, sequence or view in `public`. */
export function serverDatabaseEmpty(databaseUrl: string): Promise<boolean> {
  return withServer(databaseUrl, async (db) => {
    const [row] = rowsOf<{ objects: number }>(
      await db.execute(sql`
        select (select count(*) from pg_namespace
                where nspname not in ('public', 'information_schema') and left(nspname, 3) <> 'pg_')
             + (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public') as objects`),
    );
    return Number(row.objects) === 0;
  });
}

/** Refuses, before anything is written, a pg_restore that cannot read the dump or is older than the server. */
export async function requireRestoreTool(databaseUrl: string, database: Manifest['database']): Promise<void> {
  const tool = await toolVersion('pg_restore');
  const facts = await withServer(databaseUrl, serverFacts);
  requireAtLeast('pg_restore', tool, facts.major, 'el servidor de destino');
  const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(database.dumpTool ?? '')?.[1]);
  if (Number.isInteger(dumpMajor)) requireAtLeast('pg_restore', tool, dumpMajor, 'el pg_dump que escribió la copia');
}

/**
 * pg_restore in one transaction: a failure leaves the database as empty as it was. Owners and
 * grants are the target's (the restoring role owns everything), as a managed database needs.
 */
export async function restoreServerDatabase(databaseUrl: string, dumpFile: string): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile],
    env,
  );
}
