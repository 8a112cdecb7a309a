import { asc, desc, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { todayInLab } from '../common/dates.js';
import { notFound } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { sessions } from './credentials.tables.js';
import { fullNameOf } from '../common/names.js';
import { isRowId } from '../common/ids.js';
import { loadUserView, type UserView } from './user-view.js';
import { users, userTypes } from './users.tables.js';
import { scopedDb } from '../access/index.js';

export type SignIn = { createdAt: Date; ipAddress: string | null; userAgent: string | null };

export type UserDetail = UserView & {
  fullName: string;
  age: number | null;
  doctorName: string | null;
  recentSignIns: SignIn[];
};

/** One user with office data, their doctor (patients) and the last 10 sign-ins; NOT_FOUND when missing. */
export async function getUserDetail(deps: AppDeps, actor: Caller, userId: number): Promise<UserDetail> {
  requireRole(actor, withSystem(roleGroups.admin));
  if (!isRowId(userId)) throw notFound();
  const scoped = scopedDb(deps, actor);
  const user = await loadUserView(scoped.db, userId);
  if (!user) throw notFound();
  const [recentSignIns, doctor] = await Promise.all([
    scoped.db
      .select({ createdAt: sessions.createdAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(10),
    user.doctorId === null
      ? undefined
      : scoped.db
          .select({ name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
          .from(users)
          .where(eq(users.id, user.doctorId))
          .then(([row]) => row),
  ]);
  return {
    ...user,
    fullName: fullNameOf(user),
    age: ageOn(user.birthDate, todayInLab()),
    doctorName: doctor ? fullNameOf(doctor) : null,
    recentSignIns,
  };
}

/** The kinds of account, for the list filter and the form. */
export async function listUserTypes(deps: AppDeps, actor: Actor) {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const rows = await scoped.db.select().from(userTypes).orderBy(asc(userTypes.name));
  return rows.map((row) => ({ ...row, slug: row.slug as Role }));
}

/** Whole years from a YYYY-MM-DD birth date to `today` (same format). */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
