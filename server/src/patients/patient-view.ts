import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { users, userTypes } from '../users/users.tables.js';
import { fullNameOf } from '../common/names.js';
import { folded } from '../common/text-search.js';

/** A patient's doctor: enough for a heading or a link. */
export type DoctorRef = { id: number; fullName: string };

/** A patient as the virtual lab shows it: never the password hash. */
export type PatientView = {
  id: number;
  name: string;
  lastname: string | null;
  motherLastname: string | null;
  fullName: string;
  email: string;
  username: string | null;
  phone: string | null;
  birthDate: string | null;
  sex: string | null;
  status: boolean;
  doctorId: number | null;
  createdAt: Date;
  doctor: DoctorRef | null;
};

const patientDoctor = alias(users, 'patient_doctor');

/** The user's full name as SQL, folded, to order lists by it. */
export const fullNameOrder = (): SQL =>
  folded(sql`concat_ws(' ', ${users.name}, ${users.lastname}, ${users.motherLastname})`);

/**
 * Patients (users joined with their type, so the patients' access rule applies) with their doctor's name.
 * Callers add the WHERE (always with their scopedDb's `visible(patientRecords)`), the order and the page.
 */
export function selectPatients(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      motherLastname: users.motherLastname,
      email: users.email,
      username: users.username,
      phone: users.phone,
      birthDate: users.birthDate,
      sex: users.sex,
      status: users.status,
      doctorId: users.doctorId,
      createdAt: users.createdAt,
      doctorName: patientDoctor.name,
      doctorLastname: patientDoctor.lastname,
      doctorMotherLastname: patientDoctor.motherLastname,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(patientDoctor, eq(patientDoctor.id, users.doctorId))
    .$dynamic();
}

type PatientRow = Awaited<ReturnType<ReturnType<typeof selectPatients>['execute']>>[number];

export function toPatientView(row: PatientRow): PatientView {
  // Written out rather than spread: this runs for every row of every patient list.
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    motherLastname: row.motherLastname,
    fullName: fullNameOf(row),
    email: row.email,
    username: row.username,
    phone: row.phone,
    birthDate: row.birthDate,
    sex: row.sex,
    status: row.status,
    doctorId: row.doctorId,
    createdAt: row.createdAt,
    doctor:
      row.doctorId !== null && row.doctorName !== null
        ? {
            id: row.doctorId,
            fullName: fullNameOf({
              name: row.doctorName,
              lastname: row.doctorLastname,
              motherLastname: row.doctorMotherLastname,
            }),
          }
        : null,
  };
}
