import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { publicationColumns } from './publication.js';

/** The questions and answers of the patients' app (SPEC point 3, app content). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: varchar('question', { length: 255 }).notNull(),
    /** Rich text, sanitised on save. */
    answerHtml: text('answer_html').notNull(),
    /** 1 first, as the app lists them. */
    position: integer('position').notNull(),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'faqs_window_check',
      sql`${table.publishUntil} is null or ${table.publishFrom} is null or ${table.publishUntil} > ${table.publishFrom}`,
    ),
    index('faqs_position_idx').on(table.position),
  ],
);

export type FaqRow = typeof faqs.$inferSelect;
