import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { deviceIdPage } from '../push/index.js';
import { notificationDeliveries, notifications } from './notifications.tables.js';

/** Devices given their deliveries per transaction. */
export const fanoutPageSize = 1000;

/** One round of one notification: what a push.fanout job is sent for. */
export type RoundRef = { notificationId: number; round: number };

/**
 * Creates, in `tx`, the deliveries of the round's next page of devices and answers their ids, and
 * whether the round's fan-out is over. The notification's row stays locked until `tx` ends, so two
 * runs never create the same page and a resend waits for the page under way; the page's end is
 * stored on the row (`fanoutAfter`) in the same transaction, so a later run starts after it. A
 * round's first page removes the deliveries of the rounds before it; the last one sets the exact
 * number of recipients. A round that was superseded, deleted or is over answers done at once.
 */
export async function fanoutPage(tx: Transaction, target: RoundRef): Promise<{ created: number[]; done: boolean }> {
  const [notification] = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.id, target.notificationId))
    .for('update');
  if (!notification || notification.round !== target.round || notification.fanoutAfter === null) {
    return { created: [], done: true };
  }
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
    fanoutAfter,
    fanoutPageSize,
  );
  const [{ size, last, created }] = rowsOf<{ size: number; last: number | null; created: number[] }>(
    await tx.execute(sql`
      with page as ${page},
      created as (
        insert into ${notificationDeliveries} (notification_id, round, device_id)
        select ${id}::int, ${round}::int, page.id from page
        on conflict do nothing
        returning id
      )
      select (select count(*)::int from page) as size, (select max(id) from page) as last,
        coalesce((select json_agg(id order by id) from created), '[]'::json) as created`),
  );
  const done = size < fanoutPageSize;
  if (!done) {
    await tx.update(notifications).set({ fanoutAfter: last }).where(eq(notifications.id, id));
  } else {
    const [{ recipients }] = await tx
      .select({ recipients: count() })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.notificationId, id), eq(notificationDeliveries.round, round)));
    await tx.update(notifications).set({ fanoutAfter: null, recipients }).where(eq(notifications.id, id));
  }
  return { created: created.map(Number), done };
}
