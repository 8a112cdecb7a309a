import { and, asc, count, eq } from 'drizzle-orm';
import { auditedRead } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { users, userTypes } from '../users/users.tables.js';
import { isRowId } from '../common/ids.js';
import { type DoctorRef, fullNameOrder, type PatientView, selectPatients, toPatientView } from './patient-view.js';
import { fullNameOf } from '../common/names.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { scopedDb } from '../access/index.js';
import { doctorRecords, patientRecords } from './patient-records.js';

export type ListFilter = { search?: string | null };

/** Search of a doctor's patients: names, email and phone. */
const patientListColumns = [users.name, users.lastname, users.motherLastname, users.email, users.phone];

/**
 * A page of a doctor's patients, ordered by full name, with the doctor for the heading. A doctor
 * may ask only for their own list: any other id is NOT_FOUND, like a missing doctor.
 */
export async function listDoctorPatients(
  deps: AppDeps,
  actor: Actor,
  doctorId: number,
  filter: ListFilter,
  window: PageWindow,
): Promise<Connection<PatientView> & { doctor: DoctorRef }> {
  const scoped = scopedDb(deps, actor);
  const doctorRow = await scoped.require(doctorRecords, doctorId);
  const doctor: DoctorRef = { id: doctorRow.id, fullName: fullNameOf(doctorRow) };
  const where = and(
    scoped.visible(patientRecords),
    eq(users.doctorId, doctor.id),
    matchesWords(searchWords(filter.search), patientListColumns),
  );
  const page = await positionPage(
    'doctorPatients',
    window,
    countedSource(
      async () =>
        (
          await scoped.db
            .select({ total: count() })
            .from(users)
            .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
            .where(where)
        )[0].total,
      async (offset, limit) =>
        (
          await selectPatients(scoped.db)
            .where(where)
            .orderBy(fullNameOrder(), asc(users.id))
            .limit(limit)
            .offset(offset)
        ).map(toPatientView),
    ),
  );
  return { doctor, ...page };
}

/**
 * A patient's record for an actor who may see them (a doctor: only their own), with their doctor;
 * NOT_FOUND otherwise. The read, or the refusal, is recorded in the access log.
 */
export async function getVirtualLabPatient(
  deps: AppDeps,
  actor: Actor,
  patientId: number,
  meta: RequestMeta,
): Promise<PatientView> {
  return auditedRead(
    deps,
    actor,
    meta,
    { action: 'patient_read', patientId },
    () => findVisiblePatient(deps, actor, patientId),
    (patient) => [{ patientId: patient.id }],
  );
}

/** The same patient without a record in the log: what a save answers with, the record just written. */
export async function findVisiblePatient(deps: AppDeps, actor: Actor, patientId: number): Promise<PatientView> {
  if (!isRowId(patientId)) throw notFound();
  const scoped = scopedDb(deps, actor);
  const [row] = await selectPatients(scoped.db).where(and(eq(users.id, patientId), scoped.visible(patientRecords)));
  if (!row) throw notFound();
  return toPatientView(row);
}

/**
 * Patients whose names or email contain every word of `search` (to pick one, e.g. when uploading
 * results); fewer than 2 letters find nothing.
 */
export async function searchPatients(
  deps: AppDeps,
  actor: Actor,
  input: { search: string; limit?: number | null },
): Promise<PatientView[]> {
  const words = searchWords(input.search);
  if (words.join('').length < 2) return [];
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? 10) || 10, 1), 50);
  const scoped = scopedDb(deps, actor);
  const rows = await selectPatients(scoped.db)
    .where(
      and(
        scoped.visible(patientRecords),
        matchesWords(words, [users.name, users.lastname, users.motherLastname, users.email]),
      ),
    )
    .orderBy(fullNameOrder(), asc(users.id))
    .limit(limit);
  return rows.map(toPatientView);
}
