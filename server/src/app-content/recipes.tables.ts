import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

/** The recipe book (Recetario): PDF documents with a cover; one of them may be the app's front. */
export const recipes = pgTable(
  'recipes',
  {
    ...orderedContentColumns(),
    title: varchar('title', { length: 255 }).notNull(),
    /** The PDF's storage key, under public/app/recipes. */
    pdfKey: text('pdf_key').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    cover: imageColumn('cover').notNull(),
    /** The document the app's home shows; at most one row has it. */
    isFront: boolean('is_front').notNull().default(false),
  },
  (table) => [
    check('recipes_window_check', windowCheck(table)),
    index('recipes_position_idx').on(table.position),
    uniqueIndex('recipes_single_front')
      .on(table.isFront)
      .where(sql`${table.isFront}`),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;
