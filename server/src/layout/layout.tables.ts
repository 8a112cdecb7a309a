import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { colorThemes, layoutDirections, pageTransitions } from '../../../shared/layout-preferences.js';
import { users } from '../users/users.tables.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The layout choices of each user (SPEC point 1: colour theme, box layout, collapsed sidebar,
 * direction, page transition, mobile search), so they follow the user to another device. A user
 * without a row has the defaults of shared/layout-preferences.ts.
 */
export const userLayoutPreferences = pgTable(
  'user_layout_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    boxed: boolean('boxed').notNull(),
    sidebarCollapsed: boolean('sidebar_collapsed').notNull(),
    /** 'auto' follows the language; 'ltr' and 'rtl' override it. */
    direction: text('direction').notNull(),
    transition: text('transition').notNull(),
    mobileSearch: boolean('mobile_search').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_layout_preferences_color_check', sql`${table.color} in (${inList(colorThemes)})`),
    check('user_layout_preferences_direction_check', sql`${table.direction} in (${inList(layoutDirections)})`),
    check('user_layout_preferences_transition_check', sql`${table.transition} in (${inList(pageTransitions)})`),
  ],
);

export type UserLayoutPreferencesRow = typeof userLayoutPreferences.$inferSelect;
