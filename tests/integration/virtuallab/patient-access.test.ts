import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind, testDatabase } from '../../support/test-database.js';
import type { Actor } from '../../../server/src/common/actor.js';
import type { Database } from '../../../server/src/db/client.js';
import { requireRecord } from '../../../server/src/access/index.js';
import { patientRecords } from '../../../server/src/patients/patient-records.js';

const actorOf = (user: TestUser): Actor => ({ userId: user.id, role: user.role, sessionId: 0 });

describe(`quién puede ver a un paciente (${databaseKind()})`, () => {
  let db: Database;
  let doctor: TestUser;
  let doctor2: TestUser;
  let patient: TestUser;
  let otherPatient: TestUser;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    doctor = await createUser(db, 'doctor');
    doctor2 = await createUser(db, 'doctor');
    patient = await createUser(db, 'patient', { doctorId: doctor.id });
    otherPatient = await createUser(db, 'patient', { doctorId: doctor2.id });
  });

  const sees = (user: TestUser, target: TestUser) =>
    requireRecord(db, actorOf(user), patientRecords, target.id).then(
      () => true,
      (error) => {
        expect(error.extensions.code).toBe('NOT_FOUND');
        return false;
      },
    );

  it('el doctor ve a su paciente y no al paciente del doctor 2', async () => {
    expect(await sees(doctor, patient)).toBe(true);
    expect(await sees(doctor, otherPatient)).toBe(false);
    expect(await sees(doctor2, patient)).toBe(false);
    expect(await sees(doctor2, otherPatient)).toBe(true);
  });

  it('el paciente solo se ve a sí mismo', async () => {
    expect(await sees(patient, patient)).toBe(true);
    expect(await sees(patient, otherPatient)).toBe(false);
  });

  it.each<Role>(['admin', 'office-admin', 'laboratory'])('%s ve a todos los pacientes', async (role) => {
    const staff = await createUser(db, role);
    expect(await sees(staff, patient)).toBe(true);
    expect(await sees(staff, otherPatient)).toBe(true);
  });

  it('un usuario que no es paciente no se trata como paciente', async () => {
    const admin = await createUser(db, 'admin');
    expect(await sees(admin, doctor)).toBe(false);
  });
});
