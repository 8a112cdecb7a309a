import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import type { StorageOwner } from './storage-sweep.js';

/** Where the rich-text editor's images are stored; served at `/files/public/editor/…`. */
export const editorImagePrefix = 'public/editor';

/**
 * An editor image is referenced only from HTML saved later: the author may upload it and keep the
 * form open for hours before saving, so an unreferenced one stays a day.
 */
export const editorImageGraceMs = 24 * 3600_000;

/**
 * The owner of the editor images referenced from the HTML stored in `column`: every feature that
 * stores editor HTML registers one per column.
 */
export function editorImageOwner(name: string, column: PgColumn): StorageOwner {
  return {
    name,
    prefix: editorImagePrefix,
    graceMs: editorImageGraceMs,
    referenced: (deps, keys) => keysInHtml(deps.db, column, keys),
  };
}

/**
 * Which of `keys` appear anywhere in the HTML of `column`, in one statement. The key itself is
 * searched, not a URL form, so relative and absolute links both count.
 */
async function keysInHtml(db: Database, column: PgColumn, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const candidates = sql`(values ${sql.join(
    keys.map((key) => sql`(${key}::text)`),
    sql`, `,
  )}) as candidate(key)`;
  const rows = await db
    .select({ key: sql<string>`candidate.key` })
    .from(candidates)
    .where(sql`exists (select 1 from ${column.table} where strpos(${column}, candidate.key) > 0)`);
  return rows.map((row) => row.key);
}
