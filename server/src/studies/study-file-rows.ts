import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.js';
import { dicomInstances, type NewDicomInstance } from './dicom.tables.js';
import { studyFiles, type StudyFileRow } from './studies.tables.js';

/** What a stored file's row is written with; the id and the time are the database's. */
export type NewStudyFileRow = Required<Omit<typeof studyFiles.$inferInsert, 'id' | 'studyId' | 'createdAt'>>;

const fileKeys = ['name', 'mediaType', 'size', 'checksum', 'storageKey', 'uploadedBy', 'source'] as const;
/** The index row's columns that come from the header: all but the file's id and the time. */
const indexColumns = getTableColumns(dicomInstances);
const indexKeys = (Object.keys(indexColumns) as (keyof typeof indexColumns)[]).filter(
  (key): key is keyof NewDicomInstance => key !== 'fileId' && key !== 'createdAt',
);

const prepared = new WeakMap<Database, ReturnType<typeof prepareIndexedFile>>();

/**
 * Writes the study_files row of a stored file and, for a DICOM image, its dicom_instances row in
 * the same statement (the index row in a CTE beside the file's), so an image costs one round trip
 * like any other file. On the app's handle that statement is built once and prepared: drizzle
 * takes longer to build a 30-column insert than the database takes to run it, and a CBCT folder
 * is hundreds of them. In a transaction (the listener's, the seed's) it is built each time.
 */
export async function insertStudyFile(
  db: Database | Transaction,
  file: NewStudyFileRow,
  dicom: NewDicomInstance | null,
): Promise<StudyFileRow> {
  if (!dicom) return (await db.insert(studyFiles).values(file).returning())[0];
  if (!isAppHandle(db)) {
    const [row] = await indexedFileQuery(db, file, dicom);
    return row;
  }
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareIndexedFile(db)));
  const [row] = await statement.execute(placeholderValues(file, dicom));
  return row;
}

/** Both rows' values by name: the file's columns as `file_<key>`, the index's as `dicom_<key>`. */
function indexedFileQuery(db: Database | Transaction, file: Record<string, unknown>, dicom: Record<string, unknown>) {
  const inserted = db.$with('inserted_file').as(
    db
      .insert(studyFiles)
      .values(file as NewStudyFileRow)
      .returning(),
  );
  const indexed = db.$with('indexed_instance').as(
    db
      .insert(dicomInstances)
      .values({ ...(dicom as NewDicomInstance), fileId: sql`(select ${sql.identifier('id')} from ${inserted})` })
      .returning({ fileId: dicomInstances.fileId }),
  );
  return db.with(inserted, indexed).select().from(inserted);
}

function prepareIndexedFile(db: Database) {
  // Each slot a bare placeholder inside SQL, which drizzle fills as given: a placeholder standing
  // for a column's value would map it again, and a null JSON model would go as the JSON text "null".
  const slots = (prefix: string, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(`${prefix}_${key}`)}`]));
  return indexedFileQuery(db, slots('file', fileKeys), slots('dicom', indexKeys)).prepare('insert_indexed_study_file');
}

/** The placeholders' values, each as its column sends it to the driver (the JSON model as its text), null as null. */
function placeholderValues(file: NewStudyFileRow, dicom: NewDicomInstance): Record<string, unknown> {
  const fileColumns = getTableColumns(studyFiles);
  const driverValue = (column: PgColumn, value: unknown) =>
    value === null || value === undefined ? null : column.mapToDriverValue(value);
  return {
    ...Object.fromEntries(fileKeys.map((key) => [`file_${key}`, driverValue(fileColumns[key], file[key])])),
    ...Object.fromEntries(indexKeys.map((key) => [`dicom_${key}`, driverValue(indexColumns[key], dicom[key])])),
  };
}

/** The app's own handle, not a transaction opened on it (whose statements a prepared one would bypass). */
const isAppHandle = (db: Database | Transaction): db is Database => !('rollback' in db);
