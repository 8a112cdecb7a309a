import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/**
 * Which of `keys` appear anywhere in the text of `column` (HTML, or JSON such as a stored
 * image's), in one statement. The key itself is searched, not a URL form, so relative and
 * absolute links both count.
 */
export async function keysInColumn(db: Database, column: PgColumn, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const candidates = sql`(values ${sql.join(
    keys.map((key) => sql`(${key}::text)`),
    sql`, `,
  )}) as candidate(key)`;
  const rows = await db
    .select({ key: sql<string>`candidate.key` })
    .from(candidates)
    .where(sql`exists (select 1 from ${column.table} where strpos(${column}::text, candidate.key) > 0)`);
  return rows.map((row) => row.key);
}
