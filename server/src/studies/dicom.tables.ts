import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, json, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { studyFiles } from './studies.tables.js';

/** One attribute of the DICOM JSON model (PS3.18 F.2): what QIDO-RS and WADO-RS metadata answer. */
export type DicomJsonAttribute = {
  vr: string;
  Value?: unknown[];
  BulkDataURI?: string;
  InlineBinary?: string;
};
export type DicomJson = Record<string, DicomJsonAttribute>;

/**
 * A study file that is a DICOM Part 10 instance, indexed from its header while it was uploaded
 * (dicom-header.ts): the identifiers that group it into its DICOM study and series, what a
 * viewer needs to lay out its pixels, the patient as the scanner knew them, where the pixel data
 * lies in the stored bytes, and every other attribute of the header in the DICOM JSON model.
 * The bytes stay in the storage interface under the study file's key.
 */
export const dicomInstances = pgTable(
  'dicom_instances',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => studyFiles.id, { onDelete: 'cascade' }),
    studyInstanceUid: text('study_instance_uid').notNull(),
    seriesInstanceUid: text('series_instance_uid').notNull(),
    sopInstanceUid: text('sop_instance_uid').notNull(),
    sopClassUid: text('sop_class_uid').notNull(),
    transferSyntaxUid: text('transfer_syntax_uid').notNull(),
    modality: text('modality'),
    seriesNumber: integer('series_number'),
    seriesDescription: text('series_description'),
    instanceNumber: integer('instance_number'),
    rows: integer('rows').notNull(),
    columns: integer('columns').notNull(),
    frames: integer('frames').notNull().default(1),
    bitsAllocated: integer('bits_allocated').notNull(),
    samplesPerPixel: integer('samples_per_pixel').notNull().default(1),
    photometricInterpretation: text('photometric_interpretation').notNull(),
    /** Millimetres between the centres of adjacent rows, then columns; null when the file does not say. */
    pixelSpacingRow: real('pixel_spacing_row'),
    pixelSpacingColumn: real('pixel_spacing_column'),
    sliceThickness: real('slice_thickness'),
    /** The first window the file suggests; null when it suggests none. */
    windowCenter: real('window_center'),
    windowWidth: real('window_width'),
    /** The patient as the scanner recorded them (PN as written: Family^Given), for the patient check. */
    patientName: text('patient_name'),
    patientId: text('patient_id'),
    /** YYYY-MM-DD, or null when absent or not a date. */
    patientBirthDate: text('patient_birth_date'),
    studyDate: text('study_date'),
    /** Where the Pixel Data value starts in the stored bytes. */
    pixelDataOffset: bigint('pixel_data_offset', { mode: 'number' }).notNull(),
    /** Its length in bytes; null when encapsulated with undefined length (compressed transfer syntaxes). */
    pixelDataLength: bigint('pixel_data_length', { mode: 'number' }),
    /**
     * Every attribute before the Pixel Data, in the DICOM JSON model (PS3.18 F.2), binary values
     * left out. Null until made: an upload leaves it for the save's background step or the first
     * read that needs it (dicom-metadata.ts).
     */
    metadata: json('metadata').$type<DicomJson>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dicom_instances_study_uid_idx').on(table.studyInstanceUid),
    index('dicom_instances_series_uid_idx').on(table.seriesInstanceUid, table.instanceNumber),
    index('dicom_instances_sop_uid_idx').on(table.sopInstanceUid),
    check('dicom_instances_frames_check', sql`${table.frames} >= 1`),
    check('dicom_instances_size_check', sql`${table.rows} >= 1 and ${table.columns} >= 1`),
  ],
);

export type DicomInstanceRow = typeof dicomInstances.$inferSelect;
export type NewDicomInstance = Omit<typeof dicomInstances.$inferInsert, 'fileId' | 'createdAt'>;
/** What a file's header says: every column of its row, present (null when the file does not say). */
export type DicomInstanceHeader = Omit<DicomInstanceRow, 'fileId' | 'createdAt'>;
