import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { studyFiles } from '../studies/studies.tables.js';

/**
 * A rendered image of a DICOM instance (a frame at a size, window and format), made once and kept
 * in storage: its bytes never change, so every later request reads them instead of decoding the
 * pixels again. The variant names the parameters (see renderVariant); one row per file and variant.
 */
export const dicomRenderings = pgTable(
  'dicom_renderings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => studyFiles.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    storageKey: text('storage_key').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex: the answer's ETag. */
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dicom_renderings_variant_idx').on(table.fileId, table.variant),
    index('dicom_renderings_storage_key_idx').on(table.storageKey),
  ],
);

export type DicomRenderingRow = typeof dicomRenderings.$inferSelect;
