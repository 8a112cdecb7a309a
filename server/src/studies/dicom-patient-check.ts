import { and, eq, inArray, isNull } from 'drizzle-orm';
import { dicomPersonName } from '../../../shared/dicom-person-name.js';
import { messages } from '../../../shared/messages.js';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { users } from '../users/users.tables.js';
import { dicomInstances } from './dicom.tables.js';
import { studyFiles } from './studies.tables.js';

/** A patient as one side of the check shows them. */
export type PatientIdentity = { name: string; birthDate: string | null; patientId?: string | null };

/**
 * Refuses, with both sides for staff to compare, DICOM files whose patient (as the scanner
 * recorded them) is not the portal patient the study is saved for: a name that shares too few
 * words with the portal's, or another birth date. An anonymised file (no name, no date) passes.
 * `confirmed` is staff saying they compared them and the files are this patient's.
 */
export async function checkDicomPatient(
  db: Database,
  actor: Actor,
  patientId: number,
  fileIds: number[],
  confirmed: boolean,
): Promise<void> {
  if (confirmed || fileIds.length === 0) return;
  const recorded = await db
    .selectDistinct({
      name: dicomInstances.patientName,
      birthDate: dicomInstances.patientBirthDate,
      patientId: dicomInstances.patientId,
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    // Only the caller's own files not saved yet: what anyone else uploaded is not read here.
    .where(
      and(inArray(dicomInstances.fileId, fileIds), eq(studyFiles.uploadedBy, actor.userId), isNull(studyFiles.studyId)),
    );
  if (recorded.length === 0) return;
  const [patient] = await db
    .select({
      name: users.name,
      lastname: users.lastname,
      motherLastname: users.motherLastname,
      birthDate: users.birthDate,
    })
    .from(users)
    .where(eq(users.id, patientId));
  if (!patient) return;
  const portal: PatientIdentity = {
    name: [patient.name, patient.lastname, patient.motherLastname].filter(Boolean).join(' '),
    birthDate: patient.birthDate,
  };
  const differing = recorded.filter((dicom) => !samePerson(portal, dicom));
  if (differing.length === 0) return;
  throw new AppError('CONFLICT', messages.dicomPatientMismatch, {
    field: 'dicomPatientConfirmed',
    portalPatient: portal,
    dicomPatients: differing.map((dicom) => ({
      name: dicomPersonName(dicom.name),
      birthDate: dicom.birthDate,
      patientId: dicom.patientId,
    })),
  });
}

function samePerson(portal: PatientIdentity, dicom: { name: string | null; birthDate: string | null }): boolean {
  if (dicom.birthDate && portal.birthDate && dicom.birthDate !== portal.birthDate) return false;
  const recorded = words(dicomPersonName(dicom.name));
  if (recorded.length === 0) return true;
  const known = new Set(words(portal.name));
  const shared = recorded.filter((word) => known.has(word)).length;
  // A given name and a surname in common, or the one word the scanner kept.
  return shared >= Math.min(2, recorded.length);
}

function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length > 1);
}
