import { and, eq, isNull, sql } from 'drizzle-orm';
import { scopedDb } from '../access/index.js';
import { systemActor } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { FileStorage } from '../files/index.js';
import { dicomInstances, type DicomJson } from './dicom.tables.js';
import { dicomJson } from './dicom-header.js';
import { studyFiles } from './studies.tables.js';

/** What completing an instance's DICOM JSON model needs of its row. */
export type MetadataSource = {
  fileId: number;
  storageKey: string;
  pixelDataOffset: number;
  metadata: DicomJson | null;
};

/** Heads read from storage at once: each is a few kilobytes, and a CBCT has hundreds. */
const headsAtOnce = 8;

/**
 * The rows with their DICOM JSON model. An upload indexes what groups and lays out its pixels
 * while it streams, but leaves the JSON model (dcmjs, several times the cost of the rest of the
 * indexing) for later: for the job sent with the save (dicom-metadata.job.ts), or for the first read that needs it,
 * whichever comes first. A missing model is made from the stored head of the file (the bytes
 * before its Pixel Data) and kept, so it is made once.
 */
export async function withMetadata<T extends MetadataSource>(
  db: Database,
  storage: FileStorage,
  rows: T[],
): Promise<(T & { metadata: DicomJson })[]> {
  const missing = rows.filter((row) => row.metadata === null);
  if (missing.length === 0) return rows as (T & { metadata: DicomJson })[];
  const made = new Map<number, DicomJson>();
  for (let start = 0; start < missing.length; start += headsAtOnce) {
    const heads = missing.slice(start, start + headsAtOnce);
    await Promise.all(heads.map(async (row) => made.set(row.fileId, dicomJson(await storedHead(storage, row)))));
  }
  await keepMetadata(db, made);
  return rows.map((row) => ({ ...row, metadata: row.metadata ?? made.get(row.fileId)! }));
}

/**
 * The saved study's instances get the JSON model their upload left for later, so DICOMweb's
 * first metadata read finds it made (the files-attached job's work).
 */
export async function completeStudyMetadata(
  deps: Pick<AppDeps, 'systemDb' | 'storage'>,
  studyId: number,
): Promise<void> {
  // The server's own work on a study whose save was checked.
  const { db } = scopedDb(deps, systemActor);
  const rows = await db
    .select({
      fileId: dicomInstances.fileId,
      storageKey: studyFiles.storageKey,
      pixelDataOffset: dicomInstances.pixelDataOffset,
      metadata: sql<DicomJson | null>`null`,
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .where(and(eq(studyFiles.studyId, studyId), isNull(dicomInstances.metadata)));
  await withMetadata(db, deps.storage, rows);
}

/** The bytes of a stored DICOM file before its Pixel Data value. */
async function storedHead(storage: FileStorage, row: MetadataSource): Promise<Buffer> {
  const { stream } = await storage.read(row.storageKey, { start: 0, end: row.pixelDataOffset - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One statement for every model made; a row another request completed meanwhile keeps its own. */
async function keepMetadata(db: Database, made: Map<number, DicomJson>): Promise<void> {
  const models = JSON.stringify([...made].map(([fileId, metadata]) => ({ fileId, metadata })));
  await db.execute(sql`
    update ${dicomInstances} set metadata = made.value -> 'metadata'
    from json_array_elements(${models}::json) as made(value)
    where ${dicomInstances.fileId} = (made.value ->> 'fileId')::int and ${dicomInstances.metadata} is null`);
}
