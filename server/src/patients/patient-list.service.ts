import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { auditedRead } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { users, userTypes } from '../users/users.tables.js';
import { isRowId, rowIdOrNotFound } from '../common/ids.js';
import { preparedVariants } from '../db/prepared.js';
import { type DoctorRef, fullNameOrder, type PatientView, selectPatients, toPatientView } from './patient-view.js';
import { fullNameOf } from '../common/names.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { actorParams, scopedDb, visibleToRole, type ScopedDb } from '../access/index.js';
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
  const words = searchWords(filter.search);
  const requested = rowIdOrNotFound(doctorId);
  const doctorRead = doctorQueries(scoped.db, actor.role).execute({ ...actorParams(actor), doctorId: requested });
  // The list as every screen first asks for it (no search) runs prepared; a search is built for its words.
  const queries = words.length === 0 ? doctorPatientQueries(scoped.db, actor.role) : undefined;
  const params = { ...actorParams(actor), doctorId: requested };
  const source = queries
    ? countedSource(
        async () => (await queries.count.execute(params))[0].total,
        async (offset, limit) => (await queries.page.execute({ ...params, offset, limit })).map(toPatientView),
      )
    : searchSource(scoped, requested, words);
  // The doctor's check and the page go to the database together, one round trip instead of two:
  // the page is read under the actor's own visibility of patients, and dropped unseen when the
  // doctor is not one the actor may see.
  const [[doctorRow], page] = await Promise.all([doctorRead, positionPage('doctorPatients', window, source)]);
  if (!doctorRow) throw notFound();
  return { doctor: { id: doctorRow.id, fullName: fullNameOf(doctorRow) }, ...page };
}

/** A doctor's patients matching every word of a search, built for its words. */
function searchSource(scoped: ScopedDb, doctorId: number, words: string[]) {
  const where = and(
    scoped.visible(patientRecords),
    eq(users.doctorId, doctorId),
    matchesWords(words, patientListColumns),
  );
  return countedSource(
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
        await selectPatients(scoped.db).where(where).orderBy(fullNameOrder(), asc(users.id)).limit(limit).offset(offset)
      ).map(toPatientView),
  );
}

/** The doctor of a list, when the actor may see them (the doctors' rule), prepared once per role. */
const doctorQueries = preparedVariants((db, role: Role) =>
  db
    .select({ id: users.id, name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('doctorId')), visibleToRole(role, doctorRecords)))
    .prepare(`doctor_of_list_${role}`),
);

/**
 * A doctor's list without a search, prepared once per role: the patients' count and a page, with
 * the same rule and order as a search's (searchSource).
 */
const doctorPatientQueries = preparedVariants((db, role: Role) => {
  const where = and(visibleToRole(role, patientRecords), eq(users.doctorId, sql.placeholder('doctorId')));
  return {
    count: db
      .select({ total: count() })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(where)
      .prepare(`doctor_patients_count_${role}`),
    page: selectPatients(db)
      .where(where)
      .orderBy(fullNameOrder(), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`doctor_patients_page_${role}`),
  };
});

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
