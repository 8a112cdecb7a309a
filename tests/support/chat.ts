import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { chatMessages, chatReads, chats } from '../../server/src/chat/chat.tables.js';
import type { Database } from '../../server/src/db/client.js';
import { createLocalEventBus, type EventBus } from '../../server/src/events/event-bus.js';
import { graphqlUpload } from './multipart.js';
import type { TestServer } from './test-server.js';

export const MESSAGE_FIELDS =
  'id chatId authorId authorName text attachment { url name mediaType } isMessageOwner newDay day createdAt';

export type ChatAttachment = { url: string; name: string; mediaType: string | null };
export type ChatMessage = {
  id: string;
  chatId: string;
  authorId: string;
  authorName: string;
  text: string | null;
  attachment: ChatAttachment | null;
  isMessageOwner: boolean;
  newDay: boolean;
  day: string;
  createdAt: string;
};
export type PageInfo = {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
export type ChatMessagePage = {
  edges: { cursor: string; node: ChatMessage }[];
  pageInfo: PageInfo;
  totalCount: number;
};
export type UnreadChats = { total: number; chats: { chatId: string; unreadCount: number }[] };

export const OPEN_CHAT = 'mutation ($patientId: ID!) { openPatientChat(patientId: $patientId) { id patientId } }';
export const SEND_MESSAGE = `mutation ($chatId: ID!, $text: String, $attachment: Upload) {
  sendChatMessage(chatId: $chatId, text: $text, attachment: $attachment) { ${MESSAGE_FIELDS} } }`;
export const CHAT_MESSAGES = `query ($chatId: ID!, $last: Int, $before: String) {
  chatMessages(chatId: $chatId, last: $last, before: $before) {
    edges { cursor node { ${MESSAGE_FIELDS} } } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } totalCount } }`;
export const MARK_READ = 'mutation ($chatId: ID!) { markChatRead(chatId: $chatId) }';
export const UNREAD = '{ unreadChats { total chats { chatId unreadCount } } }';
export const MESSAGE_ADDED = `subscription ($chatId: ID!) { chatMessageAdded(chatId: $chatId) { ${MESSAGE_FIELDS} } }`;
export const UNREAD_CHANGED = 'subscription { unreadChatsChanged { total chats { chatId unreadCount } } }';

/** The messages of a page, oldest first. */
export const nodesOf = (page: ChatMessagePage): ChatMessage[] => page.edges.map((edge) => edge.node);

/** The patient's chat id, opened (created when absent) by the holder of `token`. */
export async function openChat(server: TestServer, token: string, patientId: number): Promise<string> {
  const result = await server.gql<{ openPatientChat: { id: string } }>(OPEN_CHAT, { patientId }, token);
  if (!result.data?.openPatientChat) throw new Error(`openPatientChat failed: ${JSON.stringify(result.errors)}`);
  return result.data.openPatientChat.id;
}

/** Sends a text message through GraphQL and returns it as the sender sees it. */
export async function sendMessage(
  server: TestServer,
  token: string,
  chatId: string,
  text: string,
): Promise<ChatMessage> {
  const result = await server.gql<{ sendChatMessage: ChatMessage }>(SEND_MESSAGE, { chatId, text }, token);
  if (!result.data?.sendChatMessage) throw new Error(`sendChatMessage failed: ${JSON.stringify(result.errors)}`);
  return result.data.sendChatMessage;
}

/** Sends a file (with an optional text) as the chat's upload link does, and returns the message as the sender sees it. */
export async function sendAttachment(
  server: TestServer,
  token: string,
  chatId: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  text: string | null = null,
): Promise<ChatMessage> {
  const upload = await graphqlUpload(SEND_MESSAGE, { chatId, text }, { field: 'attachment', ...file });
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
    payload: upload.payload,
  });
  const result = response.json() as { data?: { sendChatMessage: ChatMessage } | null; errors?: unknown };
  if (!result.data?.sendChatMessage) throw new Error(`sendChatMessage failed: ${JSON.stringify(result.errors)}`);
  return result.data.sendChatMessage;
}

