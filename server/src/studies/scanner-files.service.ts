import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { type Caller, requireRole, withSystem } from '../common/actor.js';
import { AppError, badInput, notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { labSettingsRow } from '../settings/index.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users, userTypes } from '../users/users.tables.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { announceFilesAttached } from './files-attached.js';
import { studies, studyFiles, type StudyRow, type StudyStatus } from './studies.tables.js';

const dayMs = 86_400_000;

/** A portal study made from what a scanner sent (the DICOM inbox's assignment, or its automatic match). */
export type ScannerStudyInput = {
  patientId: number;
  studyTypeId: number;
  /** YYYY-MM-DD. */
  studyDate: string;
  visible: boolean;
  status: StudyStatus;
  /** Staged files the DICOM listener received (source 'scanner'). */
  fileIds: number[];
};

/**
 * Creates a study of a patient with files a scanner sent, in `db` (the caller's transaction):
 * the patient's doctor as referring doctor, the lab's default expiry. Staff, or the system for
 * the listener's automatic match. NOT_FOUND for a patient that is not one; BAD_USER_INPUT for an
 * unknown study type or a file already attached or gone.
 */
export async function createScannerStudy(
  deps: Pick<AppDeps, 'jobs' | 'filesAttached'>,
  db: Database,
  caller: Caller,
  input: ScannerStudyInput,
): Promise<StudyRow> {
  requireRole(caller, withSystem(roleGroups.studyStaff));
  const [patient] = await db
    .select({ id: users.id, doctorId: users.doctorId })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, input.patientId), eq(userTypes.slug, 'patient')));
  if (!patient) throw notFound();
  const [type] = await db.select({ id: studyTypes.id }).from(studyTypes).where(eq(studyTypes.id, input.studyTypeId));
  if (!type) throw badInput('studyTypeId', messages.studyTypeRequired);
  const { defaultStudyExpiryDays } = await labSettingsRow(db);
  const [study] = await db
    .insert(studies)
    .values({
      patientId: patient.id,
      doctorId: patient.doctorId,
      studyTypeId: type.id,
      studyDate: input.studyDate,
      status: input.status,
      visible: input.visible,
      expiresAt: defaultStudyExpiryDays ? new Date(Date.now() + defaultStudyExpiryDays * dayMs) : null,
      uploadedBy: caller.role === 'system' ? null : caller.userId,
    })
    .returning();
  await attachScannerFiles(deps, db, caller, study.id, input.fileIds);
  return study;
}

/**
 * What the system attaches arrives image by image while the scanner still sends: its
 * files-attached jobs wait this long, so that one run covers the images sent meanwhile (and
 * renders the series' middle image once, not each image that was the middle for a moment).
 */
const scannerQuietMs = 30_000;

/**
 * Attaches staged scanner files to a study, in `db` (the caller's transaction), with the
 * study's files-attached jobs; any id that is not such a file fails it all. Staff (a received
 * study assigned as a whole), or the system when images of a recognised study arrive.
 */
export async function attachScannerFiles(
  deps: Pick<AppDeps, 'jobs' | 'filesAttached'>,
  db: Database,
  caller: Caller,
  studyId: number,
  fileIds: number[],
) {
  requireRole(caller, withSystem(roleGroups.studyStaff));
  if (fileIds.length === 0) return;
  const attached = await db
    .update(studyFiles)
    .set({ studyId })
    .where(and(inArray(studyFiles.id, fileIds), isNull(studyFiles.studyId), eq(studyFiles.source, 'scanner')))
    .returning({ id: studyFiles.id });
  if (attached.length !== new Set(fileIds).size)
    throw new AppError('BAD_USER_INPUT', messages.studyFileMissing, { field: 'fileIds' });
  await db.update(studies).set({ updatedAt: new Date() }).where(eq(studies.id, studyId));
  await announceFilesAttached(deps, db, studyId, {
    startAfter: caller.role === 'system' ? new Date(Date.now() + scannerQuietMs) : undefined,
  });
}
