import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { doctorProfiles, users, userTypes } from '../users/users.tables.js';
import { fullNameOf } from '../common/names.js';
import type { ListFilter } from './patient-list.service.js';
import { fullNameOrder } from './patient-view.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { scopedDb } from '../access/index.js';
import { doctorRecords } from './patient-records.js';

export type VirtualLabDoctorView = {
  id: number;
  name: string;
  lastname: string | null;
  motherLastname: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  specialty: string | null;
  patientCount: number;
};

const countedPatient = alias(users, 'counted_patient');
const countedPatientType = alias(userTypes, 'counted_patient_type');

/**
 * Active doctors the actor may see (staff: all), ordered by full name, with their specialty and
 * how many patients each has; the search looks in names and email.
 */
export async function listVirtualLabDoctors(
  deps: AppDeps,
  actor: Actor,
  filter: ListFilter,
  window: PageWindow,
): Promise<Connection<VirtualLabDoctorView>> {
  const scoped = scopedDb(deps, actor);
  const where = and(
    scoped.visible(doctorRecords),
    eq(users.status, true),
    matchesWords(searchWords(filter.search), [users.name, users.lastname, users.motherLastname, users.email]),
  );
  // Counted per listed doctor through users_doctor_id_idx, not over every patient.
  const patientCount = sql<number>`(${scoped.db
    .select({ count: count() })
    .from(countedPatient)
    .innerJoin(countedPatientType, eq(countedPatientType.id, countedPatient.userTypeId))
    .where(and(eq(countedPatient.doctorId, users.id), eq(countedPatientType.slug, 'patient')))})`.mapWith(Number);
  return positionPage(
    'virtualLabDoctors',
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
      async (offset, limit) => {
        const rows = await scoped.db
          .select({
            id: users.id,
            name: users.name,
            lastname: users.lastname,
            motherLastname: users.motherLastname,
            email: users.email,
            phone: users.phone,
            specialty: doctorProfiles.specialty,
            patientCount,
          })
          .from(users)
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
          .where(where)
          .orderBy(fullNameOrder(), asc(users.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({ ...row, fullName: fullNameOf(row) }));
      },
    ),
  );
}
