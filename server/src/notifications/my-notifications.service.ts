import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/validation/notification.js';
import { type Actor, requireRole } from '../common/actor.js';
import { roles } from '../../../shared/limits.js';
import { defaultLocale } from '../../../shared/locales.js';
import {
  type Connection,
  decodeCursor,
  encodeCursor,
  forwardPage,
  mapNodes,
  isNumberPairKey,
  sizeOrDefault,
} from '../common/cursors.js';
import { notFound } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { notificationText } from './notification-texts.js';
import { notificationReads, notifications } from './notifications.tables.js';
import { scopedDb } from '../access/index.js';

/** A notification in a user's inbox, in their language. */
export type InboxItem = {
  id: number;
  kind: NotificationKind;
  title: string | null;
  body: string;
  sentAt: Date;
  readAt: Date | null;
  studyId: number | null;
};

export type Inbox = Connection<InboxItem> & { unreadCount: number };

/** The inbox's order: the last (re)send, to the microsecond, then the id. */
const sentMicros = sql<string>`(extract(epoch from ${notifications.sentAt}) * 1000000)::bigint`;

/**
 * The notifications meant for the user: those of their audience (everyone, patients or staff by
 * their role, or them alone) sent since their account exists.
 */
function inboxOf(actor: Actor): SQL {
  const group = actor.role === 'patient' ? 'PATIENTS' : 'STAFF';
  return and(
    or(
      eq(notifications.audience, 'ALL'),
      eq(notifications.audience, group),
      and(eq(notifications.audience, 'USER'), eq(notifications.userId, actor.userId)),
    ),
    sql`${notifications.sentAt} >= (select ${users.createdAt} from ${users} where ${users.id} = ${actor.userId})`,
  )!;
}

const readByActor = (actor: Actor) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, actor.userId));

/** The signed-in user's notifications, newest first, and how many they have not read. Any role. */
export async function myNotifications(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
): Promise<Inbox> {
  requireRole(actor, roles);
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor('my-notifications', page.after, 'after', isNumberPairKey) : undefined;
  const scoped = scopedDb(deps, actor);
  const [rows, [totals], locale] = await Promise.all([
    inboxRows(
      deps,
      actor,
      after ? sql`(${sentMicros}, ${notifications.id}) < (${after[0]}::bigint, ${after[1]})` : undefined,
      first + 1,
    ),
    scoped.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notificationReads.userId} is null)::int` })
      .from(notifications)
      .leftJoin(notificationReads, readByActor(actor))
      .where(inboxOf(actor)),
    localeOf(deps, actor),
  ]);
  const connection = forwardPage(
    rows,
    first,
    totals.total,
    (row) => encodeCursor('my-notifications', [Number(row.position), row.notification.id]),
    after !== undefined,
  );
  return { ...mapNodes(connection, (row) => inboxItem(row, locale)), unreadCount: totals.unread };
}

/** Marks one of the user's notifications read (again: nothing changes) and answers it; NOT_FOUND when it is not theirs. */
export async function markNotificationRead(deps: AppDeps, actor: Actor, id: number): Promise<InboxItem> {
  requireRole(actor, roles);
  const [found] = await inboxRows(deps, actor, eq(notifications.id, id), 1);
  if (!found) throw notFound();
  const scoped = scopedDb(deps, actor);
  await scoped.db.insert(notificationReads).values({ notificationId: id, userId: actor.userId }).onConflictDoNothing();
  const [row] = await inboxRows(deps, actor, eq(notifications.id, id), 1);
  return inboxItem(row, await localeOf(deps, actor));
}

/** Marks every notification of the user read; answers how many were unread. */
export async function markAllNotificationsRead(deps: AppDeps, actor: Actor): Promise<number> {
  requireRole(actor, roles);
  const scoped = scopedDb(deps, actor);
  const marked = await scoped.db
    .insert(notificationReads)
    .select(
      scoped.db
        .select({
          notificationId: notifications.id,
          userId: sql<number>`${actor.userId}::int`.as('user_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(notifications)
        .leftJoin(notificationReads, readByActor(actor))
        .where(and(inboxOf(actor), isNull(notificationReads.userId))),
    )
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.length;
}

function inboxRows(deps: AppDeps, actor: Actor, where: SQL | undefined, limit: number) {
  const scoped = scopedDb(deps, actor);
  return scoped.db
    .select({ notification: notifications, readAt: notificationReads.readAt, position: sentMicros })
    .from(notifications)
    .leftJoin(notificationReads, readByActor(actor))
    .where(and(inboxOf(actor), where))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(limit);
}

type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

function inboxItem(row: InboxRow, locale: string): InboxItem {
  const { notification } = row;
  const text = notificationText(notification, locale);
  const studyId = Number(notification.data.studyId);
  return {
    id: notification.id,
    kind: notification.kind,
    title: text.title,
    body: text.body,
    sentAt: notification.sentAt,
    readAt: row.readAt,
    studyId: Number.isSafeInteger(studyId) && studyId > 0 ? studyId : null,
  };
}

async function localeOf(deps: AppDeps, actor: Actor): Promise<string> {
  const scoped = scopedDb(deps, actor);
  const [user] = await scoped.db
    .select({ locale: users.preferredLocale })
    .from(users)
    .where(eq(users.id, actor.userId));
  return user?.locale ?? defaultLocale;
}
