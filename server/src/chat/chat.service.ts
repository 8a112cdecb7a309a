import type { Readable } from 'node:stream';
import { and, count, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { auditedRead } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import { badInput, notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { rowsOf } from '../db/raw-rows.js';
import { pictureFacts, type ServedFile, type StorageOwner, storedFile } from '../files/index.js';
import { chatAttachmentLimitBytes } from '../settings/index.js';
import { users } from '../users/users.tables.js';
import { chatMessages, chatReads, chats, type ChatMessageRow, type ChatRow } from './chat.tables.js';
import { dayOf, documentFacts, toMessageViews, type ChatMessageEvent, type ChatMessageView } from './chat-view.js';
import { actorParams, scopedDb, visibleToRole, type ScopedDb } from '../access/index.js';
import { preparedVariants } from '../db/prepared.js';
import type { Role } from '../../../shared/limits.js';
import { patientRecords } from '../patients/index.js';
import { chatRecords } from './chat-records.js';
import { olderMessages } from './chat-history.js';

export const maxMessageLength = 2000;
/**
 * Control characters other than tab and line breaks are dropped from texts: PostgreSQL refuses
 * NUL, and JSON writes each of the others as six bytes, which could push an event past NOTIFY's limit.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Attachments are stored under chat/<chat id>/. */
const attachmentPrefix = 'chat';
export const chatChannel = (chatId: number) => `chat:${chatId}`;
/** Any chat activity: each listener decides from the data whether it concerns its user. */
export const activityChannel = 'chat-activity';
export type ChatActivity = { chatId: number; patientId: number; doctorId: number | null; readerId?: number };

export type ChatSummary = {
  id: number;
  patientId: number;
  patientName: string;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  unread: number;
  /** Where the chat stands in the list: its last message's time in microseconds since 1970. */
  position: number;
};

/** The patient's chat, created on first use. */
export async function openPatientChat(deps: AppDeps, actor: Actor, patientId: number): Promise<ChatRow> {
  const scoped = scopedDb(deps, actor);
  await scoped.require(patientRecords, patientId);
  await scoped.db.insert(chats).values({ patientId }).onConflictDoNothing({ target: chats.patientId });
  const [chat] = await scoped.db.select().from(chats).where(eq(chats.patientId, patientId));
  return chat;
}

/** The patient's chat if it exists already (the REST lookup); NOT_FOUND otherwise. */
export async function findPatientChat(deps: AppDeps, actor: Actor, patientId: number): Promise<ChatRow> {
  const scoped = scopedDb(deps, actor);
  await scoped.require(patientRecords, patientId);
  const [chat] = await scoped.db.select().from(chats).where(eq(chats.patientId, patientId));
  if (!chat) throw notFound();
  return chat;
}

/** The chats the actor takes part in that have messages, most recent first, with unread counts. */
const lastMessageMicros = sql`(extract(epoch from ${chats.lastMessageAt}) * 1000000)::bigint`;

/**
 * The chats with messages the actor takes part in, most recent message first; `page` reads only
 * those after a position (the last message's time and the chat id) and at most `limit`.
 */
export async function listChats(
  deps: AppDeps,
  actor: Actor,
  page: { after?: readonly [number, number]; limit?: number } = {},
): Promise<ChatSummary[]> {
  const scoped = scopedDb(deps, actor);
  const query = chatListQueries(scoped.db, `${actor.role}:${page.after ? 'after' : 'first'}`);
  const rows = await query.execute({
    ...actorParams(actor),
    afterPosition: page.after?.[0] ?? null,
    afterId: page.after?.[1] ?? null,
    limit: page.limit ?? Number.MAX_SAFE_INTEGER,
  });
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patientId,
    patientName: [row.name, row.lastname, row.motherLastname].filter(Boolean).join(' '),
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt,
    unread: Number(row.unread),
    position: Number(row.position),
  }));
}

/**
 * The chat list, prepared once per role and per kind of page (the first, or one after a cursor):
 * every screen of the app asks for it (the list, the unread badge).
 */
