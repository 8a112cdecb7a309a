import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { fullNameOf } from '../common/names.js';
import type { Connection } from '../common/cursors.js';
import { type PageWindow, positionPage } from '../common/position-pages.js';
import { userSearchCondition } from './user-search.js';
import { userCounts, users, userTypes } from './users.tables.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';

export type UserSortBy = 'name' | 'email' | 'type' | 'status' | 'lastLoginAt' | 'createdAt';

export type UserListFilter = {
  search?: string | null;
  userType?: string | null;
  status?: boolean | null;
  sortBy?: UserSortBy | null;
  sortDirection?: 'asc' | 'desc' | null;
};

export type UserListItem = {
  id: number;
  name: string;
  lastname: string | null;
  motherLastname: string | null;
  fullName: string;
  email: string;
  username: string | null;
  type: { id: number; slug: Role; name: string };
  status: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  profileCompletionPending: boolean;
};

/**
 * A page of every account for the admin list, for 100,000 users and more. Without a search the
 * type filter and every order walk their own index (type by type when ordered by type) and the
 * total is the sum of user_counts. With a search, its GIN index (users.search_words,
 * user-search.ts) finds the matches, which are counted and sorted in the same pass.
 */
export async function listUsers(
  deps: AppDeps,
  actor: Actor,
  filter: UserListFilter,
  window: PageWindow,
): Promise<Connection<UserListItem>> {
  requireRole(actor, roleGroups.admin);
  const search = userSearchCondition(filter.search);
  // The type's id first (an init plan), so users_type_sort_name_idx applies.
  const typeId = (column: typeof users.userTypeId | typeof userCounts.userTypeId) =>
    filter.userType
      ? sql`${column} = (select ${userTypes.id} from ${userTypes} where ${userTypes.slug} = ${filter.userType})`
      : undefined;
  const status = (column: typeof users.status | typeof userCounts.status) =>
    typeof filter.status === 'boolean' ? eq(column, filter.status) : undefined;
  const where = and(search, typeId(users.userTypeId), status(users.status));
  const direction = filter.sortDirection === 'desc' ? 'desc' : 'asc';
  const sortBy = filter.sortBy ?? 'name';
  const rowsOf = (rows: ItemRow[]) =>
    rows.map(({ matches: _matches, ...row }) => ({
      ...row,
      fullName: fullNameOf(row),
      type: { ...row.type, slug: row.type.slug as Role },
    }));

  const scoped = scopedDb(deps, actor);
  if (search) {
    const countMatches = async () => (await scoped.db.select({ total: count() }).from(users).where(where))[0].total;
    return positionPage('users', window, {
      count: countMatches,
      read: async (offset, limit) => {
        const rows = await selectItems(scoped.db, { counted: true })
          .where(where)
          .orderBy(...orderOf(sortBy, direction, { searching: true }))
          .limit(limit)
          .offset(offset);
        // A page past the end has no row to carry the count.
        return { items: rowsOf(rows), totalCount: rows[0]?.matches ?? (offset > 0 ? await countMatches() : 0) };
      },
    });
  }
  const counts = await scoped.db
    .select({
      typeId: userTypes.id,
      typeName: userTypes.name,
      total: sql<number>`coalesce(sum(${userCounts.total}), 0)`.mapWith(Number),
    })
    .from(userTypes)
    .leftJoin(userCounts, and(eq(userCounts.userTypeId, userTypes.id), status(userCounts.status)))
    .where(filter.userType ? eq(userTypes.slug, filter.userType) : undefined)
    .groupBy(userTypes.id)
    .orderBy(direction === 'desc' ? desc(userTypes.name) : asc(userTypes.name), asc(userTypes.id));
  const total = counts.reduce((sum, type) => sum + type.total, 0);
  const page = (read: (offset: number, limit: number) => Promise<ItemRow[]>) =>
    positionPage('users', window, {
      count: async () => total,
      read: async (offset, limit) => ({ items: rowsOf(await read(offset, limit)), totalCount: total }),
    });
  if (sortBy === 'type') {
    // Type by type, each through users_type_sort_name_idx: only the types this page covers.
    return page(async (offset, limit) => {
      const segments = pageSegments(
        counts.map((type) => ({ key: type.typeId, total: type.total })),
        offset,
        limit,
      );
      const parts = await Promise.all(
        segments.map((segment) =>
          selectItems(scoped.db, { counted: false })
            .where(and(eq(users.userTypeId, segment.key), status(users.status)))
            .orderBy(asc(users.sortName), asc(users.id))
            .limit(segment.limit)
            .offset(segment.offset),
        ),
      );
      return parts.flat();
    });
  }
  if (sortBy === 'status') {
    // Status by status (inactive first when ascending), each in name order through
    // users_sort_name_idx, users_inactive_sort_name_idx or users_type_sort_name_idx.
    const totals = await scoped.db
      .select({ status: userCounts.status, total: sql<number>`coalesce(sum(${userCounts.total}), 0)`.mapWith(Number) })
      .from(userCounts)
      .where(and(typeId(userCounts.userTypeId), status(userCounts.status)))
      .groupBy(userCounts.status);
    const statuses = (direction === 'asc' ? [false, true] : [true, false]).map((key) => ({
      key,
      total: totals.find((row) => row.status === key)?.total ?? 0,
    }));
    return page(async (offset, limit) => {
      const parts = await Promise.all(
        pageSegments(statuses, offset, limit).map((segment) =>
          selectItems(scoped.db, { counted: false })
            .where(and(eq(users.status, segment.key), typeId(users.userTypeId)))
            .orderBy(asc(users.sortName), asc(users.id))
            .limit(segment.limit)
            .offset(segment.offset),
        ),
      );
      return parts.flat();
    });
  }
  return page((offset, limit) =>
    selectItems(scoped.db, { counted: false })
      .where(where)
      .orderBy(...orderOf(sortBy, direction, { searching: false }))
      .limit(limit)
      .offset(offset),
  );
}

