import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { auditedRead } from '../access-log/index.js';
import { type Actor, type Caller, requireRole, systemOnly, withSystem } from '../common/actor.js';
import { AppError, notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { roleGroups } from '../../../shared/role-groups.js';
import type { StudyFileView } from './study-view.js';
import { studies, studyFiles, studyGroups, type StudyFileRow, type StudyFileSource } from './studies.tables.js';
import type { NewDicomInstance } from './dicom.tables.js';
import { insertStudyFile, type NewStudyFileRow } from './study-file-rows.js';
import { DicomHeaderError, dicomHeaderReader, type DicomHeaderReader, type DicomRefusal } from './dicom-header.js';
import { editorImageOwner, type ServedFile, type SpooledFile, type StorageOwner, storedZip } from '../files/index.js';
import { scopedDb } from '../access/index.js';
import { studyRecords } from './study-records.js';

/** What a result file may be, as sniffed from its content: images, PDF, DICOM, ZIP (CBCT exports) and video. */
export const studyMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'application/pdf',
  'application/dicom',
  'application/zip',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/vnd.avi',
  'video/x-msvideo',
  'video/mpeg',
] as const;

/** Where study files are stored (under it, one key per file). */
export const studyFilePrefix = 'studies';
/** Staged files not attached to a study within a day are removed. */
const stagedLifetimeMs = 24 * 3600_000;

/** What a staged DICOM file says of itself: where it belongs and the patient as the scanner knew them. */
export type StagedDicom = Pick<
  NewDicomInstance,
  | 'studyInstanceUid'
  | 'seriesInstanceUid'
  | 'sopInstanceUid'
  | 'modality'
  | 'patientName'
  | 'patientId'
  | 'patientBirthDate'
  | 'studyDate'
  | 'rows'
  | 'columns'
  | 'frames'
>;

export type StagedFile = Pick<StudyFileView, 'id' | 'name' | 'mediaType' | 'size' | 'checksum'> & {
  /** Null unless the file is a DICOM image. */
  dicom: StagedDicom | null;
};

const dicomRefusals: Record<DicomRefusal, string> = {
  unreadable: messages.dicomUnreadable,
  truncated: messages.dicomTruncated,
  no_pixel_data: messages.dicomNoPixelData,
};

/** Named like a DICOM file: its content must then be DICOM, whatever else it may be. */
const dicomName = /\.(dcm|dicom)$/i;

/**
 * Streams one uploaded file to storage (type sniffed, size limited) and records it as staged
 * by its uploader, ready to be attached to a study. A failed or cancelled upload leaves no row
 * and no bytes.
 */
export async function stageStudyFile(
  deps: AppDeps,
  actor: Actor,
  upload: StudyFileBytes & { name: string },
  /** The types taken (every result type by default; only DICOM from inside a ZIP). */
  accept: readonly string[] = studyMediaTypes,
): Promise<StagedFile> {
  const namedDicom = dicomName.test(upload.name);
  const { file, dicom } = await storeStudyFile(deps, actor, {
    ...upload,
    source: 'upload',
    accept,
    refusal: namedDicom ? messages.dicomNotDicom : messages.studyFileTypeInvalid,
    dicomOnly: namedDicom,
    // Made when the study is saved, or on its first read: not while a folder of hundreds uploads.
    metadata: 'later',
  });
  return {
    id: file.id,
    name: file.name,
    mediaType: file.mediaType,
    size: file.size,
    checksum: file.checksum,
    dicom: dicom && stagedDicom(dicom),
  };
}

/**
 * The demo seed's way in, as the system: a file stored, sniffed and indexed exactly like an
 * upload, recorded already attached to its study as uploaded by `uploadedBy` at `createdAt`.
 */
export async function importStudyFile(
  deps: AppDeps,
  caller: Caller,
  upload: { stream: Readable; name: string },
  record: { studyId: number; uploadedBy: number; createdAt: Date },
): Promise<StoredStudyFile> {
  requireRole(caller, systemOnly);
  return storeStudyFile(
    deps,
    caller,
    { ...upload, source: 'upload', accept: studyMediaTypes, refusal: messages.studyFileTypeInvalid, dicomOnly: false },
    async (db, stored) => {
      await db.update(studyFiles).set(record).where(eq(studyFiles.id, stored.file.id));
    },
  );
}

/**
 * The bytes of a study file: a stream, or an upload already spooled to disk (a ZIP kept whole,
 * study-zip-upload.ts) with the DICOM header reader that saw its bytes as they were spooled.
 */
export type StudyFileBytes = { stream: Readable } | { spooled: SpooledFile; header: DicomHeaderReader };

