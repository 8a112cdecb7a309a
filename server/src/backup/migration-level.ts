import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { BackupRefusal } from './backup-refusal.js';
import type { MigrationLevel } from './manifest.js';

type JournalEntry = { tag: string; when: number };

/** This portal's migrations, oldest first (drizzle-kit's journal beside the SQL files). */
async function knownMigrations(migrationsDir: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The migrations a database has seen: drizzle records each applied one by its journal time
 * (`created_at`), which names its tag in the journal.
 */
export async function migrationLevel(db: Database, migrationsDir: string): Promise<MigrationLevel> {
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return { count: 0, tag: null, when: null };
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  const when = row.last === null ? null : Number(row.last);
  const known = await knownMigrations(migrationsDir);
  return { count: Number(row.count), tag: known.find((entry) => entry.when === when)?.tag ?? null, when };
}

/**
 * Refuses a backup whose database has seen a migration this portal does not have: it was made by
 * a newer version, and this one would run on a database it does not understand. An older level
 * is fine: the portal applies what is missing when it starts.
 */
export async function refuseNewerMigrations(level: MigrationLevel, migrationsDir: string): Promise<void> {
  if (level.when === null) return;
  const known = await knownMigrations(migrationsDir);
  if (known.some((entry) => entry.when === level.when)) return;
  const latest = known.at(-1)?.tag ?? 'ninguna';
  throw new BackupRefusal(
    `La copia viene de una versión más nueva del portal (su base de datos llega a la migración ` +
      `${level.tag ?? String(level.when)}; la última de este portal es ${latest}): actualiza el portal y restaura de nuevo.`,
  );
}
