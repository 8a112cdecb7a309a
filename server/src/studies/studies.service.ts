import { announceFilesAttached } from './files-attached.js';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { newStudySchema, studyChangesSchema } from '../../../shared/validation/study.js';
import { auditedRead, logAccess } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { AppError, badInput, forbidden, notFound, validateInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import { defaultStudyExpiryDays } from '../settings/index.js';
import { deliverResultIfReady } from './result-ready.js';
import { removeStoredBytes } from './study-files.service.js';
import { checkDicomPatient } from './dicom-patient-check.js';
import { dropRepeatedInstances } from './dicom-repeats.js';
import { loadStudyViews, type StudyView } from './study-view.js';
import { studies, studyFiles, studyGroupLinks, studyGroups } from './studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { scopedDb } from '../access/index.js';
import { patientRecords } from '../patients/index.js';
import { isStudyStaff, studyRecords } from './study-records.js';

const dayMs = 86_400_000;

/** The signed-in patient's own studies: visible and not expired, newest first. Recorded like any study-list read. */
export async function myStudies(
  deps: AppDeps,
  actor: Actor,
  meta: RequestMeta,
  window: PageWindow,
): Promise<Connection<StudyView>> {
  if (actor.role !== 'patient') throw forbidden();
  const scoped = scopedDb(deps, actor);
  const page = await studyPage(
    scoped.db,
    'myStudies',
    window,
    and(eq(studies.patientId, actor.userId), scoped.visible(studyRecords)),
  );
  await logAccess(scoped.db, actor, 'study_list_read', [{ patientId: actor.userId }], meta);
  return page;
}

/**
 * A patient's studies as the actor may see them. Staff may ask for the hidden ones only
 * (/virtuallab/invisiblen); doctors never see hidden or expired studies. The read is recorded in
 * the access log, and so is a refused one.
 */
export async function patientStudies(
  deps: AppDeps,
  actor: Actor,
  patientId: number,
  meta: RequestMeta,
  options: { hidden?: boolean },
  window: PageWindow,
): Promise<Connection<StudyView>> {
  const scoped = scopedDb(deps, actor);
  await auditedRead(
    deps,
    actor,
    meta,
    { action: 'study_list_read', patientId },
    async () => (await scoped.require(patientRecords, patientId)).id,
    (id) => [{ patientId: id }],
  );
  const conditions = [eq(studies.patientId, patientId), scoped.visible(studyRecords)];
  if (options.hidden !== undefined && isStudyStaff(actor)) conditions.push(eq(studies.visible, !options.hidden));
  return studyPage(scoped.db, 'patientStudies', window, and(...conditions));
}

/** A page of the studies `where` selects, newest study date first, with their files. */
function studyPage(
  db: Database,
  list: string,
  window: PageWindow,
  where: SQL | undefined,
): Promise<Connection<StudyView>> {
  return positionPage(
    list,
    window,
    countedSource(
      async () => (await db.select({ total: count() }).from(studies).where(where))[0].total,
      async (offset, limit) =>
        loadStudyViews(
          db,
          await db
            .select()
            .from(studies)
            .where(where)
            .orderBy(desc(studies.studyDate), desc(studies.id))
            .limit(limit)
            .offset(offset),
        ),
    ),
  );
}

/** One study the actor may see; NOT_FOUND otherwise. The read, or the refusal, is recorded. */
export async function getStudy(deps: AppDeps, actor: Actor, studyId: number, meta: RequestMeta): Promise<StudyView> {
  const scoped = scopedDb(deps, actor);
  const row = await auditedRead(
    deps,
    actor,
    meta,
    { action: 'study_read', studyId },
    () => scoped.require(studyRecords, studyId),
    (study) => [{ patientId: study.patientId, studyId: study.id }],
  );
  const [view] = await loadStudyViews(scoped.db, [row]);
  return view;
}

/** Every kind of study, by name, for the study form. */
export function listStudyTypes(deps: AppDeps, actor: Actor) {
  const scoped = scopedDb(deps, actor);
  return scoped.db.select().from(studyTypes).orderBy(studyTypes.name);
}

/**
 * Saves a study with the files its uploader sent beforehand (see stageStudyFile): the study,
 * its groups, the files' attachment and the jobs that follow it (files-attached.ts) happen
 * together or not at all. A study with files tells its patient that the result is ready
 * (result-ready.ts).
 */
export async function createStudy(deps: AppDeps, actor: Actor, input: unknown, meta: RequestMeta): Promise<StudyView> {
  const study = await validateInput(newStudySchema, input);
  const scoped = scopedDb(deps, actor);
  const patient = await scoped.require(patientRecords, study.patientId);
  const fileIds = [...new Set(study.fileIds)];
  await checkDicomPatient(scoped.db, actor, patient.id, fileIds, study.dicomPatientConfirmed);
  const expiresInDays = study.expiresInDays === undefined ? await defaultStudyExpiryDays(deps) : study.expiresInDays;
  const created = await scoped.db.transaction(async (tx) => {
    await checkReferences(tx as unknown as Database, study.studyTypeId, study.groupIds, study.branchOfficeId);
    const [row] = await tx
      .insert(studies)
      .values({
        patientId: patient.id,
        doctorId: patient.doctorId,
        studyTypeId: study.studyTypeId,
        studyDate: study.studyDate,
        status: study.status,
        expiresAt: expiryFrom(expiresInDays),
        notes: study.notes || null,
        branchOfficeId: study.branchOfficeId,
        uploadedBy: actor.userId,
      })
      .returning();
    await linkGroups(tx as unknown as Database, row.id, study.groupIds);
    if (fileIds.length === 0) return { row, repeats: [] };
    await attachStagedFiles(tx as unknown as Database, actor, row.id, fileIds);
    // Repeats go before the files-attached jobs are stored, so the jobs see the study's final files.
    const repeats = await dropRepeatedInstances(tx as unknown as Database, row.id);
    await announceFilesAttached(deps, tx as unknown as Database, row.id);
    return { row, repeats };
  });
  await removeStoredBytes(deps, created.repeats);
  const [view] = await loadStudyViews(scoped.db, [created.row]);
  await logAccess(
    scoped.db,
    actor,
    'upload',
    view.files.map((file) => ({ patientId: view.patientId, studyId: view.id, fileId: file.id, fileName: file.name })),
    meta,
  );
  if (view.files.length > 0) await deliverResultIfReady(deps, actor, view.id, meta);
  return view;
}

export async function updateStudy(deps: AppDeps, actor: Actor, studyId: number, input: unknown): Promise<StudyView> {
  const changes = await validateInput(studyChangesSchema, input);
  const scoped = scopedDb(deps, actor);
  await scoped.require(studyRecords, studyId);
  const updated = await scoped.db.transaction(async (tx) => {
    await checkReferences(tx as unknown as Database, changes.studyTypeId, changes.groupIds, changes.branchOfficeId);
    const [row] = await tx
      .update(studies)
      .set({
        studyTypeId: changes.studyTypeId,
        studyDate: changes.studyDate,
        status: changes.status,
        notes: changes.notes || null,
        ...(changes.expiresInDays !== undefined ? { expiresAt: expiryFrom(changes.expiresInDays) } : {}),
        ...(changes.branchOfficeId !== undefined ? { branchOfficeId: changes.branchOfficeId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(studies.id, studyId))
      .returning();
    await tx.delete(studyGroupLinks).where(eq(studyGroupLinks.studyId, studyId));
    await linkGroups(tx as unknown as Database, studyId, changes.groupIds);
    return row;
  });
  const [view] = await loadStudyViews(scoped.db, [updated]);
  return view;
}

/** Adds files uploaded beforehand to an existing study; a study without files until now announces its result. */
export async function addStudyFiles(
  deps: AppDeps,
  actor: Actor,
  studyId: number,
  fileIds: number[],
  meta: RequestMeta,
  dicomPatientConfirmed = false,
): Promise<StudyView> {
  const scoped = scopedDb(deps, actor);
  const study = await scoped.require(studyRecords, studyId);
  const ids = [...new Set(fileIds.map(Number))];
  if (ids.length === 0) throw badInput('fileIds', messages.studyFilesRequired);
  await checkDicomPatient(scoped.db, actor, study.patientId, ids, dicomPatientConfirmed);
  const repeats = await scoped.db.transaction(async (tx) => {
    await attachStagedFiles(tx as unknown as Database, actor, studyId, ids);
    await tx.update(studies).set({ updatedAt: new Date() }).where(eq(studies.id, studyId));
    const dropped = await dropRepeatedInstances(tx as unknown as Database, studyId);
    await announceFilesAttached(deps, tx as unknown as Database, studyId);
    return dropped;
  });
  await removeStoredBytes(deps, repeats);
  const [view] = await loadStudyViews(scoped.db, [study]);
  await logAccess(
    scoped.db,
    actor,
    'upload',
    view.files
      .filter((file) => ids.includes(file.id))
      .map((file) => ({ patientId: study.patientId, studyId, fileId: file.id, fileName: file.name })),
    meta,
  );
  await deliverResultIfReady(deps, actor, studyId, meta);
  return view;
}

/**
 * Hides a study from its doctor and patient, or shows it again; shown with files for the first
 * time, it announces its result to the patient.
 */
export async function setStudyVisible(
  deps: AppDeps,
  actor: Actor,
  studyId: number,
  visible: boolean,
  meta: RequestMeta,
): Promise<StudyView> {
  const scoped = scopedDb(deps, actor);
  await scoped.require(studyRecords, studyId);
  const [row] = await scoped.db
    .update(studies)
    .set({ visible, updatedAt: new Date() })
    .where(eq(studies.id, studyId))
    .returning();
  const [view] = await loadStudyViews(scoped.db, [row]);
  if (visible) await deliverResultIfReady(deps, actor, studyId, meta);
  return view;
}

/**
 * Deletes the whole study with all its files. The rows go first, in one transaction; then the
 * bytes. A crash in between leaves only bytes that no row points to, which the sweep removes.
 */
export async function deleteStudy(deps: AppDeps, actor: Actor, studyId: number, meta: RequestMeta): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  const study = await scoped.require(studyRecords, studyId);
  const removed = await scoped.db.transaction(async (tx) => {
    const files = await tx.select().from(studyFiles).where(eq(studyFiles.studyId, studyId));
    await tx.delete(studies).where(eq(studies.id, studyId));
    return files;
  });
  await logAccess(
    scoped.db,
    actor,
    'delete',
    removed.length
      ? removed.map((file) => ({ patientId: study.patientId, studyId, fileId: file.id, fileName: file.name }))
      : [{ patientId: study.patientId, studyId }],
    meta,
  );
  await removeStoredBytes(
    deps,
    removed.map((file) => file.storageKey),
  );
  return true;
}

/** Deletes one file of a study (rows first, then bytes, as for a whole study). */
export async function deleteStudyFile(
  deps: AppDeps,
  actor: Actor,
  fileId: number,
  meta: RequestMeta,
): Promise<StudyView> {
  const scoped = scopedDb(deps, actor);
  const [file] = await scoped.db
    .select()
    .from(studyFiles)
    .where(eq(studyFiles.id, Number(fileId) || 0));
  if (!file?.studyId) throw notFound();
  const study = await scoped.require(studyRecords, file.studyId);
  await scoped.db.delete(studyFiles).where(eq(studyFiles.id, file.id));
  await logAccess(
    scoped.db,
    actor,
    'delete',
    [{ patientId: study.patientId, studyId: study.id, fileId: file.id, fileName: file.name }],
    meta,
  );
  await removeStoredBytes(deps, [file.storageKey]);
  const [view] = await loadStudyViews(scoped.db, [study]);
  return view;
}

function expiryFrom(days: number | null | undefined): Date | null {
  return days ? new Date(Date.now() + days * dayMs) : null;
}

async function checkReferences(
  db: Database,
  studyTypeId: number,
  groupIds: number[],
  branchOfficeId: number | null | undefined,
) {
  const [type] = await db.select({ id: studyTypes.id }).from(studyTypes).where(eq(studyTypes.id, studyTypeId));
  if (!type) throw badInput('studyTypeId', messages.studyTypeRequired);
  if (branchOfficeId) {
    const [office] = await db
      .select({ id: branchOffices.id })
      .from(branchOffices)
      .where(eq(branchOffices.id, branchOfficeId));
    if (!office) throw badInput('branchOfficeId', messages.studyBranchOfficeUnknown);
  }
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return;
  const found = await db.select({ id: studyGroups.id }).from(studyGroups).where(inArray(studyGroups.id, unique));
  if (found.length !== unique.length) throw badInput('groupIds', messages.studyGroupInvalid);
}

async function linkGroups(db: Database, studyId: number, groupIds: number[]) {
  const unique = [...new Set(groupIds)];
  if (unique.length) await db.insert(studyGroupLinks).values(unique.map((groupId) => ({ studyId, groupId })));
}

/** Attaches the actor's own staged files; any other id (someone else's, attached, gone) fails it all. */
async function attachStagedFiles(db: Database, actor: Actor, studyId: number, fileIds: number[]) {
  const attached = await db
    .update(studyFiles)
    .set({ studyId })
    .where(and(inArray(studyFiles.id, fileIds), isNull(studyFiles.studyId), eq(studyFiles.uploadedBy, actor.userId)))
    .returning({ id: studyFiles.id });
  if (attached.length !== fileIds.length)
    throw new AppError('BAD_USER_INPUT', messages.studyFileMissing, { field: 'fileIds' });
}
