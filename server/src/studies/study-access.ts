import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import { visiblePatients } from '../patients/patient-access.js';
import { users, userTypes } from '../users/users.tables.js';
import { studies, type StudyRow } from './studies.tables.js';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';

/** Whether the actor is study staff (roleGroups.studyStaff), who still see hidden or expired studies. */
export const isStudyStaff = (actor: Actor) => inRoleGroup(actor.role, roleGroups.studyStaff);

/**
 * The studies an actor may see, as a WHERE condition on `studies`: staff see every study; a
 * doctor the studies of their own patients and a patient their own, in both cases only while
 * visible and not expired. A study outside it behaves as a missing one.
 */
export function visibleStudies(actor: Actor, now = new Date()): SQL {
  const patients = studiesOfVisiblePatients(actor);
  if (isStudyStaff(actor)) return patients;
  return and(patients, eq(studies.visible, true), or(isNull(studies.expiresAt), gt(studies.expiresAt, now)))!;
}

const queryBuilder = new QueryBuilder();

/** Every study of the patients the actor may see, hidden and expired included. */
export function studiesOfVisiblePatients(actor: Actor): SQL {
  return inArray(studies.patientId, patientIdsVisibleTo(actor));
}

/** A subquery of the patient ids the actor may see (patient-access.ts decides). */
function patientIdsVisibleTo(actor: Actor) {
  return queryBuilder
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(visiblePatients(actor));
}

/** The study if the actor may see it; NOT_FOUND otherwise, without saying which. */
export async function requireVisibleStudy(db: Database, actor: Actor, studyId: number): Promise<StudyRow> {
  if (parseRowId(studyId) === undefined) throw notFound();
  const [row] = await db
    .select()
    .from(studies)
    .where(and(eq(studies.id, studyId), visibleStudies(actor)));
  if (!row) throw notFound();
  return row;
}
