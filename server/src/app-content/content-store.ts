import { asc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import { contentSnapshot } from '../common/content-snapshot.js';
import { contentKinds, type ContentKind } from '../common/content-versions.js';
import type { AppDeps } from '../deps.js';
import { nextPosition, reorder } from './positions.js';
import { visibleAt } from './publication.js';

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
 * What every kind of app content does with its rows: the app's public list, the administration's
 * list with a search, and create, update, delete and reorder. The list is its readers' (admins
 * unless the kind says more), an item for its edit form the admins'; writes are the admins' and
 * the system's (the demo data). Each function checks its caller itself.
 */
export type ContentStore<Row> = {
  /**
   * Published items inside their window now, in position order: what the app shows. Read again
   * only when the table changes or a window opens or closes (common/content-snapshot.ts).
   */
  listPublic(deps: AppDeps): Promise<readonly Row[]>;
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
  const selectWhere = (deps: AppDeps, where: SQL | undefined) =>
    deps.systemDb.select().from(table).where(where).orderBy(asc(table.position), asc(table.id)) as unknown as Promise<
      Row[]
    >;
  const store: ContentStore<Row> = {
    listPublic: contentSnapshot([kindOf(table)], async (deps: AppDeps, now) =>
      Object.freeze(await selectWhere(deps, visibleAt(table, now))),
    ),
    async list(deps, actor, search) {
      requireRole(actor, withSystem(listReaders));
      return selectWhere(deps, matchesWords(searchWords(search), [...searched]));
    },
    async get(deps, actor, id) {
      requireRole(actor, roleGroups.admin);
      const [row] = await selectWhere(deps, byId(id));
      if (!row) throw notFound();
      return row;
    },
    async create(deps, actor, values) {
      requireRole(actor, withSystem(roleGroups.admin));
      const position = await nextPosition(deps, { table, id: table.id, position: table.position });
      const [row] = (await deps.systemDb
        .insert(table)
        .values({ ...values, position } as never)
        .returning()) as Row[];
      return row;
    },
    async update(deps, actor, id, values) {
      requireRole(actor, withSystem(roleGroups.admin));
      const [row] = (await deps.systemDb
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(byId(id))
        .returning()) as Row[];
      if (!row) throw notFound();
      return row;
    },
    async remove(deps, actor, id) {
      requireRole(actor, withSystem(roleGroups.admin));
      const [row] = (await deps.systemDb.delete(table).where(byId(id)).returning()) as Row[];
      if (!row) throw notFound();
      return row;
    },
    async reorder(deps, actor, ids) {
      requireRole(actor, withSystem(roleGroups.admin));
      await reorder(deps, { table, id: table.id, position: table.position }, ids);
      return store.list(deps, actor);
    },
  };
  return store;
}

/** A content table's kind in content_versions is its name, as its trigger says (migration 0012_app_content). */
function kindOf(table: ContentTable): ContentKind {
  const name = getTableName(table);
  const kind = contentKinds.find((known) => known === name);
  if (!kind) throw new Error(`${name} has no row in content_versions`);
  return kind;
}
