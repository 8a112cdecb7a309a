import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { publicationColumns } from './publication.js';

/**
 * The columns every kind of app content shares: its id, its place in the app (1 first), its
 * publication (published or draft, optional window) and when it was created and last saved.
 */
export const orderedContentColumns = () => ({
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  ...publicationColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { imageColumn } from '../common/stored-image.js';

/** The publication window, when both ends are set, must not end before it starts. */
export const windowCheck = (table: { publishFrom: AnyPgColumn; publishUntil: AnyPgColumn }) =>
  sql`${table.publishUntil} is null or ${table.publishFrom} is null or ${table.publishUntil} > ${table.publishFrom}`;
