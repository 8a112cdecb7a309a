import { and, count, desc, eq, lt } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { notificationSchema, type NotificationInput } from '../../../shared/validation/notification.js';
import { type Actor, requireRole } from '../common/actor.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { AppError, badInput, notFound, tooManyRequests, validateInput } from '../common/errors.js';
import { isRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { fanOutRound, newRound, startNextRound } from './notification-rounds.js';
import { notifications, type NotificationRow } from './notifications.tables.js';
import { scopedDb } from '../access/index.js';

const announcement = eq(notifications.kind, 'ANNOUNCEMENT');

/** The administrator's notifications, newest first; the lab's own (result ready) are not among them. */
export async function listNotifications(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
): Promise<Connection<NotificationRow>> {
  requireRole(actor, roleGroups.admin);
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor('notifications', page.after, 'after', isIdKey)[0] : undefined;
  const scoped = scopedDb(deps, actor);
  const [rows, [{ total }]] = await Promise.all([
    scoped.db
      .select()
      .from(notifications)
      .where(and(announcement, after ? lt(notifications.id, after) : undefined))
      .orderBy(desc(notifications.id))
      .limit(first + 1),
    scoped.db.select({ total: count() }).from(notifications).where(announcement),
  ]);
  return forwardPage(rows, first, total, (row) => encodeCursor('notifications', [row.id]), after !== undefined);
}

/** One of the administrator's notifications; NOT_FOUND otherwise. */
export async function getNotification(deps: AppDeps, actor: Actor, id: number): Promise<NotificationRow> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), announcement));
  if (!row) throw notFound();
  return row;
}

/**
 * Counts one publication (or resend) against the administrator's hourly budget: each one pushes to
 * a whole audience, so their number is bounded. TOO_MANY_REQUESTS with its own message when spent.
 */
async function spendPublishBudget(deps: AppDeps, actor: Actor): Promise<void> {
  try {
    await deps.attempts.consume('pushPublish', { account: `user:${actor.userId}` });
  } catch (error) {
    if (error instanceof AppError && error.extensions.code === 'TOO_MANY_REQUESTS') {
      throw tooManyRequests(error.extensions.retryAfter as number | undefined, portalMessages.pushPublishLimit);
    }
    throw error;
  }
}

/** Publishes a notification: it is stored and its delivery to every device of its audience starts. */
export async function createNotification(deps: AppDeps, actor: Actor, input: unknown): Promise<NotificationRow> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const values = await notificationValues(scoped.db, input);
  await spendPublishBudget(deps, actor);
  return scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [row] = await db
      .insert(notifications)
      .values({ ...values, ...(await newRound(db, values)), kind: 'ANNOUNCEMENT', createdBy: actor.userId })
      .returning();
    await fanOutRound(deps, tx, row);
    return row;
  });
}

/**
 * Changes the text, title or audience. What the inboxes show changes at once; the devices get the
 * new text only when it is resent.
 */
export async function updateNotification(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<NotificationRow> {
  await getNotification(deps, actor, id);
  const scoped = scopedDb(deps, actor);
  const values = await notificationValues(scoped.db, input);
  const [row] = await scoped.db
    .update(notifications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** Sends the notification again to every device of its audience now (a new round of deliveries). */
export async function resendNotification(deps: AppDeps, actor: Actor, id: number): Promise<NotificationRow> {
  const row = await getNotification(deps, actor, id);
  await spendPublishBudget(deps, actor);
  return startNextRound(deps, actor, row);
}

/** Deletes a notification: its pending deliveries stop and it leaves the inboxes. */
export async function deleteNotification(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  await getNotification(deps, actor, id);
  const scoped = scopedDb(deps, actor);
  await scoped.db.delete(notifications).where(eq(notifications.id, id));
  return true;
}

/** The checked input; USER needs an active account. */
async function notificationValues(db: Database, input: unknown) {
  const valid: NotificationInput = await validateInput(notificationSchema, input);
  const userId = valid.audience === 'USER' ? (valid.userId ?? null) : null;
  if (userId !== null) {
    if (!isRowId(userId)) throw badInput('userId', messages.notificationUserInactive);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, true)));
    if (!user) throw badInput('userId', messages.notificationUserInactive);
  }
  return { title: valid.title ?? null, body: valid.body, audience: valid.audience, userId };
}