/** The list's columns, with the number of matches on every row when `counted` (searches). */
function selectItems(db: Database, { counted }: { counted: boolean }) {
  return db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      motherLastname: users.motherLastname,
      email: users.email,
      username: users.username,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      profileCompletionPending: users.profileCompletionPending,
      type: { id: userTypes.id, slug: userTypes.slug, name: userTypes.name },
      matches: (counted ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** Which rows of which groups (types or statuses, in list order, with their sizes) a page of `limit` from `offset` covers. */
export function pageSegments<K>(groups: { key: K; total: number }[], offset: number, limit: number) {
  const segments: { key: K; offset: number; limit: number }[] = [];
  let skip = offset;
  let left = limit;
  for (const group of groups) {
    if (left === 0) break;
    if (skip >= group.total) {
      skip -= group.total;
      continue;
    }
    const take = Math.min(left, group.total - skip);
    segments.push({ key: group.key, offset: skip, limit: take });
    skip = 0;
    left -= take;
  }
  return segments;
}

/**
 * The ORDER BY of a list. While searching, the keys are written so that no order index matches
 * (`|| ''`, `+ 0`): the planner cannot tell how rare a search's matches are, and walking an
 * order index until 20 of them turn up reads the whole table when they are few.
 */
function orderOf(sortBy: UserSortBy, direction: 'asc' | 'desc', { searching }: { searching: boolean }): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  const text = (key: SQL | typeof users.sortName) => (searching ? sql`${key} || ''` : key);
  const id = searching ? sql`${users.id} + 0` : users.id;
  const moment = (key: typeof users.createdAt | typeof users.lastLoginAt) =>
    searching ? sql`${key} + interval '0 s'` : key;
  switch (sortBy) {
    case 'email':
      return [by(text(sql`lower(${users.email})`))];
    case 'type':
      // Without a search, listUsers reads type by type instead.
      return [by(userTypes.name), asc(users.sortName), asc(users.id)];
    case 'status':
      // Without a search, listUsers reads status by status instead.
      return [by(users.status), asc(users.sortName), asc(users.id)];
    case 'lastLoginAt':
      // Never signed in: last either way (users_last_login_at_idx and users_last_login_at_asc_idx).
      return [
        sql`${moment(users.lastLoginAt)} ${sql.raw(direction)} nulls last`,
        sql`${id} ${sql.raw(direction)} nulls last`,
      ];
    case 'createdAt':
      return [by(moment(users.createdAt)), by(id)];
    default:
      return [by(text(users.sortName)), by(id)];
  }
}
