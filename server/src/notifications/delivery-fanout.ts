import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { deviceIdPage } from '../push/index.js';
import { notificationDeliveries, notifications } from './notifications.tables.js';

/** Devices given their deliveries per transaction. */
export const fanoutPageSize = 1000;

/**
 * Creates the deliveries of one page of devices for one notification of the queue whose round
 * still has devices without one, and answers whether there was such a notification. The
 * notification's row is locked (SKIP LOCKED) for the page: two instances never create the same
 * page, and a resend waits for the page under way. A round's first page removes the deliveries of
 * the rounds before it; the last one sets the exact number of recipients.
 */
export async function fanoutStep(db: Database, queue: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [notification] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.queue, queue), isNotNull(notifications.fanoutAfter)))
      .orderBy(asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!notification) return false;
    const { id, round, fanoutAfter } = notification;
    if (fanoutAfter === 0) {
      await tx
        .delete(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, id), lt(notificationDeliveries.round, round)));
    }
    // The page's deliveries are created inside the database: no device is read into the server.
    const page = deviceIdPage(
      tx as unknown as Database,
      notification.audience,
      notification.userId,
      fanoutAfter ?? 0,
      fanoutPageSize,
    );
    const [{ size, last }] = rowsOf<{ size: number; last: number | null }>(
      await tx.execute(sql`
        with page as ${page},
        created as (
          insert into ${notificationDeliveries} (notification_id, round, device_id, queue)
          select ${id}::int, ${round}::int, page.id, ${queue}::text from page
          on conflict do nothing
        )
        select count(*)::int as size, max(page.id) as last from page`),
    );
    if (size === fanoutPageSize) {
      await tx.update(notifications).set({ fanoutAfter: last }).where(eq(notifications.id, id));
    } else {
      const [{ recipients }] = await tx
        .select({ recipients: count() })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, id), eq(notificationDeliveries.round, round)));
      await tx.update(notifications).set({ fanoutAfter: null, recipients }).where(eq(notifications.id, id));
    }
    return true;
  });
}
