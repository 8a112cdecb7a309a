import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dicomInstances } from './dicom.tables.js';
import { studyFiles } from './studies.tables.js';

/**
 * A DICOM image (SOP Instance UID) sent twice to one study is kept once, the first copy: the later
 * copies' rows are deleted and their storage keys answered, for their bytes to go too.
 */
export async function dropRepeatedInstances(db: Database, studyId: number): Promise<string[]> {
  const instances = await db
    .select({ fileId: dicomInstances.fileId, sopInstanceUid: dicomInstances.sopInstanceUid })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .where(eq(studyFiles.studyId, studyId))
    .orderBy(asc(dicomInstances.fileId));
  const seen = new Set<string>();
  const repeated: number[] = [];
  for (const instance of instances) {
    if (seen.has(instance.sopInstanceUid)) repeated.push(instance.fileId);
    else seen.add(instance.sopInstanceUid);
  }
  if (repeated.length === 0) return [];
  const removed = await db
    .delete(studyFiles)
    .where(inArray(studyFiles.id, repeated))
    .returning({ storageKey: studyFiles.storageKey });
  return removed.map((row) => row.storageKey);
}
