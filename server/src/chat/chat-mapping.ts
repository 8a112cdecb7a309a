import type { ChatMessageView } from './chat-view.js';
import type { ChatSummary } from './chat.service.js';

/** GraphQL and REST show a chat with the field names of SPEC point 3. */
export function chatOut(chat: ChatSummary) {
  return { ...chat, idChat: chat.id, showNotification: chat.unread > 0 };
}

export function messageOut(view: ChatMessageView) {
  return {
    id: view.id, chatId: view.chatId, authorId: view.authorId, user: view.authorName, message: view.body,
    document: view.documentUrl, documentName: view.documentName, documentMediaType: view.documentMediaType,
    isMessageOwner: view.isMessageOwner, newDay: view.newDay, daySend: view.daySend, hourSend: view.hourSend,
    createdAt: new Date(view.createdAt),
  };
}
