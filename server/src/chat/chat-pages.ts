import type { Actor } from '../common/actor.js';
import { messages } from '../../../shared/messages.js';
import {
  type Connection,
  decodeCursor,
  edgeOf,
  encodeCursor,
  forwardPage,
  mapNodes,
  pageInfoOf,
  isNumberPairKey,
  sizeOrDefault,
} from '../common/cursors.js';
import { badInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { chatNode, messageNode } from './chat-mapping.js';
import { newerMessages, olderMessages } from './chat-history.js';
import { messageCursor, type ChatMessageView } from './chat-view.js';
import { countChats, listChats } from './chat.service.js';

/** The page arguments of a chat's messages, as the resolver receives them. */
export type ChatMessagePageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/**
 * A chat's messages as a connection, oldest first, in either direction. Backward (`last`,
 * `before`; the default): the newest messages, or those before `before`, so "Mostrar más" never
 * reads again what the app shows. Forward (`first`, `after`): the messages after `after` (none:
 * from the chat's first), so an app that reconnects asks only for what it missed. Asking both
 * ways at once is BAD_USER_INPUT on `last`.
 */
export async function chatMessageConnection(
  deps: AppDeps,
  actor: Actor,
  chatId: number,
  page: ChatMessagePageArgs,
): Promise<Connection<ReturnType<typeof messageNode>>> {
  const forward = page.first != null || page.after != null;
  if (forward && (page.last != null || page.before != null)) throw badInput('last', messages.pageDirectionConflict);
  if (forward) {
    const first = sizeOrDefault(page.first, 'first');
    const afterId = page.after ? messageIdOf(page.after, chatId, 'after') : undefined;
    const found = await newerMessages(deps, actor, chatId, { first, afterId });
    return messagePage(chatId, found.messages, found.total, {
      hasNextPage: found.hasNewer,
      hasPreviousPage: found.hasOlder,
    });
  }
  const last = sizeOrDefault(page.last, 'last');
  const beforeId = page.before ? messageIdOf(page.before, chatId, 'before') : undefined;
  const found = await olderMessages(deps, actor, chatId, { last, beforeId });
  return messagePage(chatId, found.messages, found.total, {
    hasNextPage: beforeId !== undefined,
    hasPreviousPage: found.hasOlder,
  });
}

function messagePage(
  chatId: number,
  shown: ChatMessageView[],
  totalCount: number,
  more: { hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<ReturnType<typeof messageNode>> {
  const edges = shown.map((message) => edgeOf(messageNode(message), () => messageCursor(chatId, message.id)));
  return { edges, pageInfo: pageInfoOf(edges, more), totalCount };
}

/** The message a cursor of this chat's messages points at; a cursor of another chat is refused. */
function messageIdOf(cursor: string, chatId: number, field: 'after' | 'before'): number {
  const [cursorChat, messageId] = decodeCursor('chat-messages', cursor, field, isNumberPairKey);
  if (cursorChat !== chatId) throw badInput(field, messages.cursorInvalid);
  return messageId;
}

/** The chats the actor takes part in, most recent message first, `first` at a time after the `after` cursor. */
export async function chatConnection(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
) {
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor('chats', page.after, 'after', isNumberPairKey) : undefined;
  const [rows, total] = await Promise.all([
    listChats(deps, actor, { after, limit: first + 1 }),
    countChats(deps, actor),
  ]);
  const connection = forwardPage(
    rows,
    first,
    total,
    (chat) => encodeCursor('chats', [chat.position, chat.id]),
    after !== undefined,
  );
  return mapNodes(connection, chatNode);
}
