import { inArray } from 'drizzle-orm';
import { fullNameOf } from '../common/names.js';
import { scopedDb } from '../access/index.js';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { roundProgress } from './notification-rounds.js';
import type { NotificationRow } from './notifications.tables.js';
import type { NotificationGql, NotificationRecipientGql } from './notifications.types.js';

/** The GraphQL notifications of rows, with the recipients of USER ones read in one query. */
export async function notificationNodes(
  deps: AppDeps,
  actor: Actor,
  rows: NotificationRow[],
): Promise<NotificationGql[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const recipients = new Map<number, NotificationRecipientGql>();
  const scoped = scopedDb(deps, actor);
  if (userIds.length > 0) {
    const found = await scoped.db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        motherLastname: users.motherLastname,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const user of found) recipients.set(user.id, { id: user.id, fullName: fullNameOf(user), email: user.email });
  }
  return rows.map((row) => {
    const { pending, state } = roundProgress(row);
    return {
      id: row.id,
      title: row.title,
      body: row.body,
      audience: row.audience,
      user: row.userId === null ? null : (recipients.get(row.userId) ?? null),
      state,
      recipients: row.recipients,
      sentCount: row.sentCount,
      failedCount: row.failedCount,
      pendingCount: pending,
      sendCount: row.round,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

export async function notificationNode(deps: AppDeps, actor: Actor, row: NotificationRow): Promise<NotificationGql> {
  const [node] = await notificationNodes(deps, actor, [row]);
  return node;
}
