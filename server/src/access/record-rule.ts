import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
