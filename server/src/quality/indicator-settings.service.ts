import { asc, eq } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import {
  defaultOpeningHours,
  type OpeningDay,
  openingHoursSchema,
  qualityIndicatorKeys,
  type QualityTargets,
  qualityTargetsSchema,
} from '../../../shared/validation/quality.js';
import { type Actor, requireRole } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { openingHours, qualityTargets, qualityTargetsId } from './indicators.tables.js';
import { scopedDb } from '../access/index.js';

/** Who changed a setting last and when; nulls before any change (or after that account was deleted). */
export type ChangeMark = { updatedAt: Date | null; updatedByName: string | null };
export type TargetsView = QualityTargets & ChangeMark;
export type OpeningHoursView = { days: OpeningDay[] } & ChangeMark;

const editor = {
  name: users.name,
  lastname: users.lastname,
  motherLastname: users.motherLastname,
};
const nameOf = (person: { name: string; lastname: string | null; motherLastname: string | null } | null) =>
  person ? fullNameOf(person) : null;

const noTargets = Object.fromEntries(qualityIndicatorKeys.map((key) => [key, null])) as QualityTargets;

/** The targets of the quality indicators (none set: every one null). The callers check the role. */
export async function readTargets(db: Database): Promise<TargetsView> {
  const [row] = await db
    .select({ targets: qualityTargets, editor })
    .from(qualityTargets)
    .leftJoin(users, eq(users.id, qualityTargets.updatedBy))
    .where(eq(qualityTargets.id, qualityTargetsId));
  if (!row) return { ...noTargets, updatedAt: null, updatedByName: null };
  const targets = Object.fromEntries(qualityIndicatorKeys.map((key) => [key, row.targets[key]])) as QualityTargets;
  return { ...targets, updatedAt: row.targets.updatedAt, updatedByName: nameOf(row.editor) };
}

/** The lab's opening hours (the defaults until an admin saves them). The callers check the role. */
export async function readOpeningHours(db: Database): Promise<OpeningHoursView> {
  const rows = await db
    .select({ day: openingHours, editor })
    .from(openingHours)
    .leftJoin(users, eq(users.id, openingHours.updatedBy))
    .orderBy(asc(openingHours.weekday));
  if (rows.length === 0) return { days: defaultOpeningHours, updatedAt: null, updatedByName: null };
  const hhmm = (time: string | null) => time?.slice(0, 5) ?? null;
  return {
    days: rows.map(({ day }) => ({ weekday: day.weekday, opensAt: hhmm(day.opensAt), closesAt: hhmm(day.closesAt) })),
    updatedAt: rows[0].day.updatedAt,
    updatedByName: nameOf(rows[0].editor),
  };
}

/** Replaces every target (null: no target for that indicator) and records who did; admins only. */
export async function updateQualityTargets(deps: AppDeps, actor: Actor, input: unknown): Promise<TargetsView> {
  requireRole(actor, roleGroups.admin);
  const valid = await validateInput(qualityTargetsSchema, input);
  const changes = { ...valid, updatedBy: actor.userId, updatedAt: new Date() };
  const scoped = scopedDb(deps, actor);
  await scoped.db
    .insert(qualityTargets)
    .values({ id: qualityTargetsId, ...changes })
    .onConflictDoUpdate({ target: qualityTargets.id, set: changes });
  return readTargets(scoped.db);
}

/** Replaces the opening hours of the seven weekdays and records who did; admins only. */
export async function updateOpeningHours(deps: AppDeps, actor: Actor, input: unknown): Promise<OpeningHoursView> {
  requireRole(actor, roleGroups.admin);
  const valid = await validateInput(openingHoursSchema, input);
  const updatedAt = new Date();
  const scoped = scopedDb(deps, actor);
  await scoped.db.transaction(async (tx) => {
    for (const day of valid.days) {
      const changes = { opensAt: day.opensAt, closesAt: day.closesAt, updatedBy: actor.userId, updatedAt };
      await tx
        .insert(openingHours)
        .values({ weekday: day.weekday, ...changes })
        .onConflictDoUpdate({ target: openingHours.weekday, set: changes });
    }
  });
  return readOpeningHours(scoped.db);
}
