import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/limits.js';
import type { Actor } from '../common/actor.js';

/**
 * A kind of record someone may own or be refused, in the one shape every kind has: its table, its
 * id column and its rule, a WHERE condition on that table alone saying which rows the actor may
 * see. Each feature declares its kinds beside its tables (`<feature>/<feature>-records.ts`);
 * services put their scopedDb's `visible(kind)` in their queries and `requireAccess` checks ids
 * against the same rule, so a record outside it behaves exactly as a missing one.
 */
export type RecordRule<T extends PgTable = PgTable> = {
  /** What the kind is called in errors and reviews ("studies", "chats"). */
  name: string;
  table: T;
  id: PgColumn;
  rule: (actor: Actor) => SQL;
};

/** Declares a kind of record (typed by its table, so requireAccess answers its rows). */
export const recordRule = <T extends PgTable>(kind: RecordRule<T>): RecordRule<T> => kind;

/** The rows of a kind the actor may see, as a WHERE condition on that kind's table. */
export const visible = (actor: Actor, kind: RecordRule): SQL => kind.rule(actor);

/**
 * The same rule for every actor of `role` at once, the actor's ids left as placeholders: the
 * condition of a statement prepared once per role (db/prepared.ts) instead of built per request.
 * Rules use the actor's ids only as values in their SQL, so the statement run with `actorParams`
 * selects exactly what `visible` would.
 */
export const visibleToRole = (role: Role, kind: RecordRule): SQL => kind.rule(roleActor(role));

/** What the placeholders of `visibleToRole` stand for, for one actor. */
export const actorParams = (actor: Actor) => ({ actorId: actor.userId, actorSessionId: actor.sessionId });

/** An actor of `role` whose ids are the placeholders `actorParams` fills in. */
const roleActor = (role: Role): Actor => ({
  role,
  userId: sql.placeholder('actorId') as unknown as number,
  sessionId: sql.placeholder('actorSessionId') as unknown as number,
});
