import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, smallint, time, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** The one row of quality_targets. */
export const qualityTargetsId = 1;

/**
 * The admin's target for each quality indicator (/quality-indicators, "Metas"): one row, one
 * column per indicator, null for "no target". NPS, rating and response rate are met at or above
 * their target, the times and the expired results at or below it.
 */
export const qualityTargets = pgTable(
  'quality_targets',
  {
    id: integer('id').primaryKey().default(qualityTargetsId),
    /** NPS points, -100 to 100. */
    nps: smallint('nps'),
    /** Average of the 1–5 ratings. */
    averageRating: doublePrecision('average_rating'),
    /** Surveys answered per survey sent, in percent. */
    responseRate: doublePrecision('response_rate'),
    turnaroundMedianHours: doublePrecision('turnaround_median_hours'),
    turnaroundP90Hours: doublePrecision('turnaround_p90_hours'),
    chatFirstResponseMedianMinutes: doublePrecision('chat_first_response_median_minutes'),
    chatFirstResponseP90Minutes: doublePrecision('chat_first_response_p90_minutes'),
    /** Results that expired without the patient opening them. */
    expiredUnread: integer('expired_unread'),
    /** Who changed them last; null before any change or after that account is deleted. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('quality_targets_one_row', sql`${table.id} = 1`),
    check('quality_targets_nps_check', sql`${table.nps} between -100 and 100`),
    check('quality_targets_rating_check', sql`${table.averageRating} between 1 and 5`),
    check('quality_targets_rate_check', sql`${table.responseRate} between 0 and 100`),
    check('quality_targets_expired_check', sql`${table.expiredUnread} >= 0`),
  ],
);

/**
 * The lab's opening hours, one row per ISO weekday (1 Monday … 7 Sunday), in the lab's time zone;
 * a closed day has neither time. Chat response times count only inside them. Without rows the
 * defaults apply (shared/validation/quality.ts); a save writes all seven.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    weekday: smallint('weekday').primaryKey(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    /** Who saved them last; null after that account is deleted. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('opening_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'opening_hours_times_check',
      sql`(${table.opensAt} is null and ${table.closesAt} is null) or ${table.opensAt} < ${table.closesAt}`,
    ),
  ],
);

export type QualityTargetsRow = typeof qualityTargets.$inferSelect;