/** Marks every chat read up to its newest message for the user: a member of the staff who is caught up. */
export async function readAllChats(db: Database, userId: number): Promise<void> {
  await db
    .insert(chatReads)
    .select(
      db
        .select({
          chatId: chats.id,
          userId: sql<number>`${userId}::int`.as('user_id'),
          lastReadMessageId: sql<number>`max(${chatMessages.id})`.as('last_read_message_id'),
        })
        .from(chats)
        .innerJoin(chatMessages, sql`${chatMessages.chatId} = ${chats.id}`)
        .groupBy(chats.id),
    )
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { lastReadMessageId: sql`excluded.last_read_message_id` },
    });
}

export async function unreadOf(server: TestServer, token: string): Promise<UnreadChats> {
  const result = await server.gql<{ unreadChats: UnreadChats }>(UNREAD, {}, token);
  if (!result.data) throw new Error(`unreadChats failed: ${JSON.stringify(result.errors)}`);
  return result.data.unreadChats;
}

/** Every file stored under the data folder's files/chat, as relative paths. */
export async function chatFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'files', 'chat'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * An event bus that says when a subscriber starts listening on a channel, so a test sends its
 * message only once the subscription over the socket is really in place.
 */
export function observedEventBus(inner: EventBus = createLocalEventBus()) {
  const waiting: { channel: string; resolve: () => void }[] = [];
  const started = (channel: string) => {
    for (const waiter of waiting.filter((item) => item.channel === channel)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const open = new Map<string, number>();
  const bus: EventBus = {
    publish: (channel, payload) => inner.publish(channel, payload),
    close: () => inner.close(),
    subscribe(channel) {
      const source = inner.subscribe(channel);
      let listening = false;
      const iterator: AsyncIterableIterator<unknown> = {
        // The in-memory bus adds its listener during the first `next`.
        next(...args) {
          const result = source.next(...args);
          if (!listening) {
            listening = true;
            open.set(channel, (open.get(channel) ?? 0) + 1);
            started(channel);
          }
          return result;
        },
        return: (value?: unknown) => {
          if (listening) open.set(channel, (open.get(channel) ?? 1) - 1);
          listening = false;
          return source.return?.(value) ?? Promise.resolve({ done: true, value: undefined });
        },
        throw: (error?: unknown) => source.throw?.(error) ?? Promise.reject(error),
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
  };
  /** Resolves when the next subscriber of `channel` listens; call it before subscribing. */
  const nextListener = (channel: string, timeoutMs = 5000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`nadie se suscribió a ${channel} en ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.push({
        channel,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  /** How many subscribers of `channel` are listening now. */
  const listeners = (channel: string) => open.get(channel) ?? 0;
  return { bus, nextListener, listeners };
}

/** The results of one subscription, in order, with a way to wait for the one a test expects. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: FormattedExecutionResult<T, unknown>[] = [];
  let failure: unknown;
  let completed = false;
  let wake = () => {};
  const unsubscribe = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        results.push(value);
        wake();
      },
      error: (error) => {
        failure = error;
        wake();
      },
      complete: () => {
        completed = true;
        wake();
      },
    },
  );
  return {
    results,
    unsubscribe,
    /** Whether the server ended the subscription. */
    get completed() {
      return completed;
    },
    /** The first result from `from` on that matches, or a failure after `timeoutMs`. */
    async until(match: (result: FormattedExecutionResult<T, unknown>) => boolean, from = 0, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = results.slice(from).find(match);
        if (found) return found;
        if (failure) throw failure;
        if (completed) throw new Error(`la suscripción terminó sin el resultado esperado: ${JSON.stringify(results)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`sin el resultado esperado en ${timeoutMs} ms: ${JSON.stringify(results)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}
