import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { studyTypes } from '../study-types/study-types.tables.js';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

/** The lab's study packages as the app presents them: several study types at one price. */
export const packages = pgTable(
  'packages',
  {
    ...orderedContentColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Plain text, '' when there is none. */
    description: text('description').notNull().default(''),
    /** Price in MXN centavos, IVA included. */
    priceCents: integer('price_cents').notNull(),
    image: imageColumn('image').notNull(),
  },
  (table) => [
    check('packages_window_check', windowCheck(table)),
    check('packages_price_check', sql`${table.priceCents} > 0`),
    index('packages_position_idx').on(table.position),
  ],
);

/** The study types a package includes (at least one, checked on save); they go with their package. */
export const packageStudyTypes = pgTable(
  'package_study_types',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    studyTypeId: integer('study_type_id')
      .notNull()
      .references(() => studyTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.studyTypeId] }),
    index('package_study_types_study_type_idx').on(table.studyTypeId),
  ],
);

export type PackageRow = typeof packages.$inferSelect;
