import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { boolean, timestamp } from 'drizzle-orm/pg-core';
import { boundaryTimeline } from '../common/content-clocks.js';
import type { ContentClock } from '../common/content-versions.js';

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

type PublicationColumns = { published: PgColumn; publishFrom: PgColumn; publishUntil: PgColumn };

/** The SQL condition of what the app shows at `now`: published, and inside the window. */
export function visibleAt(columns: PublicationColumns, now: Date): SQL | undefined {
  return and(
    eq(columns.published, true),
    or(isNull(columns.publishFrom), lte(columns.publishFrom, now)),
    or(isNull(columns.publishUntil), gt(columns.publishUntil, now)),
  );
}

/**
 * The moments at which what the app shows of a table changes by itself: every window's start and
 * end among its published rows (a scheduled item appears, an expired one goes), without a write.
 */
export function windowClock(table: PgTable & PublicationColumns): ContentClock {
  return async (db) => {
    const rows = (await db
      .select({ from: table.publishFrom, until: table.publishUntil })
      .from(table)
      .where(and(eq(table.published, true), or(isNotNull(table.publishFrom), isNotNull(table.publishUntil))))) as {
      from: Date | null;
      until: Date | null;
    }[];
    return boundaryTimeline(
      rows.flatMap(({ from, until }) => [from, until].flatMap((at) => (at ? [at.getTime()] : []))),
    );
  };
}
