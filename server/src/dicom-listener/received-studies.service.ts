import type { Readable } from 'node:stream';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { scannerPatientUserId } from '../../../shared/scanner-patient-id.js';
import { systemActor } from '../common/actor.js';
import { todayInLab } from '../common/dates.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { labSettingsRow } from '../settings/index.js';
import { dicomInstances, type NewDicomInstance } from '../studies/dicom.tables.js';
import { attachScannerFiles, createScannerStudy, type StoredStudyFile, storeStudyFile } from '../studies/index.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { users, userTypes } from '../users/users.tables.js';
import { dicomReceivedFiles, dicomReceivedStudies, type ReceivedStudyRow } from './dicom-listener.tables.js';

/** What became of one instance a scanner sent: kept, or a copy of one kept before (its bytes dropped). */
export type ReceivedInstance = 'stored' | 'duplicate';

class DuplicateInstance extends Error {}

/**
 * Keeps one DICOM instance a scanner sent (a Part 10 stream) the way an upload is kept
 * (storeStudyFile, as the system), then files it under its DICOM study: a new received study
 * waits in the inbox unless its patient is recognised (matchScannerStudy); later images of a
 * study already assigned join its portal study. An instance whose SOP Instance UID is already
 * kept is dropped with its bytes. A refused file throws the upload's BAD_USER_INPUT.
 */
export async function receiveScannerInstance(
  deps: AppDeps,
  incoming: { stream: Readable; name: string; callingAeTitle: string },
): Promise<ReceivedInstance> {
  try {
    await storeStudyFile(
      deps,
      systemActor,
      {
        stream: incoming.stream,
        name: incoming.name,
        source: 'scanner',
        accept: ['application/dicom'],
        refusal: messages.dicomNotDicom,
        dicomOnly: true,
      },
      (db, stored) => fileReceived(deps, db, stored, incoming.callingAeTitle),
    );
    return 'stored';
  } catch (error) {
    if (error instanceof DuplicateInstance) return 'duplicate';
    throw error;
  }
}

async function fileReceived(deps: AppDeps, db: Database, { file, dicom }: StoredStudyFile, callingAeTitle: string) {
  if (!dicom) throw new Error('a scanner file is always a DICOM image');
  // One instance of a study at a time, whichever association it came by: the duplicate check and
  // the received study's row cannot race.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`dicom-received:${dicom.studyInstanceUid}`}))`);
  const [copy] = await db
    .select({ fileId: dicomInstances.fileId })
    .from(dicomInstances)
    .where(and(eq(dicomInstances.sopInstanceUid, dicom.sopInstanceUid), ne(dicomInstances.fileId, file.id)))
    .limit(1);
  if (copy) throw new DuplicateInstance();
  const received = await receivedStudyFor(db, dicom, callingAeTitle);
  await db.insert(dicomReceivedFiles).values({ fileId: file.id, receivedStudyId: received.id });
  if (received.status === 'assigned' && received.studyId)
    await attachScannerFiles(deps, db, systemActor, received.studyId, [file.id]);
  else await matchScannerStudy(deps, db, received, dicom);
}

/** The received study of the instance's StudyInstanceUID, made or reopened for it. */
async function receivedStudyFor(
  db: Database,
  dicom: NewDicomInstance,
  callingAeTitle: string,
): Promise<ReceivedStudyRow> {
  const [existing] = await db
    .select()
    .from(dicomReceivedStudies)
    .where(eq(dicomReceivedStudies.studyInstanceUid, dicom.studyInstanceUid));
  if (!existing) {
    const [created] = await db
      .insert(dicomReceivedStudies)
      .values({
        studyInstanceUid: dicom.studyInstanceUid,
        dicomPatientName: dicom.patientName,
        dicomPatientId: dicom.patientId,
        dicomPatientBirthDate: dicom.patientBirthDate,
        modality: dicom.modality,
        studyDate: dicom.studyDate,
        studyDescription: studyDescriptionOf(dicom),
        callingAeTitle,
      })
      .returning();
    return created;
  }
  // Sent again after it was discarded, or after its portal study was deleted: back to the inbox.
  const reopened = existing.status === 'discarded' || (existing.status === 'assigned' && !existing.studyId);
  const [updated] = await db
    .update(dicomReceivedStudies)
    .set({
      lastReceivedAt: new Date(),
      callingAeTitle,
      modality: existing.modality ?? dicom.modality,
      ...(reopened ? { status: 'pending' as const, patientId: null, resolvedBy: null, resolvedAt: null } : {}),
    })
    .where(eq(dicomReceivedStudies.id, existing.id))
    .returning();
  return updated;
}

/**
 * Attaches a pending received study by itself when its DICOM PatientID is a patient's "ID para el
 * equipo" (and the birth date, when both sides record one, agrees): to that patient's portal study
 * with the same StudyInstanceUID, or else to a new one of the lab's scanner study type, hidden and
 * in progress so staff review it before the patient sees it. Without such a type it stays in the
 * inbox with the patient suggested.
 */
async function matchScannerStudy(deps: AppDeps, db: Database, received: ReceivedStudyRow, dicom: NewDicomInstance) {
  const patientId = await recognisedPatient(db, dicom);
  if (!patientId) return;
  const files = await pendingFileIds(db, received.id);
  const [existing] = await db
    .select({ id: studies.id })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(and(eq(dicomInstances.studyInstanceUid, received.studyInstanceUid), eq(studies.patientId, patientId)))
    .limit(1);
  let studyId = existing?.id;
  if (studyId) await attachScannerFiles(deps, db, systemActor, studyId, files);
  else {
    const { scannerStudyTypeId } = await labSettingsRow(db);
    if (!scannerStudyTypeId) {
      await db.update(dicomReceivedStudies).set({ patientId }).where(eq(dicomReceivedStudies.id, received.id));
      return;
    }
    const study = await createScannerStudy(deps, db, systemActor, {
      patientId,
      studyTypeId: scannerStudyTypeId,
      studyDate: dicom.studyDate ?? todayInLab(),
      visible: false,
      status: 'in_progress',
      fileIds: files,
    });
    studyId = study.id;
  }
  await db
    .update(dicomReceivedStudies)
    .set({ status: 'assigned', patientId, studyId, resolvedAt: new Date(), resolvedBy: null })
    .where(eq(dicomReceivedStudies.id, received.id));
}

/** The patient whose "ID para el equipo" the scanner recorded as PatientID, if their birth date does not disagree. */
async function recognisedPatient(db: Database, dicom: NewDicomInstance): Promise<number | null> {
  const userId = scannerPatientUserId(dicom.patientId);
  if (!userId) return null;
  const [patient] = await db
    .select({ id: users.id, birthDate: users.birthDate })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, userId), eq(userTypes.slug, 'patient')));
  if (!patient) return null;
  // A mistyped ID must not put one person's images in another's record.
  if (patient.birthDate && dicom.patientBirthDate && patient.birthDate !== dicom.patientBirthDate) return null;
  return patient.id;
}

/** The received study's images not yet in a portal study. */
export async function pendingFileIds(db: Database, receivedStudyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: studyFiles.id })
    .from(dicomReceivedFiles)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomReceivedFiles.fileId))
    .where(and(eq(dicomReceivedFiles.receivedStudyId, receivedStudyId), isNull(studyFiles.studyId)));
  return rows.map((row) => row.id);
}

/** Study Description (0008,1030) from the instance's DICOM JSON. */
function studyDescriptionOf(dicom: NewDicomInstance): string | null {
  const value = dicom.metadata?.['00081030']?.Value?.[0];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;
}
