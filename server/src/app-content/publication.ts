import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { boolean, timestamp } from 'drizzle-orm/pg-core';

/** The columns every kind of app content has: published or draft, and an optional window. */
export const publicationColumns = () => ({
  published: boolean('published').notNull().default(false),
  publishFrom: timestamp('publish_from', { withTimezone: true }),
  publishUntil: timestamp('publish_until', { withTimezone: true }),
});

export type Publication = { published: boolean; publishFrom: Date | null; publishUntil: Date | null };

/** Where an item stands for the app at `now`. */
export type PublicationState = 'PUBLISHED' | 'DRAFT' | 'SCHEDULED' | 'EXPIRED';

export function publicationState(item: Publication, now: Date): PublicationState {
  if (!item.published) return 'DRAFT';
  if (item.publishUntil && item.publishUntil.getTime() <= now.getTime()) return 'EXPIRED';
  if (item.publishFrom && item.publishFrom.getTime() > now.getTime()) return 'SCHEDULED';
  return 'PUBLISHED';
}

/** The SQL condition of what the app shows at `now`: published, and inside the window. */
export function visibleAt(
  columns: { published: PgColumn; publishFrom: PgColumn; publishUntil: PgColumn },
  now: Date,
): SQL | undefined {
  return and(
    eq(columns.published, true),
    or(isNull(columns.publishFrom), lte(columns.publishFrom, now)),
    or(isNull(columns.publishUntil), gt(columns.publishUntil, now)),
  );
}
