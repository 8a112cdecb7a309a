import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { logAccess } from '../access-log/index.js';
import { type Actor, requireRole } from '../common/actor.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { todayInLab } from '../common/dates.js';
import { badInput, notFound } from '../common/errors.js';
import { isRowId } from '../common/ids.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { createScannerStudy, deliverResultIfReady, removeStoredBytes } from '../studies/index.js';
import { studyFiles } from '../studies/studies.tables.js';
import { users } from '../users/users.tables.js';
import {
  dicomReceivedFiles,
  dicomReceivedStudies,
  type ReceivedStudyRow,
  type ReceivedStudyStatus,
} from './dicom-listener.tables.js';
import { pendingFileIds } from './received-studies.service.js';
import { scopedDb } from '../access/index.js';
import { patientRecords } from '../patients/index.js';

/** A received study as the inbox shows it. */
export type ReceivedStudyView = ReceivedStudyRow & {
  /** Images kept of it (in the inbox, or in its portal study once assigned). */
  imageCount: number;
  /** The patient it went to, or the one recognised by the ID para el equipo while it waits. */
  patient: { id: number; fullName: string } | null;
};

const cursorList = 'dicom-inbox';

/** A page of what the scanners sent with `status`, newest first; study staff only. */
export async function dicomInboxPage(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null; status?: ReceivedStudyStatus | null },
): Promise<Connection<ReceivedStudyView>> {
  requireRole(actor, roleGroups.studyStaff);
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor(cursorList, page.after, 'after', isIdKey)[0] : undefined;
  const ofStatus = eq(dicomReceivedStudies.status, page.status ?? 'pending');
  const scoped = scopedDb(deps, actor);
  const [rows, [{ total }]] = await Promise.all([
    scoped.db
      .select()
      .from(dicomReceivedStudies)
      .where(and(ofStatus, after ? lt(dicomReceivedStudies.id, after) : undefined))
      .orderBy(desc(dicomReceivedStudies.id))
      .limit(first + 1),
    scoped.db.select({ total: count() }).from(dicomReceivedStudies).where(ofStatus),
  ]);
  const views = await receivedViews(scoped.db, rows);
  return forwardPage(views, first, total, (view) => encodeCursor(cursorList, [view.id]), after !== undefined);
}

/**
 * Makes a portal study of a waiting received study for a patient and a study type, with the
 * upload form's defaults (visible, completed, the lab's default expiry, the scanner's study date):
 * the images move into it, the upload is recorded and the patient is told the result is ready,
 * as when staff save an upload. Study staff only; NOT_FOUND for an unknown id or patient;
 * BAD_USER_INPUT when it was assigned or discarded meanwhile.
 */
export async function assignReceivedStudy(
  deps: AppDeps,
  actor: Actor,
  input: { id: number; patientId: number; studyTypeId: number },
  meta: RequestMeta,
): Promise<ReceivedStudyView> {
  requireRole(actor, roleGroups.studyStaff);
  const scoped = scopedDb(deps, actor);
  const { id: patientId } = await scoped.require(patientRecords, input.patientId);
  const { received, study, fileIds } = await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const pending = await lockPending(db, input.id);
    const files = await pendingFileIds(db, pending.id);
    const created = await createScannerStudy(deps, db, actor, {
      patientId,
      studyTypeId: input.studyTypeId,
      studyDate: pending.studyDate ?? todayInLab(),
      visible: true,
      status: 'completed',
      fileIds: files,
    });
    const [assigned] = await db
      .update(dicomReceivedStudies)
      .set({ status: 'assigned', patientId, studyId: created.id, resolvedBy: actor.userId, resolvedAt: new Date() })
      .where(eq(dicomReceivedStudies.id, pending.id))
      .returning();
    return { received: assigned, study: created, fileIds: files };
  });
  const names = await scoped.db
    .select({ id: studyFiles.id, name: studyFiles.name })
    .from(studyFiles)
    .where(inArray(studyFiles.id, fileIds));
  await logAccess(
    scoped.db,
    actor,
    'upload',
    names.map((file) => ({ patientId, studyId: study.id, fileId: file.id, fileName: file.name })),
    meta,
  );
  await deliverResultIfReady(deps, actor, study.id, meta);
  const [view] = await receivedViews(scoped.db, [received]);
  return view;
}

/**
 * Deletes the images of a waiting received study (rows, then bytes) and marks it discarded; the
 * scanner sending it again brings it back. Study staff only; NOT_FOUND for an unknown id;
 * BAD_USER_INPUT when it was assigned or discarded meanwhile.
 */
export async function discardReceivedStudy(deps: AppDeps, actor: Actor, id: number): Promise<ReceivedStudyView> {
  requireRole(actor, roleGroups.studyStaff);
  const scoped = scopedDb(deps, actor);
  const { received, keys } = await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const pending = await lockPending(db, id);
    const files = await pendingFileIds(db, pending.id);
    const removed = files.length
      ? await db
          .delete(studyFiles)
          .where(inArray(studyFiles.id, files))
          .returning({ storageKey: studyFiles.storageKey })
      : [];
    const [discarded] = await db
      .update(dicomReceivedStudies)
      .set({ status: 'discarded', patientId: null, resolvedBy: actor.userId, resolvedAt: new Date() })
      .where(eq(dicomReceivedStudies.id, pending.id))
      .returning();
    return { received: discarded, keys: removed.map((row) => row.storageKey) };
  });
  await removeStoredBytes(deps, keys);
  const [view] = await receivedViews(scoped.db, [received]);
  return view;
}

/** The received study, locked for this transaction, if it still waits in the inbox. */
async function lockPending(db: Database, id: number): Promise<ReceivedStudyRow> {
  if (!isRowId(id)) throw notFound();
  const [row] = await db.select().from(dicomReceivedStudies).where(eq(dicomReceivedStudies.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw badInput('id', messages.dicomReceivedNotPending);
  return row;
}

async function receivedViews(db: Database, rows: ReceivedStudyRow[]): Promise<ReceivedStudyView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const patientIds = rows.flatMap((row) => (row.patientId ? [row.patientId] : []));
  const [counts, patients] = await Promise.all([
    db
      .select({ id: dicomReceivedFiles.receivedStudyId, images: sql<number>`count(*)::int` })
      .from(dicomReceivedFiles)
      .where(inArray(dicomReceivedFiles.receivedStudyId, ids))
      .groupBy(dicomReceivedFiles.receivedStudyId),
    patientIds.length
      ? db
          .select({ id: users.id, name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
          .from(users)
          .where(inArray(users.id, patientIds))
      : Promise.resolve([]),
  ]);
  const imagesOf = new Map(counts.map((row) => [row.id, row.images]));
  const patientOf = new Map(patients.map((row) => [row.id, { id: row.id, fullName: fullNameOf(row) }]));
  return rows.map((row) => ({
    ...row,
    imageCount: imagesOf.get(row.id) ?? 0,
    patient: row.patientId ? (patientOf.get(row.patientId) ?? null) : null,
  }));
}
