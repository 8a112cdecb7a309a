import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { nextPosition, reorder } from './positions.js';

/** A table of app content: ordered, published or draft, with a window (content-columns.ts). */
export type ContentTable = PgTable & {
  id: PgColumn;
  position: PgColumn;
  published: PgColumn;
  publishFrom: PgColumn;
  publishUntil: PgColumn;
  updatedAt: PgColumn;
};

/** The writable columns of a row: everything but its id, position and timestamps. */
export type ContentValues<Row> = Omit<Row, 'id' | 'position' | 'createdAt' | 'updatedAt'>;

/**
 * What every kind of app content does with its rows for its administration: the list with a
 * search, and create, update, delete and reorder (the app's public lists are public-reads.ts').
 * The list is its readers' (admins unless the kind says more), an item for its edit form the
 * admins'; writes are the admins' and the system's (the demo data). Each function checks its
 * caller itself and takes its data through the caller's scopedDb.
 */
export type ContentStore<Row> = {
  /** Every item in position order; with `search`, those holding each of its words (case and accents aside). */
  list(deps: AppDeps, actor: Caller, search?: string | null): Promise<Row[]>;
  get(deps: AppDeps, actor: Actor, id: number): Promise<Row>;
  /** A new item goes last. */
  create(deps: AppDeps, actor: Caller, values: ContentValues<Row>): Promise<Row>;
  /** Saves the values (the position stays); NOT_FOUND when the item does not exist. */
  update(deps: AppDeps, actor: Caller, id: number, values: Partial<ContentValues<Row>>): Promise<Row>;
  /** Deletes the item and answers it as it was, so its files can go too; NOT_FOUND when absent. */
  remove(deps: AppDeps, actor: Caller, id: number): Promise<Row>;
  /** Puts every item in the order of `ids` (exactly the current ones) and answers them in it. */
  reorder(deps: AppDeps, actor: Caller, ids: readonly number[]): Promise<Row[]>;
};

/**
 * `listReaders` may read the administration's list besides the admins: the kinds in the Administración
 * group (packages, FAQ), which its other roles read without changing.
 */
export function contentStore<Row>(
  table: ContentTable,
  searched: readonly PgColumn[],
  listReaders: readonly Role[] = roleGroups.admin,
): ContentStore<Row> {
  const byId = (id: number) => eq(table.id, id);
  const selectWhere = (db: Database, where: SQL | undefined) =>
    db.select().from(table).where(where).orderBy(asc(table.position), asc(table.id)) as unknown as Promise<Row[]>;
  const store: ContentStore<Row> = {
    async list(deps, actor, search) {
      requireRole(actor, withSystem(listReaders));
      const scoped = scopedDb(deps, actor);
      return selectWhere(scoped.db, matchesWords(searchWords(search), [...searched]));
    },
    async get(deps, actor, id) {
      requireRole(actor, roleGroups.admin);
      const scoped = scopedDb(deps, actor);
      const [row] = await selectWhere(scoped.db, byId(id));
      if (!row) throw notFound();
      return row;
    },
    async create(deps, actor, values) {
      requireRole(actor, withSystem(roleGroups.admin));
      const scoped = scopedDb(deps, actor);
      const position = await nextPosition(scoped.db, { table, id: table.id, position: table.position });
      const [row] = (await scoped.db
        .insert(table)
        .values({ ...values, position } as never)
        .returning()) as Row[];
      return row;
    },
    async update(deps, actor, id, values) {
      requireRole(actor, withSystem(roleGroups.admin));
      const scoped = scopedDb(deps, actor);
      const [row] = (await scoped.db
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(byId(id))
        .returning()) as Row[];
      if (!row) throw notFound();
      return row;
    },
    async remove(deps, actor, id) {
      requireRole(actor, withSystem(roleGroups.admin));
      const scoped = scopedDb(deps, actor);
      const [row] = (await scoped.db.delete(table).where(byId(id)).returning()) as Row[];
      if (!row) throw notFound();
      return row;
    },
    async reorder(deps, actor, ids) {
      requireRole(actor, withSystem(roleGroups.admin));
      const scoped = scopedDb(deps, actor);
      await reorder(scoped.db, { table, id: table.id, position: table.position }, ids);
      return store.list(deps, actor);
    },
  };
  return store;
}
