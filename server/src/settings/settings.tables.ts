import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** The one row of lab_settings. */
export const labSettingsId = 1;

/**
 * The lab's own settings (the /admin screen): one row, one typed column per setting, so each has
 * its type, its default and its check in the database. A new setting is a new column.
 */
export const labSettings = pgTable(
  'lab_settings',
  {
    id: integer('id').primaryKey().default(labSettingsId),
    /** Patients are told (push and chat message) when a study's result is ready. */
    resultReadyNotifications: boolean('result_ready_notifications').notNull().default(true),
    /** Who changed a setting last; null before any change or after that account is deleted. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('lab_settings_one_row', sql`${table.id} = 1`)],
);

export type LabSettingsRow = typeof labSettings.$inferSelect;
