import { asc, countDistinct, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dicomInstances } from './dicom.tables.js';
import { studyFiles } from './studies.tables.js';

/** A DICOM series of a portal study, as lists and the viewer show it (see dicom-web for its images). */
export type StudySeriesSummary = {
  studyInstanceUid: string;
  seriesInstanceUid: string;
  modality: string | null;
  description: string | null;
  number: number | null;
  imageCount: number;
  frameCount: number;
  rows: number;
  columns: number;
  pixelSpacing: [number, number] | null;
  /** The instance in the middle of the series (instance order) and its middle frame: its representative image. */
  middleInstanceUid: string;
  middleFrame: number;
};

/** The DICOM series of each study, in series order: one query for any number of studies. */
export async function loadStudySeries(db: Database, studyIds: number[]): Promise<Map<number, StudySeriesSummary[]>> {
  const bySeries = new Map<number, StudySeriesSummary[]>();
  if (studyIds.length === 0) return bySeries;
  const order = sql`${dicomInstances.instanceNumber} nulls last, ${dicomInstances.fileId}`;
  const rows = await db
    .select({
      studyId: studyFiles.studyId,
      studyInstanceUid: dicomInstances.studyInstanceUid,
      seriesInstanceUid: dicomInstances.seriesInstanceUid,
      modality: min(dicomInstances.modality),
      description: min(dicomInstances.seriesDescription),
      number: min(dicomInstances.seriesNumber),
      imageCount: countDistinct(dicomInstances.sopInstanceUid),
      frameCount: sql<number>`sum(${dicomInstances.frames})::int`,
      rows: max(dicomInstances.rows),
      columns: max(dicomInstances.columns),
      spacingRow: min(dicomInstances.pixelSpacingRow),
      spacingColumn: min(dicomInstances.pixelSpacingColumn),
      middleInstanceUid: sql<string>`(array_agg(${dicomInstances.sopInstanceUid} order by ${order}))[(count(*) + 1) / 2]`,
      middleFrames: sql<number>`(array_agg(${dicomInstances.frames} order by ${order}))[(count(*) + 1) / 2]`,
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .where(inArray(studyFiles.studyId, studyIds))
    .groupBy(studyFiles.studyId, dicomInstances.studyInstanceUid, dicomInstances.seriesInstanceUid)
    .orderBy(asc(sql`min(${dicomInstances.seriesNumber})`), dicomInstances.seriesInstanceUid);
  for (const row of rows) {
    const list = bySeries.get(row.studyId!) ?? [];
    list.push({
      studyInstanceUid: row.studyInstanceUid,
      seriesInstanceUid: row.seriesInstanceUid,
      modality: row.modality,
      description: row.description,
      number: row.number,
      imageCount: Number(row.imageCount),
      frameCount: Number(row.frameCount),
      rows: row.rows ?? 0,
      columns: row.columns ?? 0,
      pixelSpacing: row.spacingRow !== null && row.spacingColumn !== null ? [row.spacingRow, row.spacingColumn] : null,
      middleInstanceUid: row.middleInstanceUid,
      middleFrame: Math.floor((Number(row.middleFrames) - 1) / 2) + 1,
    });
    bySeries.set(row.studyId!, list);
  }
  return bySeries;
}
