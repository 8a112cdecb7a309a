import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counts shared by every instance on a PostgreSQL server (common/attempt-limiter.ts), one
 * row per budget and key until it expires. The embedded database counts in memory instead. A key is
 * the budget's prefix and the keyed hash of the account or address, never an email or address.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (table) => [check('rate_limits_key_hashed', sql`${table.key} ~ ':[0-9a-f]{64}$'`)],
);