/** What storeStudyFile keeps: the staged file's row and, for a DICOM image, its index row. */
export type StoredStudyFile = { file: StudyFileRow; dicom: NewDicomInstance | null };

/**
 * The one way bytes become a study file, for the upload and the DICOM listener alike: the bytes
 * stream to storage while the DICOM header is read from them, then the study_files row (staged:
 * no study yet) and its dicom_instances row are written in one transaction, with `within` run
 * in it too (what the listener records of the instance). Anything refused or failing leaves no
 * row and no bytes; a refusal is BAD_USER_INPUT naming the file (`fileName`).
 */
export async function storeStudyFile(
  deps: AppDeps,
  caller: Caller,
  incoming: StudyFileBytes & {
    name: string;
    source: StudyFileSource;
    accept: readonly string[];
    refusal: string;
    /** Refused unless it is a DICOM image (a file named .dcm, or what a scanner sends). */
    dicomOnly: boolean;
    /** When the DICOM JSON model is made: while the file streams (default), or later (dicom-metadata.ts). */
    metadata?: 'now' | 'later';
  },
  within?: (db: Database, stored: StoredStudyFile) => Promise<void>,
): Promise<StoredStudyFile> {
  requireRole(caller, withSystem(roleGroups.studyStaff));
  const header = 'spooled' in incoming ? incoming.header : dicomHeaderReader({ metadata: incoming.metadata });
  const refused = (message: string) =>
    new AppError('BAD_USER_INPUT', message, { field: 'file', fileName: cleanFileName(incoming.name, 'dcm') });
  const options = {
    maxBytes: deps.config.studyFileSizeLimitMb * 1024 * 1024,
    accept: incoming.accept,
    refusal: incoming.refusal,
    tap: header.take,
  };
  const stored = await (
    'spooled' in incoming
      ? deps.storage.adopt(studyFilePrefix, incoming.spooled, options)
      : deps.storage.put(studyFilePrefix, incoming.stream, options)
  ).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'BAD_USER_INPUT' ? refused(error.message) : error;
  });
  try {
    let dicom: NewDicomInstance | null = null;
    if (stored.mediaType === 'application/dicom') {
      try {
        dicom = header.finish(stored.size);
      } catch (error) {
        if (error instanceof DicomHeaderError) throw refused(dicomRefusals[error.reason]);
        throw error;
      }
    }
    if (incoming.dicomOnly && !dicom)
      throw refused(stored.mediaType === 'application/dicom' ? messages.dicomNoPixelData : messages.dicomNotDicom);
    const file: NewStudyFileRow = {
      name: cleanFileName(incoming.name, stored.extension),
      mediaType: stored.mediaType,
      size: stored.size,
      checksum: stored.checksum,
      storageKey: stored.key,
      uploadedBy: caller.role === 'system' ? null : caller.userId,
      source: incoming.source,
    };
    const scoped = scopedDb(deps, caller);
    if (!within) return { file: await insertStudyFile(scoped.db, file, dicom), dicom };
    return await scoped.db.transaction(async (tx) => {
      const kept = { file: await insertStudyFile(tx, file, dicom), dicom };
      await within(tx as unknown as Database, kept);
      return kept;
    });
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}

function stagedDicom(instance: NewDicomInstance): StagedDicom {
  const { studyInstanceUid, seriesInstanceUid, sopInstanceUid, modality, patientName, patientId } = instance;
  const { patientBirthDate, studyDate, rows, columns, frames } = instance;
  return {
    studyInstanceUid,
    seriesInstanceUid,
    sopInstanceUid,
    modality,
    patientName,
    patientId,
    patientBirthDate,
    studyDate,
    rows,
    columns,
    frames,
  };
}

/** Removes a staged file its uploader no longer wants (before saving the study). */
export async function discardStagedFile(deps: AppDeps, actor: Actor, fileId: number): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .delete(studyFiles)
    .where(
      and(eq(studyFiles.id, Number(fileId) || 0), isNull(studyFiles.studyId), eq(studyFiles.uploadedBy, actor.userId)),
    )
    .returning();
  if (!row) throw notFound();
  await removeStoredBytes(deps, [row.storageKey]);
  return true;
}

/**
 * A study file for an actor who may see its study. The view or download is recorded in the
 * access log when it is an opening (not a HEAD, nor the rest of a download by a Range), and so is
 * a refused one (with the file id asked for).
 */
