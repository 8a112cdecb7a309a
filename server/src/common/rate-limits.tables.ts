import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counts shared by every instance on a PostgreSQL server (common/attempt-limiter.ts), one
 * row per budget and key until it expires. The embedded database counts in memory instead.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
