import type { Actor } from '../common/actor.js';
import { messages } from '../../../shared/messages.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isNumberPairKey } from '../common/cursors.js';
import { badInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { chatNode, messageNode } from './chat-mapping.js';
import { countChats, listChats, olderMessages } from './chat.service.js';

/**
 * A chat's messages as a backward connection: the `last` messages before the `before` cursor
 * (none: the newest), oldest first. "Mostrar más" asks for the page before `startCursor`, so the
 * app never reads again the messages it already shows.
 */
export async function chatMessageConnection(
  deps: AppDeps,
  actor: Actor,
  chatId: number,
  page: { last: number; before?: string | null },
): Promise<Connection<ReturnType<typeof messageNode>>> {
  const beforeId = page.before ? messageIdOf(page.before, chatId) : undefined;
  const { messages: shown, total, hasOlder } = await olderMessages(deps, actor, chatId, { last: page.last, beforeId });
  const edges = shown.map((message) => ({
    cursor: encodeCursor('chat-messages', [chatId, message.id]),
    node: messageNode(message),
  }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: hasOlder,
      hasNextPage: beforeId !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: total,
  };
}

/** The message a cursor of this chat's messages points at; a cursor of another chat is refused. */
function messageIdOf(cursor: string, chatId: number): number {
  const [cursorChat, messageId] = decodeCursor('chat-messages', cursor, 'before', isNumberPairKey);
  if (cursorChat !== chatId) throw badInput('before', messages.cursorInvalid);
  return messageId;
}

/** The chats the actor takes part in, most recent message first, `first` at a time after the `after` cursor. */
export async function chatConnection(deps: AppDeps, actor: Actor, page: { first: number; after?: string | null }) {
  const after = page.after ? decodeCursor('chats', page.after, 'after', isNumberPairKey) : undefined;
  const [rows, total] = await Promise.all([
    listChats(deps, actor, { after, limit: page.first + 1 }),
    countChats(deps, actor),
  ]);
  const connection = forwardPage(
    rows,
    page.first,
    total,
    (chat) => encodeCursor('chats', [chat.position, chat.id]),
    after !== undefined,
  );
  return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: chatNode(edge.node) })) };
}
