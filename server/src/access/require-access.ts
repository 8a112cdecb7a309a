import { and, inArray, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import type { RecordRule } from './record-rule.js';

/**
 * The one answer to "may this actor reach these records": the rows of `kind` with these ids, in
 * the order asked, when the actor may see every one of them; NOT_FOUND otherwise, the same for an
 * id that does not exist, is malformed, or belongs to someone else, so nobody learns which.
 */
export async function requireAccess<T extends PgTable>(
  db: Database,
  actor: Actor,
  kind: RecordRule<T>,
  ids: readonly unknown[],
): Promise<InferSelectModel<T>[]> {
  const wanted = ids.map((id) => parseRowId(id));
  if (wanted.length === 0 || wanted.some((id) => id === undefined)) throw notFound();
  const unique = [...new Set(wanted as number[])];
  const rows = (await db
    .select()
    .from(kind.table as PgTable)
    .where(and(inArray(kind.id, unique), kind.rule(actor)))) as InferSelectModel<T>[];
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((row) => [(row as { id: number }).id, row]));
  return (wanted as number[]).map((id) => byId.get(id)!);
}

/** One record of `kind` the actor may see (requireAccess for a single id). */
export async function requireRecord<T extends PgTable>(
  db: Database,
  actor: Actor,
  kind: RecordRule<T>,
  id: unknown,
): Promise<InferSelectModel<T>> {
  const [row] = await requireAccess(db, actor, kind, [id]);
  return row;
}
