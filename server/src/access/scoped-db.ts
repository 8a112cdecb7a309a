import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { RecordRule } from './record-rule.js';
import { requireAccess, requireRecord } from './require-access.js';

/**
 * The database as one actor reaches it. Services that act for someone take their data through
 * it, never through `deps.systemDb`; `visible(kind)` goes in every query on an owned kind, and
 * `require`/`requireAll` check ids against the same rule (NOT_FOUND for what the actor may not see).
 */
export type ScopedDb = {
  actor: Actor;
  /** The handle for this actor's queries (transactions included). */
  db: Database;
  /** The rows of `kind` this actor may see, as a WHERE condition on its table. */
  visible(kind: RecordRule): SQL;
  /** The record of `kind` with this id, when this actor may see it; NOT_FOUND otherwise. */
  require<T extends PgTable>(kind: RecordRule<T>, id: unknown): Promise<InferSelectModel<T>>;
  /** The records of `kind` with these ids, in the order asked, when this actor may see each one. */
  requireAll<T extends PgTable>(kind: RecordRule<T>, ids: readonly unknown[]): Promise<InferSelectModel<T>[]>;
};

/** The database bound to `actor`: what a service acting for someone queries through. */
export function scopedDb(deps: Pick<AppDeps, 'systemDb'>, actor: Actor): ScopedDb {
  const db = deps.systemDb;
  return {
    actor,
    db,
    visible: (kind) => kind.rule(actor),
    require: (kind, id) => requireRecord(db, actor, kind, id),
    requireAll: (kind, ids) => requireAccess(db, actor, kind, ids),
  };
}