export async function openStudyFile(
  deps: AppDeps,
  actor: Actor,
  fileId: number,
  how: 'view' | 'download',
  meta: RequestMeta,
  opening = true,
): Promise<ServedFile> {
  const scoped = scopedDb(deps, actor);
  const { file } = await auditedRead(
    deps,
    actor,
    meta,
    { action: how, fileId },
    async () => {
      if (parseRowId(fileId) === undefined) throw notFound();
      const [found] = await scoped.db
        .select({ file: studyFiles, patientId: studies.patientId })
        .from(studyFiles)
        .innerJoin(studies, eq(studies.id, studyFiles.studyId))
        .where(and(eq(studyFiles.id, fileId), scoped.visible(studyRecords)));
      if (!found) throw notFound();
      return found;
    },
    (found) => [{ patientId: found.patientId, studyId: found.file.studyId, fileId, fileName: found.file.name }],
    { opening },
  );
  return studyFileToServe(deps, file);
}

/** A study file's row as a file to serve: its length, checksum and upload time are in the row. */
export function studyFileToServe(deps: AppDeps, file: StudyFileRow): ServedFile {
  return {
    name: file.name,
    mediaType: file.mediaType,
    size: file.size,
    etag: `"${file.checksum}"`,
    modifiedAt: file.createdAt,
    open: async (range) => (await deps.storage.read(file.storageKey, range)).stream,
  };
}

/**
 * Every file of a study in one ZIP, file after file, stored as they are (not compressed again), so
 * its length is known before it streams; each file's download is recorded when it is an opening.
 */
export async function studyZip(
  deps: AppDeps,
  actor: Actor,
  studyId: number,
  meta: RequestMeta,
  opening = true,
): Promise<ServedFile> {
  const scoped = scopedDb(deps, actor);
  const { study, files } = await auditedRead(
    deps,
    actor,
    meta,
    { action: 'download', studyId },
    async () => {
      const visible = await scoped.require(studyRecords, studyId);
      const rows = await scoped.db
        .select()
        .from(studyFiles)
        .where(eq(studyFiles.studyId, visible.id))
        .orderBy(studyFiles.id);
      return { study: visible, files: rows };
    },
    (found) =>
      found.files.map((file) => ({
        patientId: found.study.patientId,
        studyId: found.study.id,
        fileId: file.id,
        fileName: file.name,
      })),
    { opening },
  );
  // A study without files has no ZIP: nothing was downloaded, so nothing is recorded.
  if (files.length === 0) throw notFound();
  const names = new Set<string>();
  return storedZip(
    deps.storage,
    `estudio-${study.id}-${study.studyDate}.zip`,
    files.map((file) => ({
      path: uniqueName(names, file.name),
      key: file.storageKey,
      size: file.size,
      mtime: file.createdAt,
    })),
  );
}

/** Removes bytes whose rows are gone; what fails now is left to the sweep. */
export async function removeStoredBytes(deps: AppDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage
      .remove(key)
      .catch((error: unknown) =>
        deps.log?.error({ err: error, key }, 'study file bytes not removed; the sweep will retry'),
      );
  }
}

/**
 * What the storage sweep asks the virtual lab: result files (a row of study_files each, staged
 * uploads never attached expire after a day) and the editor images inside study-group
 * descriptions.
 */
export const studyStorageOwners: StorageOwner[] = [
  {
    name: 'study files',
    prefix: studyFilePrefix,
    async referenced(systemDb, keys) {
      const rows = await systemDb
        .select({ key: studyFiles.storageKey })
        .from(studyFiles)
        .where(inArray(studyFiles.storageKey, keys));
      return rows.map((row) => row.key);
    },
    prune: removeExpiredStagedFiles,
  },
  editorImageOwner('study group descriptions', studyGroups.descriptionHtml),
];

/**
 * Uploads never attached within a day: rows, then bytes. The storage sweep's work, as the system.
 * What a scanner sent waits in the DICOM inbox until staff assign or discard it, however long.
 */
async function removeExpiredStagedFiles(deps: AppDeps, actor: Caller, now: Date): Promise<number> {
  requireRole(actor, systemOnly);
  const scoped = scopedDb(deps, actor);
  const staged = await scoped.db
    .delete(studyFiles)
    .where(
      and(
        isNull(studyFiles.studyId),
        eq(studyFiles.source, 'upload'),
        lt(studyFiles.createdAt, new Date(now.getTime() - stagedLifetimeMs)),
      ),
    )
    .returning({ storageKey: studyFiles.storageKey });
  await removeStoredBytes(
    deps,
    staged.map((row) => row.storageKey),
  );
  return staged.length;
}

/** The name the user gave the file, without any path, control characters or an absurd length. */
function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-180);
  return base || `archivo.${extension}`;
}

function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}` : `${name} (${copy})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
