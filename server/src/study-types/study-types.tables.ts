import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Kinds of study the lab delivers (panorámica, tomografía…); reference data. */
export const studyTypes = pgTable('study_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
