import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages.js';
import { badInput } from '../common/errors.js';
import type { Database } from '../db/client.js';

/** A table of ordered app content: an id and a position (1 first). */
export type Ordered = { table: PgTable; id: PgColumn; position: PgColumn };

/** The position after the last one, for a new item. */
export async function nextPosition(db: Database, ordered: Ordered): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${ordered.position}), 0)`.mapWith(Number) })
    .from(ordered.table);
  return row.last + 1;
}

/**
 * Puts the items in the order of `ids`, which must be exactly the current items, each once
 * (BAD_USER_INPUT, field ids, otherwise); one transaction, so readers never see half an order.
 */
export async function reorder(db: Database, ordered: Ordered, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: ordered.id }).from(ordered.table).orderBy(asc(ordered.position)).for('update');
    const current = new Set(rows.map((row) => row.id as number));
    const asked = new Set(ids);
    if (asked.size !== ids.length || asked.size !== current.size || ids.some((id) => !current.has(id))) {
      throw badInput('ids', messages.reorderIdsMismatch);
    }
    for (const [index, id] of ids.entries()) {
      await tx.execute(
        sql`update ${ordered.table} set ${sql.identifier(ordered.position.name)} = ${index + 1} where ${eq(ordered.id, id)}`,
      );
    }
  });
}
