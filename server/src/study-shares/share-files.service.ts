import { and, asc, eq } from 'drizzle-orm';
import { logShareAccess } from '../access-log/index.js';
import { notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { readViewerGrant, type ServedFile, storedZip, type ZipMember } from '../files/index.js';
import { dicomInstances, type DicomInstanceRow } from '../studies/dicom.tables.js';
import { buildDicomdir, studyFileToServe, withMetadata, type DicomdirInstance } from '../studies/index.js';
import { studies, studyFiles, type StudyFileRow } from '../studies/studies.tables.js';
import { shareClosings } from './share-events.js';
import { isShareOpen } from './share-liveness.js';
import { studyShares } from './study-shares.tables.js';

/** The share a grant stands for, while it is open; NOT_FOUND for anything else, never saying which. */
export async function requireOpenShareGrant(
  deps: AppDeps,
  token: unknown,
): Promise<{ shareId: number; studyId: number; patientId: number; allowDownload: boolean }> {
  const grant = typeof token === 'string' ? await readViewerGrant(deps.systemDb, token) : null;
  if (!grant || grant.via !== 'share') throw notFound();
  if (!(await isShareOpen(deps.systemDb, grant.shareId, grant.studyId))) throw notFound();
  const [share] = await deps.systemDb
    .select({ allowDownload: studyShares.allowDownload, patientId: studies.patientId })
    .from(studyShares)
    .innerJoin(studies, eq(studies.id, studyShares.studyId))
    .where(eq(studyShares.id, grant.shareId));
  if (!share) throw notFound();
  return { shareId: grant.shareId, studyId: grant.studyId, ...share };
}

/**
 * The closing of the share a grant stands for, for its open page's subscription: once, when the
 * link is revoked; NOT_FOUND at once when the grant is not an open share's.
 */
export async function sharedStudyClosings(deps: AppDeps, token: unknown): Promise<AsyncIterable<{ state: 'revoked' }>> {
  const grant = await readViewerGrant(deps.systemDb, String(token));
  const shareId = grant?.via === 'share' ? grant.shareId : 0;
  return shareClosings(deps, shareId, () => requireOpenShareGrant(deps, token));
}

/**
 * One file of the shared study (a report PDF), for the link's recipient; each opening (not a HEAD,
 * nor the rest of a download by a Range) is logged.
 */
export async function openSharedFile(
  deps: AppDeps,
  grantToken: unknown,
  fileId: number,
  meta: RequestMeta,
  opening = true,
): Promise<ServedFile> {
  const share = await requireOpenShareGrant(deps, grantToken);
  if (parseRowId(fileId) === undefined) throw notFound();
  const [file] = await deps.systemDb
    .select()
    .from(studyFiles)
    .where(and(eq(studyFiles.id, fileId), eq(studyFiles.studyId, share.studyId)));
  if (!file) throw notFound();
  if (opening)
    await logShareAccess(
      deps.systemDb,
      share.shareId,
      'share_download',
      [{ patientId: share.patientId, studyId: share.studyId, fileId: file.id, fileName: file.name }],
      meta,
    );
  return studyFileToServe(deps, file);
}

/** A ZIP entry: where the file goes in the archive, and its DICOM header when it is an image. */
type ZipEntry = { path: string; file: StudyFileRow; dicom: DicomInstanceRow | null };

/**
 * The whole shared study as a ZIP a desktop viewer opens, when the link allows it (NOT_FOUND
 * otherwise): a DICOMDIR at its root listing the DICOM images, which lie under DICOM/ with names
 * it can refer to (eight upper-case characters per part, as PS3.10 asks), one folder per series,
 * and the other files at the root.
 * Stored as they are, so its length is known before it streams; each opening is logged.
 */
export async function sharedStudyZip(
  deps: AppDeps,
  grantToken: unknown,
  meta: RequestMeta,
  opening = true,
): Promise<ServedFile> {
  const share = await requireOpenShareGrant(deps, grantToken);
  if (!share.allowDownload) throw notFound();
  const entries = await zipEntries(deps, share.studyId);
  if (entries.length === 0) throw notFound();
  if (opening)
    await logShareAccess(
      deps.systemDb,
      share.shareId,
      'share_download',
      [{ patientId: share.patientId, studyId: share.studyId, fileName: 'ZIP' }],
      meta,
    );
  const images = await withMetadata(
    deps.systemDb,
    deps.storage,
    entries.flatMap(({ path, file, dicom }) => (dicom ? [dicomdirEntry(path, file.storageKey, dicom)] : [])),
  );
  const members: ZipMember[] = entries.map(({ path, file }) => ({
    path,
    key: file.storageKey,
    size: file.size,
    mtime: file.createdAt,
  }));
  // A few hundred bytes per image, built before the first byte goes out; dated like the newest file,
  // so the same study always makes the same archive.
  const newest = new Date(Math.max(...entries.map(({ file }) => file.createdAt.getTime())));
  const seed = members.map((member) => ('key' in member ? member.key : '')).join('\n');
  if (images.length > 0) members.unshift({ path: 'DICOMDIR', buffer: buildDicomdir(images, { seed }), mtime: newest });
  return storedZip(deps.storage, `estudio-${share.studyId}.zip`, members);
}

async function zipEntries(deps: AppDeps, studyId: number): Promise<ZipEntry[]> {
  const rows = await deps.systemDb
    .select({ file: studyFiles, dicom: dicomInstances })
    .from(studyFiles)
    .leftJoin(dicomInstances, eq(dicomInstances.fileId, studyFiles.id))
    .where(eq(studyFiles.studyId, studyId))
    .orderBy(
      asc(dicomInstances.seriesNumber),
      asc(dicomInstances.seriesInstanceUid),
      asc(dicomInstances.instanceNumber),
      asc(studyFiles.id),
    );
  const seriesFolders = new Map<string, { folder: string; count: number }>();
  const taken = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const { file, dicom } of rows) {
    if (dicom) {
      const series = dicom.seriesInstanceUid;
      let folder = seriesFolders.get(series);
      if (!folder) seriesFolders.set(series, (folder = { folder: `S${pad(seriesFolders.size + 1)}`, count: 0 }));
      folder.count += 1;
      entries.push({ path: `DICOM/${folder.folder}/I${pad(folder.count)}`, file, dicom });
    } else {
      entries.push({ path: uniqueName(taken, file.name), file, dicom: null });
    }
  }
  return entries;
}

function dicomdirEntry(
  path: string,
  storageKey: string,
  dicom: DicomInstanceRow,
): DicomdirInstance & DicomInstanceRow & { storageKey: string } {
  return { ...dicom, storageKey, path: path.split('/') };
}

/** Seven digits: a DICOMDIR file id part has at most eight characters. */
const pad = (value: number) => String(value).padStart(7, '0');

function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()) || candidate.toUpperCase() === 'DICOMDIR'; copy += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}` : `${name} (${copy})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