const chatListQueries = preparedVariants((db, variant: `${Role}:${'first' | 'after'}`) => {
  const [role, page] = variant.split(':') as [Role, 'first' | 'after'];
  const actorId = sql.placeholder('actorId');
  const lastRead = sql`coalesce((select ${chatReads.lastReadMessageId} from ${chatReads}
    where ${chatReads.chatId} = ${chats.id} and ${chatReads.userId} = ${actorId}), 0)`;
  return db
    .select({
      id: chats.id,
      patientId: chats.patientId,
      name: users.name,
      lastname: users.lastname,
      motherLastname: users.motherLastname,
      lastMessageAt: chats.lastMessageAt,
      // The position in the list to the microsecond (a Date keeps only milliseconds).
      position: sql<string>`${lastMessageMicros}::text`,
      lastMessage: sql<
        string | null
      >`(select coalesce(${chatMessages.body}, ${chatMessages.documentName}) from ${chatMessages}
      where ${chatMessages.chatId} = ${chats.id} order by ${chatMessages.id} desc limit 1)`,
      unread: sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.chatId} = ${chats.id}
      and ${chatMessages.authorId} <> ${actorId} and ${chatMessages.id} > ${lastRead})::int`,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.patientId))
    .where(
      and(
        visibleToRole(role, patientRecords),
        isNotNull(chats.lastMessageAt),
        page === 'after'
          ? sql`(${lastMessageMicros}, ${chats.id}) < (${sql.placeholder('afterPosition')}::bigint, ${sql.placeholder('afterId')}::int)`
          : undefined,
      ),
    )
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(sql.placeholder('limit'))
    .prepare(`chat_list_${role}_${page}`);
});

/** How many chats with messages the actor takes part in. */
export async function countChats(deps: AppDeps, actor: Actor): Promise<number> {
  const scoped = scopedDb(deps, actor);
  const [{ total }] = await chatCountQueries(scoped.db, actor.role).execute(actorParams(actor));
  return Number(total);
}

/** The count beside the chat list, prepared once per role like it. */
const chatCountQueries = preparedVariants((db, role: Role) =>
  db
    .select({ total: count() })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.patientId))
    .where(and(visibleToRole(role, patientRecords), isNotNull(chats.lastMessageAt)))
    .prepare(`chat_count_${role}`),
);

/** Unread messages of one chat for the actor (their own do not count). */
export async function unreadInChat(deps: AppDeps, actor: Actor, chatId: number): Promise<number> {
  const scoped = scopedDb(deps, actor);
  const [read] = await scoped.db
    .select({ id: chatReads.lastReadMessageId })
    .from(chatReads)
    .where(and(eq(chatReads.chatId, chatId), eq(chatReads.userId, actor.userId)));
  const [{ unread }] = await scoped.db
    .select({ unread: count() })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.chatId, chatId), ne(chatMessages.authorId, actor.userId), gt(chatMessages.id, read?.id ?? 0)),
    );
  return Number(unread);
}

/** Unread messages of every chat of the actor, and their total (the header badge). */
export async function unreadSummary(deps: AppDeps, actor: Actor) {
  const chatsWithUnread = (await listChats(deps, actor)).filter((chat) => chat.unread > 0);
  return {
    total: chatsWithUnread.reduce((sum, chat) => sum + chat.unread, 0),
    chats: chatsWithUnread.map(({ id, unread }) => ({ chatId: id, unreadCount: unread })),
  };
}

/** The newest `perPage` messages, oldest first, and how many the chat has (the REST page). */
export async function chatMessagePage(deps: AppDeps, actor: Actor, chatId: number, perPage: number) {
  const size = Math.min(Math.max(Math.trunc(perPage) || 12, 1), 500);
  const page = await olderMessages(deps, actor, chatId, { last: size });
  // The old app puts a day heading over the first message of its page, whatever came before.
  const [first, ...rest] = page.messages;
  return { messages: first ? [{ ...first, newDay: true }, ...rest] : [], totalMessage: page.total };
}

/**
 * The chat if the actor takes part in it (requireAccess decides), with its patient's doctor: the
 * live events of the chat name both, so that each subscriber's side can be told apart.
 */
async function chatWithDoctor(scoped: ScopedDb, chatId: number): Promise<ChatRow & { doctorId: number | null }> {
  const chat = await scoped.require(chatRecords, chatId);
  const [patient] = await scoped.db
    .select({ doctorId: users.doctorId })
    .from(users)
    .where(eq(users.id, chat.patientId));
  return { ...chat, doctorId: patient?.doctorId ?? null };
}

/**
 * Sends a message with text and/or one attachment (streamed to storage, type read from the
 * content). An empty message is refused and nothing is stored. Errors name the text and file as
 * the caller calls them (`fields`: REST's form says message and document).
 */
export async function sendChatMessage(
  deps: AppDeps,
  actor: Actor,
  input: { chatId: number; text?: string | null; file?: { stream: Readable; name: string } | null },
  fields: { text: string; file: string } = { text: 'message', file: 'document' },
): Promise<ChatMessageView> {
  const scoped = scopedDb(deps, actor);
  const chat = await chatWithDoctor(scoped, input.chatId);
  const text = input.text?.replace(controlCharacters, '').trim() || null;
  if (!text && !input.file) throw badInput(fields.text, messages.chatMessageEmpty);
  if (text && text.length > maxMessageLength) {
    input.file?.stream.resume();
    throw badInput(fields.text, messages.chatMessageTooLong);
  }
  let stored = input.file
    ? await deps.storage.put(`${attachmentPrefix}/${chat.id}`, input.file.stream, {
        maxBytes: await chatAttachmentLimitBytes(deps),
        field: fields.file,
      })
    : undefined;
  if (stored?.size === 0) {
    // An empty file is no attachment: without text the message is empty.
    await deps.storage.remove(stored.key).catch(() => {});
    stored = undefined;
    if (!text) throw badInput(fields.text, messages.chatMessageEmpty);
  }
  const documentName =
    stored && input.file ? input.file.name.replace(controlCharacters, '').slice(0, 200) || 'archivo' : null;
  const picture = stored ? await pictureFacts(deps.storage, `${attachmentPrefix}/${chat.id}`, stored) : null;
  let event: ChatMessageEvent;
  try {
    event = await storeMessage(scoped.db, {
      chatId: chat.id,
      authorId: actor.userId,
      body: text,
      documentKey: stored?.key ?? null,
      documentName,
      documentMediaType: stored?.mediaType ?? null,
      documentSize: stored?.size ?? null,
      documentWidth: picture?.width ?? null,
      documentHeight: picture?.height ?? null,
      documentThumbnailKey: picture?.thumbnailKey ?? null,
    });
  } catch (error) {
    // No row, no file.
    for (const key of [stored?.key, picture?.thumbnailKey]) if (key) await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  await publishChatMessage(deps, { chat, event });
  return toMessageViews([event], actor.userId)[0];
}

/** A stored message and the chat it went to, with the patient's doctor (who follows the chat). */
export type StoredChatMessage = {
  chat: { id: number; patientId: number; doctorId: number | null };
  event: ChatMessageEvent;
};

/**
 * A text the lab posts by itself in a patient's chat (a result is ready) in the name of
 * `authorId`, the chat created if missing, written with `db`: the caller's transaction. Once it
 * is committed, publishChatMessage delivers it live like any message.
 */
export async function storeLabMessage(
  db: Database,
  message: { patientId: number; authorId: number; text: string },
): Promise<StoredChatMessage> {
  await db.insert(chats).values({ patientId: message.patientId }).onConflictDoNothing({ target: chats.patientId });
  const [chat] = await db
    .select({ id: chats.id, patientId: chats.patientId, doctorId: users.doctorId })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.patientId))
    .where(eq(chats.patientId, message.patientId));
  const event = await storeMessage(db, {
    chatId: chat.id,
    authorId: message.authorId,
    body: message.text.slice(0, maxMessageLength),
    documentKey: null,
    documentName: null,
    documentMediaType: null,
    documentSize: null,
    documentWidth: null,
    documentHeight: null,
    documentThumbnailKey: null,
  });
  return { chat, event };
}

/** Live delivery of a stored message: to the chat's subscribers, and to the unread counts of whoever follows it. */
export async function publishChatMessage(deps: AppDeps, { chat, event }: StoredChatMessage): Promise<void> {
  await Promise.all([
    publishStored(deps, chatChannel(chat.id), event),
    publishStored(deps, activityChannel, {
      chatId: chat.id,
      patientId: chat.patientId,
      doctorId: chat.doctorId,
    } satisfies ChatActivity),
  ]);
}

/** Marks every message of the chat as read by the actor. */
export async function markChatRead(deps: AppDeps, actor: Actor, chatId: number): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  const chat = await chatWithDoctor(scoped, chatId);
  const [last] = await scoped.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  await scoped.db
    .insert(chatReads)
    .values({ chatId, userId: actor.userId, lastReadMessageId: last?.id ?? 0 })
    .onConflictDoUpdate({ target: [chatReads.chatId, chatReads.userId], set: { lastReadMessageId: last?.id ?? 0 } });
  await publishStored(deps, activityChannel, {
    chatId,
    patientId: chat.patientId,
    doctorId: chat.doctorId,
    readerId: actor.userId,
  } satisfies ChatActivity);
  return true;
}

/**
 * An attachment, for a participant of its chat. The download, or the refusal, is recorded in the
 * access log with the chat's patient.
 */
export async function openAttachment(
  deps: AppDeps,
  actor: Actor,
  messageId: number,
  meta: RequestMeta,
  opening = true,
): Promise<ServedFile> {
  const scoped = scopedDb(deps, actor);
  const { message } = await auditedRead(
    deps,
    actor,
    meta,
    { action: 'chat_attachment_download', chatMessageId: messageId },
    async () => {
      if (parseRowId(messageId) === undefined) throw notFound();
      const [found] = await scoped.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), isNotNull(chatMessages.documentKey)));
      const chat = await scoped.require(chatRecords, found?.chatId);
      return { message: found, chat };
    },
    ({ message: found, chat }) => [
      { patientId: chat.patientId, chatMessageId: found.id, fileName: found.documentName },
    ],
    { opening },
  );
  return storedFile(deps.storage, message.documentKey!, {
    name: message.documentName ?? 'archivo',
    mediaType: message.documentMediaType ?? 'application/octet-stream',
  });
}

/** What the storage sweep asks the chat: attachments (`chat_messages.document_key`). */
export const chatStorageOwners: StorageOwner[] = [
  { name: 'chat attachments', prefix: attachmentPrefix, referenced: referencedAttachments },
];

/**
 * Which keys a message points to. document_key has no index: the keys are looked up among the
 * messages of the chats their folder names (the chat index); a key outside such a folder, which
 * this code never writes, is looked up by itself.
 */
async function referencedAttachments(systemDb: Database, keys: string[]): Promise<string[]> {
  const chatIds = new Set<number>();
  const loose: string[] = [];
  for (const key of keys) {
    const chatId = Number(key.split('/')[1]);
    if (Number.isSafeInteger(chatId) && chatId > 0 && key.startsWith(`${attachmentPrefix}/${chatId}/`))
      chatIds.add(chatId);
    else loose.push(key);
  }
  // An attachment's key, or its thumbnail's.
  const found = (where: ReturnType<typeof and>, among: string[]) =>
    systemDb
      .select({ key: chatMessages.documentKey, thumbnailKey: chatMessages.documentThumbnailKey })
      .from(chatMessages)
      .where(
        and(where, or(inArray(chatMessages.documentKey, among), inArray(chatMessages.documentThumbnailKey, among))),
      );
  const rows = [
    ...(chatIds.size > 0 ? await found(inArray(chatMessages.chatId, [...chatIds]), keys) : []),
    ...(loose.length > 0 ? await found(undefined, loose) : []),
  ];
  const asked = new Set(keys);
  return rows
    .flatMap((row) => [row.key, row.thumbnailKey])
    .filter((key): key is string => key !== null && asked.has(key));
}

/**
 * Live delivery of a change that is already stored: if the bus fails, the change stands and the
 * caller is answered as such (an error would make the app send the message again).
 */
async function publishStored(deps: AppDeps, channel: string, payload: unknown) {
  try {
    await deps.events.publish(channel, payload);
  } catch (error) {
    deps.log?.error({ err: error, channel }, 'chat event not delivered');
  }
}

type NewMessage = Pick<
  ChatMessageRow,
  | 'chatId'
  | 'authorId'
  | 'body'
  | 'documentKey'
  | 'documentName'
  | 'documentMediaType'
  | 'documentSize'
  | 'documentWidth'
  | 'documentHeight'
  | 'documentThumbnailKey'
>;

/**
 * Saves a message, the chat's last activity and the author's read mark in one statement (atomic
 * without a transaction's extra round trips: sending is on the live path of every subscriber),
 * and returns it as the event its subscribers receive, with the day of the message before it.
 */
async function storeMessage(db: Database, message: NewMessage): Promise<ChatMessageEvent> {
  const result = await db.execute(sql`
    with inserted as (
      insert into chat_messages (chat_id, author_id, body, document_key, document_name, document_media_type, document_size,
        document_width, document_height, document_thumbnail_key)
      values (${message.chatId}, ${message.authorId}, ${message.body}, ${message.documentKey}, ${message.documentName},
        ${message.documentMediaType}, ${message.documentSize}, ${message.documentWidth}, ${message.documentHeight},
        ${message.documentThumbnailKey})
      returning id, chat_id, author_id, body, document_key, document_name, document_media_type, document_size,
        document_width, document_height, document_thumbnail_key, created_at
    ), touched as (
      update chats set last_message_at = inserted.created_at from inserted where chats.id = inserted.chat_id
    ), seen as (
      insert into chat_reads (chat_id, user_id, last_read_message_id)
      select chat_id, author_id, id from inserted
      on conflict (chat_id, user_id) do update set last_read_message_id = excluded.last_read_message_id
    )
    select inserted.id, inserted.chat_id, inserted.author_id, inserted.body, inserted.document_key, inserted.document_name,
      inserted.document_media_type, inserted.document_size, inserted.document_width, inserted.document_height,
      inserted.document_thumbnail_key, to_json(inserted.created_at) #>> '{}' as created_at, users.name, users.lastname,
      (select to_json(previous.created_at) #>> '{}' from chat_messages previous
        where previous.chat_id = inserted.chat_id and previous.id < inserted.id order by previous.id desc limit 1) as previous_at
    from inserted join users on users.id = inserted.author_id`);
  const [row] = rowsOf<StoredMessageRow>(result);
  return {
    id: Number(row.id),
    chatId: Number(row.chat_id),
    authorId: Number(row.author_id),
    authorName: [row.name, row.lastname].filter(Boolean).join(' '),
    body: row.body,
    documentName: row.document_name,
    documentMediaType: row.document_media_type,
    ...documentFacts({
      size: row.document_size,
      width: row.document_width,
      height: row.document_height,
      thumbnailKey: row.document_thumbnail_key,
    }),
    hasDocument: row.document_key !== null,
    createdAt: new Date(row.created_at).toISOString(),
    previousDay: row.previous_at ? dayOf(new Date(row.previous_at)) : null,
  };
}

type StoredMessageRow = {
  id: number;
  chat_id: number;
  author_id: number;
  body: string | null;
  document_key: string | null;
  document_name: string | null;
  document_media_type: string | null;
  document_size: number | null;
  document_width: number | null;
  document_height: number | null;
  document_thumbnail_key: string | null;
  created_at: string;
  name: string;
  lastname: string | null;
  previous_at: string | null;
};
