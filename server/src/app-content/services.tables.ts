import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

/** The lab's services as the app presents them. */
export const services = pgTable(
  'services',
  {
    ...orderedContentColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Rich text, sanitised on save. */
    descriptionHtml: text('description_html').notNull(),
    image: imageColumn('image').notNull(),
  },
  (table) => [check('services_window_check', windowCheck(table)), index('services_position_idx').on(table.position)],
);

export type ServiceRow = typeof services.$inferSelect;
