import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { scopedDb } from '../access/index.js';
import { users } from '../users/users.tables.js';
import { chatMessages } from './chat.tables.js';
import { chatRecords } from './chat-records.js';
import { dayOf, documentFacts, toMessageViews, type ChatMessageEvent } from './chat-view.js';

/**
 * The `last` messages sent before message `beforeId` (or the newest), oldest first, for one
 * reader, with the chat's message count and whether older ones exist. One more is read than
 * shown: it tells that older messages exist and on which day the one before the page was sent.
 */
export async function olderMessages(
  deps: AppDeps,
  actor: Actor,
  chatId: number,
  page: { last: number; beforeId?: number },
) {
  const scoped = scopedDb(deps, actor);
  await scoped.require(chatRecords, chatId);
  const [total, rows] = await Promise.all([
    messageCount(scoped.db, chatId),
    messageEvents(scoped.db, chatId, { limit: page.last + 1, beforeId: page.beforeId }),
  ]);
  const shown = rows.slice(0, page.last).reverse();
  const before = rows[page.last];
  if (before && shown[0]) shown[0] = { ...shown[0], previousDay: dayOf(new Date(before.createdAt)) };
  return { messages: toMessageViews(shown, actor.userId), total, hasOlder: before !== undefined };
}

/**
 * The `first` messages sent after message `afterId` (none: from the chat's first message), oldest
 * first, for one reader: what an app missed while it was offline, from the last message it holds.
 * One more is read than shown, to tell that newer ones follow; the message before the page gives
 * the first one its day heading.
 */
export async function newerMessages(
  deps: AppDeps,
  actor: Actor,
  chatId: number,
  page: { first: number; afterId?: number },
) {
  const scoped = scopedDb(deps, actor);
  await scoped.require(chatRecords, chatId);
  const afterId = page.afterId ?? 0;
  const [total, rows, [previous]] = await Promise.all([
    messageCount(scoped.db, chatId),
    messageEvents(scoped.db, chatId, { limit: page.first + 1, afterId }),
    messageEvents(scoped.db, chatId, { limit: 1, beforeId: afterId + 1 }),
  ]);
  const shown = rows.slice(0, page.first);
  if (shown[0]) shown[0] = { ...shown[0], previousDay: previous ? dayOf(new Date(previous.createdAt)) : null };
  return {
    messages: toMessageViews(shown, actor.userId),
    total,
    hasNewer: rows.length > page.first,
    hasOlder: previous !== undefined,
  };
}

async function messageCount(db: Database, chatId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId));
  return Number(total);
}

/**
 * Up to `limit` messages of a chat: the newest before `beforeId` (newest first), or the oldest
 * after `afterId` (oldest first).
 */
async function messageEvents(
  db: Database,
  chatId: number,
  range: { limit: number; beforeId?: number; afterId?: number },
): Promise<ChatMessageEvent[]> {
  const forward = range.afterId !== undefined;
  const rows = await db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      authorId: chatMessages.authorId,
      name: users.name,
      lastname: users.lastname,
      body: chatMessages.body,
      documentName: chatMessages.documentName,
      documentMediaType: chatMessages.documentMediaType,
      documentKey: chatMessages.documentKey,
      documentSize: chatMessages.documentSize,
      documentWidth: chatMessages.documentWidth,
      documentHeight: chatMessages.documentHeight,
      documentThumbnailKey: chatMessages.documentThumbnailKey,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        range.beforeId === undefined ? undefined : lt(chatMessages.id, range.beforeId),
        range.afterId === undefined ? undefined : gt(chatMessages.id, range.afterId),
      ),
    )
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(range.limit);
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chatId,
    authorId: row.authorId,
    authorName: [row.name, row.lastname].filter(Boolean).join(' '),
    body: row.body,
    documentName: row.documentName,
    documentMediaType: row.documentMediaType,
    ...documentFacts({
      size: row.documentSize,
      width: row.documentWidth,
      height: row.documentHeight,
      thumbnailKey: row.documentThumbnailKey,
    }),
    hasDocument: row.documentKey !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}
