import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import type { Actor } from '../common/actor.js';
import { visiblePatientIds } from '../patients/index.js';
import { studies } from './studies.tables.js';
import { patientAudience, recordRule } from '../access/index.js';

/** Whether the actor is study staff (roleGroups.studyStaff), who still see hidden or expired studies. */
export const isStudyStaff = (actor: Actor) => inRoleGroup(actor.role, roleGroups.studyStaff);

/** Every study of the patients the actor may see, hidden and expired included. */
function studiesOfVisiblePatients(actor: Actor): SQL {
  const audience = patientAudience(actor);
  if ('patientId' in audience) return eq(studies.patientId, audience.patientId);
  return inArray(studies.patientId, visiblePatientIds(actor));
}

/**
 * The studies an actor may see as they stood at `now`: staff every study; a doctor the studies of
 * their own patients and a patient their own, in both cases only while visible and not expired.
 * (A viewer grant and the control board fix `now`; everything else asks `studyRecords`.)
 */
export function visibleStudiesAt(actor: Actor, now: Date): SQL {
  const ofPatients = studiesOfVisiblePatients(actor);
  if (isStudyStaff(actor)) return ofPatients;
  return and(ofPatients, eq(studies.visible, true), or(isNull(studies.expiresAt), gt(studies.expiresAt, now)))!;
}

/** Studies: what `visibleStudiesAt` allows now. */
export const studyRecords = recordRule({
  name: 'studies',
  table: studies,
  id: studies.id,
  rule: (actor: Actor) => visibleStudiesAt(actor, new Date()),
});
