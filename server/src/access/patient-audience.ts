import type { Actor } from '../common/actor.js';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';

/**
 * Whose patient records an actor may see, the one rule behind patients, their studies and their
 * chats: lab and office staff see every patient, a doctor their own patients, a patient themself.
 */
export type PatientAudience = { all: true } | { doctorId: number } | { patientId: number };

/** The actor's audience of patients (every role has one: a role without access gets none). */
export function patientAudience(actor: Actor): PatientAudience {
  if (inRoleGroup(actor.role, roleGroups.studyStaff)) return { all: true };
  if (actor.role === 'doctor') return { doctorId: actor.userId };
  return { patientId: actor.userId };
}

/**
 * The same rule in memory, for what arrives without a query (a live chat event carries its
 * patient and the patient's doctor): whether the actor may see records of that patient.
 */
export function seesPatient(actor: Actor, patient: { patientId: number; doctorId: number | null }): boolean {
  const audience = patientAudience(actor);
  if ('all' in audience) return true;
  if ('doctorId' in audience) return patient.doctorId === audience.doctorId;
  return patient.patientId === audience.patientId;
}
