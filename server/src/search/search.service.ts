import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { portalMessages as pm } from '../../../shared/portal-messages.js';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { badInput } from '../common/errors.js';
import { fullNameOf } from '../common/names.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import { courses } from '../courses/courses.tables.js';
import type { AppDeps } from '../deps.js';
import { userSearchCondition } from '../users/index.js';
import { users, userTypes } from '../users/users.tables.js';
import { scopedDb, type ScopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';
import { patientRecords } from '../patients/index.js';

export type SearchResultKind = 'patient' | 'user' | 'course';

/** One thing found, with the portal page that opens it. */
export type SearchResult = {
  kind: SearchResultKind;
  id: number;
  title: string;
  subtitle: string | null;
  /** For courses: the course day (YYYY-MM-DD). */
  date: string | null;
  path: string;
};

export const searchLimits = { minText: 2, maxText: 100, defaultFirst: 5, maxFirst: 20 } as const;

/**
 * The patients, staff accounts and courses whose name matches `text`, that the actor may see:
 * patients by the same rule as the virtual lab (a doctor only their own), accounts for those who
 * administer users, courses for those who administer courses. At most `first` of each kind,
 * patients first, then accounts, then courses. Words match the beginning of a name, surname or
 * email, case and accents aside (the user search); courses match any part of their name.
 */
export async function searchPortal(
  deps: AppDeps,
  actor: Actor,
  args: { text: string; first?: number | null },
): Promise<SearchResult[]> {
  requireRole(actor, roleGroups.staff);
  const text = args.text.trim();
  if ([...text].length < searchLimits.minText) throw badInput('text', pm.searchTextTooShort);
  if ([...text].length > searchLimits.maxText) throw badInput('text', pm.searchTextTooLong);
  const first = args.first ?? searchLimits.defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > searchLimits.maxFirst)
    throw badInput('first', pm.searchFirstInvalid);

  const scoped = scopedDb(deps, actor);
  const [patients, accounts, courseRows] = await Promise.all([
    findPatients(scoped, text, first),
    inRoleGroup(actor.role, roleGroups.admin) ? findAccounts(scoped.db, text, first) : [],
    inRoleGroup(actor.role, roleGroups.admin) ? findCourses(scoped.db, text, first) : [],
  ]);
  return [...patients, ...accounts, ...courseRows];
}

const personColumns = {
  id: users.id,
  name: users.name,
  lastname: users.lastname,
  motherLastname: users.motherLastname,
  email: users.email,
};

async function findPatients(scoped: ScopedDb, text: string, first: number): Promise<SearchResult[]> {
  const rows = await scoped.db
    .select(personColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(scoped.visible(patientRecords), userSearchCondition(text)))
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(first);
  return rows.map((row) => ({
    kind: 'patient',
    id: row.id,
    title: fullNameOf(row),
    subtitle: row.email,
    date: null,
    path: `/virtuallab/patients/${row.id}`,
  }));
}

/** Staff accounts (patients are found as patients, with their studies' page). */
async function findAccounts(db: Database, text: string, first: number): Promise<SearchResult[]> {
  const rows = await db
    .select(personColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(ne(userTypes.slug, 'patient'), userSearchCondition(text)))
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(first);
  return rows.map((row) => ({
    kind: 'user',
    id: row.id,
    title: fullNameOf(row),
    subtitle: row.email,
    date: null,
    path: `/users/${row.id}`,
  }));
}

async function findCourses(db: Database, text: string, first: number): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: courses.id, name: courses.name, date: courses.date, venue: courses.headquarterName })
    .from(courses)
    .where(matchesWords(searchWords(text), [courses.name]))
    .orderBy(desc(courses.date), desc(courses.id))
    .limit(first);
  return rows.map((row) => ({
    kind: 'course',
    id: row.id,
    title: row.name,
    subtitle: row.venue,
    date: row.date,
    path: `/courses/${row.id}/edit`,
  }));
}
