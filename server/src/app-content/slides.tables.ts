import { check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

/** The slides of the app's home carousel (SPEC point 3: image, position). */
export const slides = pgTable(
  'slides',
  {
    ...orderedContentColumns(),
    image: imageColumn('image').notNull(),
    /** What a screen reader says of the image. */
    altText: varchar('alt_text', { length: 255 }).notNull(),
    /** Where a tap on the slide leads (https), if anywhere. */
    linkUrl: varchar('link_url', { length: 500 }),
  },
  (table) => [check('slides_window_check', windowCheck(table)), index('slides_position_idx').on(table.position)],
);

export type SlideRow = typeof slides.$inferSelect;
