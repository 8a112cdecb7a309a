import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { dicomInstances, type DicomInstanceRow } from '../studies/dicom.tables.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import type { DicomReader } from './dicom-readers.js';

/** Where a DICOM object is asked for: a study, optionally one of its series, optionally one instance. */
export type DicomScope = { study?: string; series?: string; instance?: string };

/** An instance without its metadata: what serving its bytes needs (the JSON model is large and read only for metadata). */
export type ReadableInstance = Omit<DicomInstanceRow, 'metadata'> & {
  storageKey: string;
  size: number;
  studyId: number;
};

const { metadata, ...servingColumns } = getTableColumns(dicomInstances);

/**
 * The readable instances in `scope`, as one WHERE over dicom_instances ⋈ study_files ⋈ studies:
 * the reader's condition is part of it, so an instance of a study the reader may not see is as
 * missing as an unknown one. Two visible portal studies with the same StudyInstanceUID answer
 * together.
 */
export function instancesWhere(
  reader: Pick<DicomReader, 'readable'>,
  scope: DicomScope,
  ...more: (SQL | undefined)[]
): SQL {
  return and(
    reader.readable,
    scope.study !== undefined ? eq(dicomInstances.studyInstanceUid, scope.study) : undefined,
    scope.series !== undefined ? eq(dicomInstances.seriesInstanceUid, scope.series) : undefined,
    scope.instance !== undefined ? eq(dicomInstances.sopInstanceUid, scope.instance) : undefined,
    ...more,
  )!;
}

/** The readable instances of a scope in series and instance order; NOT_FOUND when there is none. */
export async function readableInstances(db: Database, reader: DicomReader, scope: DicomScope) {
  const rows = await db
    .select({ ...servingColumns, storageKey: studyFiles.storageKey, size: studyFiles.size, studyId: studies.id })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere(reader, scope))
    .orderBy(...instanceOrder);
  if (rows.length === 0) throw notFound();
  return uniqueBySop(rows);
}

/** The same instances with their DICOM JSON model, for WADO-RS metadata. */
export async function readableMetadata(db: Database, reader: DicomReader, scope: DicomScope) {
  const rows = await db
    .select({
      ...servingColumns,
      metadata,
      storageKey: studyFiles.storageKey,
      size: studyFiles.size,
      studyId: studies.id,
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere(reader, scope))
    .orderBy(...instanceOrder);
  if (rows.length === 0) throw notFound();
  return uniqueBySop(rows);
}

/** Series and instance order; the first file first when a SOP was uploaded twice. */
export const instanceOrder = [
  dicomInstances.studyInstanceUid,
  dicomInstances.seriesNumber,
  dicomInstances.seriesInstanceUid,
  dicomInstances.instanceNumber,
  dicomInstances.fileId,
];

/** The one readable instance of a scope naming study, series and instance; NOT_FOUND otherwise. */
export async function readableInstance(db: Database, reader: DicomReader, scope: Required<DicomScope>) {
  const [first] = await readableInstances(db, reader, scope);
  return first;
}

/** A SOP Instance UID uploaded twice (in two studies) is one instance: the first file answers. */
function uniqueBySop<T extends { sopInstanceUid: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.sopInstanceUid) && seen.add(row.sopInstanceUid));
}
