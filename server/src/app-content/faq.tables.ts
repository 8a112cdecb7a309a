import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { orderedContentColumns, windowCheck } from './content-columns.js';

/** The questions and answers of the patients' app (SPEC point 3, app content). */
export const faqs = pgTable(
  'faqs',
  {
    ...orderedContentColumns(),
    question: varchar('question', { length: 255 }).notNull(),
    /** Rich text, sanitised on save. */
    answerHtml: text('answer_html').notNull(),
  },
  (table) => [check('faqs_window_check', windowCheck(table)), index('faqs_position_idx').on(table.position)],
);

export type FaqRow = typeof faqs.$inferSelect;
