import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

/** The modals the app shows on opening (SPEC point 3: image, position), with a title and text. */
export const welcomeModals = pgTable(
  'welcome_modals',
  {
    ...orderedContentColumns(),
    image: imageColumn('image').notNull(),
    altText: varchar('alt_text', { length: 255 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    /** Plain text under the title, if any. */
    body: text('body'),
  },
  (table) => [
    check('welcome_modals_window_check', windowCheck(table)),
    index('welcome_modals_position_idx').on(table.position),
  ],
);

export type WelcomeModalRow = typeof welcomeModals.$inferSelect;
