import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { users, userTypes } from '../users/users.tables.js';
import { isRowId } from '../common/ids.js';
import { fullNameOf } from '../common/names.js';

/**
 * The patients an actor may see, as a WHERE condition on `users` (joined with `user_types`):
 * lab and office staff and admins see every patient, a doctor only their own, a patient only
 * themself. Services put it in their queries, so a forbidden patient behaves as a missing one.
 */
export function visiblePatients(actor: Actor): SQL {
  const isPatient = eq(userTypes.slug, 'patient');
  switch (actor.role) {
    case 'admin':
    case 'office-admin':
    case 'laboratory':
      return isPatient;
    case 'doctor':
      return and(isPatient, eq(users.doctorId, actor.userId))!;
    case 'patient':
      return and(isPatient, eq(users.id, actor.userId))!;
  }
}

/** The patient's id if the actor may see them; NOT_FOUND otherwise, without saying which. */
export async function requireVisiblePatient(db: Database, actor: Actor, patientId: number): Promise<number> {
  if (!isRowId(patientId)) throw notFound();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, patientId), visiblePatients(actor)));
  if (!row) throw notFound();
  return row.id;
}

/**
 * The doctors an actor may see, as a WHERE condition on `users` (joined with `user_types`):
 * staff see every doctor, a doctor only themself, a patient none.
 */
export function visibleDoctors(actor: Actor): SQL {
  const isDoctor = eq(userTypes.slug, 'doctor');
  switch (actor.role) {
    case 'admin':
    case 'office-admin':
    case 'laboratory':
      return isDoctor;
    case 'doctor':
      return and(isDoctor, eq(users.id, actor.userId))!;
    case 'patient':
      return sql`false`;
  }
}

export type DoctorRef = { id: number; fullName: string };

/** The doctor if the actor may see them; NOT_FOUND otherwise (another doctor's id included). */
export async function requireVisibleDoctor(db: Database, actor: Actor, doctorId: number): Promise<DoctorRef> {
  if (!isRowId(doctorId)) throw notFound();
  const [row] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, doctorId), visibleDoctors(actor)));
  if (!row) throw notFound();
  return { id: row.id, fullName: fullNameOf(row) };
}
