import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { users } from '../users/users.tables.js';

/** pending: in the inbox; assigned: its images are in a portal study; discarded: its images were deleted. */
export type ReceivedStudyStatus = 'pending' | 'assigned' | 'discarded';

/**
 * A DICOM study (one StudyInstanceUID) that scanners sent to the listener, over one association
 * or many: the patient and study as the scanner recorded them, which scanner, when, and what
 * became of it. Its images are study files (study_files with source 'scanner', indexed in
 * dicom_instances), listed in dicom_received_files.
 */
export const dicomReceivedStudies = pgTable(
  'dicom_received_studies',
  {
    id: serial('id').primaryKey(),
    studyInstanceUid: text('study_instance_uid').notNull().unique(),
    /** As the scanner recorded them (PN as written: Family^Given; dates YYYY-MM-DD). */
    dicomPatientName: text('dicom_patient_name'),
    dicomPatientId: text('dicom_patient_id'),
    dicomPatientBirthDate: text('dicom_patient_birth_date'),
    modality: text('modality'),
    studyDate: text('study_date'),
    studyDescription: text('study_description'),
    /** The AE title of the scanner that sent its last images. */
    callingAeTitle: text('calling_ae_title').notNull(),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }).notNull().defaultNow(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ReceivedStudyStatus>().notNull().default('pending'),
    /** The portal patient and study its images went to; null while pending or after they were deleted. */
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    studyId: integer('study_id').references(() => studies.id, { onDelete: 'set null' }),
    /** Who assigned or discarded it: null for the automatic match, or after that account is deleted. */
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('dicom_received_studies_status_idx').on(table.status, table.lastReceivedAt),
    check('dicom_received_studies_status_check', sql`${table.status} in ('pending', 'assigned', 'discarded')`),
  ],
);

/** Each image the listener kept, and the received study it belongs to. */
export const dicomReceivedFiles = pgTable(
  'dicom_received_files',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => studyFiles.id, { onDelete: 'cascade' }),
    receivedStudyId: integer('received_study_id')
      .notNull()
      .references(() => dicomReceivedStudies.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dicom_received_files_study_idx').on(table.receivedStudyId)],
);

export type ReceivedStudyRow = typeof dicomReceivedStudies.$inferSelect;
