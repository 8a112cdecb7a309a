import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor, Caller } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { visible, type RecordRule } from './record-rule.js';
import { requireAccess, requireRecord } from './require-access.js';

/**
 * The database as one caller reaches it. Services that act for someone take their data through
 * it, never through `deps.systemDb`; `visible(kind)` goes in every query on an owned kind, and
 * `require`/`requireAll` check ids against the same rule (NOT_FOUND for what the actor may not
 * see). Ownership rules are written for signed-in users: bound to the system actor (seeds, jobs)
 * it offers the handle alone, and the type checker refuses `visible`, `require` and `requireAll`.
 */
export type ScopedDb<C extends Caller = Actor> = {
  actor: C;
  /** The handle for this caller's queries (transactions included). */
  db: Database;
  /** The rows of `kind` this actor may see, as a WHERE condition on its table. */
  visible(this: ScopedDb<Actor>, kind: RecordRule): SQL;
  /** The record of `kind` with this id, when this actor may see it; NOT_FOUND otherwise. */
  require<T extends PgTable>(this: ScopedDb<Actor>, kind: RecordRule<T>, id: unknown): Promise<InferSelectModel<T>>;
  /** The records of `kind` with these ids, in the order asked, when this actor may see each one. */
  requireAll<T extends PgTable>(
    this: ScopedDb<Actor>,
    kind: RecordRule<T>,
    ids: readonly unknown[],
  ): Promise<InferSelectModel<T>[]>;
};

/** The database bound to `actor`: what a service acting for someone queries through. */
export function scopedDb<C extends Caller>(deps: Pick<AppDeps, 'systemDb'>, actor: C): ScopedDb<C> {
  const db = deps.systemDb;
  // Only a ScopedDb<Actor> may call these (their `this`), so the caller is a signed-in user's actor.
  const user = actor as Caller as Actor;
  return {
    actor,
    db,
    visible: (kind) => visible(user, kind),
    require: (kind, id) => requireRecord(db, user, kind, id),
    requireAll: (kind, ids) => requireAccess(db, user, kind, ids),
  };
}
