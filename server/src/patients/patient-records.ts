import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import type { Actor } from '../common/actor.js';
import { users, userTypes } from '../users/users.tables.js';
import { patientAudience, recordRule } from '../access/index.js';

/** The user type's id, as a scalar subquery (a tiny table; the planner runs it once per query). */
const userTypeIs = (slug: 'patient' | 'doctor'): SQL =>
  eq(users.userTypeId, sql`(select ${userTypes.id} from ${userTypes} where ${userTypes.slug} = ${slug})`);

/** Patients (rows of `users`): lab and office staff every patient, a doctor their own, a patient themself. */
export const patientRecords = recordRule({
  name: 'patients',
  table: users,
  id: users.id,
  rule: (actor: Actor): SQL => {
    const audience = patientAudience(actor);
    if ('all' in audience) return userTypeIs('patient');
    if ('doctorId' in audience) return and(userTypeIs('patient'), eq(users.doctorId, audience.doctorId))!;
    return and(userTypeIs('patient'), eq(users.id, audience.patientId))!;
  },
});

/** Doctors (rows of `users`): lab and office staff every doctor, a doctor themself, a patient none. */
export const doctorRecords = recordRule({
  name: 'doctors',
  table: users,
  id: users.id,
  rule: (actor: Actor): SQL => {
    if (inRoleGroup(actor.role, roleGroups.studyStaff)) return userTypeIs('doctor');
    if (actor.role === 'doctor') return and(userTypeIs('doctor'), eq(users.id, actor.userId))!;
    return sql`false`;
  },
});

const queryBuilder = new QueryBuilder();

/** The ids of the patients the actor may see, as a subquery for the records that hang off a patient. */
export function visiblePatientIds(actor: Actor) {
  return queryBuilder.select({ id: users.id }).from(users).where(patientRecords.rule(actor));
}
