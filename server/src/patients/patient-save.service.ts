import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { patientSchema, staffPatientSchema } from '../../../shared/validation/patient.js';
import { type Actor, requireRole } from '../common/actor.js';
import { badInput, notFound, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import { newToken } from '../common/tokens.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { accountCheckBudget, assertEmailFree } from '../users/index.js';
import { users, userTypes } from '../users/users.tables.js';
import { isRowId } from '../common/ids.js';
import { patientInvitationJob } from './patient-invitation.job.js';
import { findVisiblePatient } from './patient-list.service.js';
import { freeUsername } from './patient-username.js';
import type { PatientView } from './patient-view.js';
import { uniqueViolation } from '../common/db-errors.js';
import { scopedDb, type ScopedDb } from '../access/index.js';
import { patientRecords } from './patient-records.js';

/**
 * Registers a patient and emails them a link to set their password for the mobile app (a job
 * stored with the patient, retried while the mail server fails). Staff choose an active doctor; a
 * doctor's new patient is always their own. Nothing is stored when anything fails, the job
 * included.
 */
export async function createPatient(deps: AppDeps, actor: Actor, input: unknown): Promise<PatientView> {
  const values = await patientValues(deps, actor, input, null);
  const scoped = scopedDb(deps, actor);
  const [patientType] = await scoped.db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(eq(userTypes.slug, 'patient'));
  // An unknown random password: the account opens when the patient sets theirs with the link.
  const passwordHash = await hashPassword(newToken());
  let id: number | undefined;
  for (let attempt = 1; id === undefined; attempt += 1) {
    const username = await freeUsername(scoped.db, values.email);
    try {
      id = await scoped.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...values.person, username, passwordHash, userTypeId: patientType.id })
          .returning({ id: users.id });
        await deps.jobs.send(patientInvitationJob, { patientId: row.id }, { tx });
        return row.id;
      });
    } catch (error) {
      // Someone took the email or the username between the check and the insert.
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_unique')
        await assertEmailFree(scoped.db, values.email, null, { budget: accountCheckBudget(deps, actor) });
      if (constraint !== 'users_username_unique' || attempt >= 3) throw error;
    }
  }
  return findVisiblePatient(deps, actor, id);
}

/** Saves a patient's data; a doctor may change only their own patients (others are NOT_FOUND). */
export async function updatePatient(
  deps: AppDeps,
  actor: Actor,
  patientId: number,
  input: unknown,
): Promise<PatientView> {
  const scoped = scopedDb(deps, actor);
  const current = await findManagedPatient(scoped, patientId);
  const values = await patientValues(deps, actor, input, current);
  try {
    await scoped.db
      .update(users)
      .set({ ...values.person, updatedAt: new Date() })
      .where(eq(users.id, current.id));
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_unique')
      await assertEmailFree(scoped.db, values.email, current.id, { budget: accountCheckBudget(deps, actor) });
    throw error;
  }
  return findVisiblePatient(deps, actor, current.id);
}

type CurrentPatient = { id: number; doctorId: number | null };

async function findManagedPatient(scoped: ScopedDb, patientId: number): Promise<CurrentPatient> {
  requireRole(scoped.actor, roleGroups.patientEditors);
  if (!isRowId(patientId)) throw notFound();
  const [row] = await scoped.db
    .select({ id: users.id, doctorId: users.doctorId })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, patientId), scoped.visible(patientRecords)));
  if (!row) throw notFound();
  return row;
}

/** The validated row values: shared rules first, then the doctor, then a free email. */
async function patientValues(deps: AppDeps, actor: Actor, input: unknown, current: CurrentPatient | null) {
  requireRole(actor, roleGroups.patientEditors);
  const isDoctor = actor.role === 'doctor';
  // Whatever doctorId a doctor sends, their patients are their own.
  const { doctorId: chosen, ...data } = isDoctor
    ? { ...(await validateInput(patientSchema, input)), doctorId: String(actor.userId) }
    : await validateInput(staffPatientSchema, input);
  const doctorId = Number(chosen);
  const scoped = scopedDb(deps, actor);
  // Keeping a patient's current doctor is allowed even if that doctor was deactivated since.
  const doctor = await findDoctor(scoped.db, doctorId, { activeOnly: doctorId !== current?.doctorId });
  if (!doctor) throw badInput('doctorId', messages.doctorInvalid);
  await assertEmailFree(scoped.db, data.email, current?.id ?? null, { budget: accountCheckBudget(deps, actor) });
  const person = {
    name: data.name,
    lastname: data.lastname,
    motherLastname: data.motherLastname,
    email: data.email,
    phone: data.phone,
    birthDate: data.birthDate,
    sex: data.sex ?? null,
    doctorId,
  };
  return { person, email: data.email };
}

async function findDoctor(db: Database, doctorId: number, options: { activeOnly: boolean }) {
  if (!isRowId(doctorId)) return undefined;
  const [doctor] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(
      and(
        eq(users.id, doctorId),
        eq(userTypes.slug, 'doctor'),
        options.activeOnly ? eq(users.status, true) : undefined,
      ),
    );
  return doctor;
}
