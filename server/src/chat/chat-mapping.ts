import { dayOf, hourOf, messageCursor, type ChatMessageView } from './chat-view.js';
import type { ChatSummary } from './chat.service.js';

/**
 * REST shows a chat with the field names of SPEC point 3, with its last message's day and hour in
 * the lab's time zone (written here, for REST alone: GraphQL answers the instant).
 */
export function chatOut(chat: ChatSummary) {
  return {
    ...chat,
    idChat: chat.id,
    showNotification: chat.unread > 0,
    daySend: chat.lastMessageAt ? dayOf(chat.lastMessageAt) : null,
    hourSend: chat.lastMessageAt ? hourOf(chat.lastMessageAt) : null,
  };
}

/** REST shows a message with the field names of SPEC point 3. */
export function messageOut(view: ChatMessageView) {
  return {
    id: view.id,
    chatId: view.chatId,
    authorId: view.authorId,
    user: view.authorName,
    message: view.body,
    document: view.documentUrl,
    documentName: view.documentName,
    documentMediaType: view.documentMediaType,
    isMessageOwner: view.isMessageOwner,
    newDay: view.newDay,
    daySend: view.daySend,
    hourSend: view.hourSend,
    createdAt: new Date(view.createdAt),
  };
}

/** A chat as GraphQL v1 shows it. */
export function chatNode(chat: ChatSummary) {
  return {
    id: chat.id,
    patientId: chat.patientId,
    patientName: chat.patientName,
    lastMessage: chat.lastMessage,
    lastMessageAt: chat.lastMessageAt,
    unreadCount: chat.unread,
  };
}

/** A message as GraphQL v1 shows it. */
export function messageNode(view: ChatMessageView) {
  return {
    id: view.id,
    chatId: view.chatId,
    cursor: messageCursor(view.chatId, view.id),
    authorId: view.authorId,
    authorName: view.authorName,
    text: view.body,
    attachment: view.documentUrl
      ? {
          url: view.documentUrl,
          name: view.documentName ?? '',
          mediaType: view.documentMediaType ?? 'application/octet-stream',
          byteSize: view.documentSize,
          width: view.documentWidth,
          height: view.documentHeight,
          thumbnailUrl: view.thumbnailUrl,
        }
      : null,
    isMessageOwner: view.isMessageOwner,
    day: view.daySend,
    newDay: view.newDay,
    createdAt: new Date(view.createdAt),
  };
}
