import { encodeCursor } from '../common/cursors.js';
import { labTimeZone } from '../common/dates.js';

/** What every subscriber of a chat receives when a message is sent (small enough for NOTIFY). */
export type ChatMessageEvent = {
  id: number;
  chatId: number;
  authorId: number;
  authorName: string;
  body: string | null;
  documentName: string | null;
  documentMediaType: string | null;
  /** The attachment's size in bytes; 0 when there is none. */
  documentSize: number;
  /** An image attachment's upright size in pixels; null for other files. */
  documentWidth: number | null;
  documentHeight: number | null;
  hasThumbnail: boolean;
  hasDocument: boolean;
  createdAt: string;
  /** Day of the message before it (live events only), so a delivered message knows if it opens a day. */
  previousDay?: string | null;
};

/** A message as one reader sees it (SPEC point 3, chat message). */
export type ChatMessageView = ChatMessageEvent & {
  isMessageOwner: boolean;
  documentUrl: string | null;
  thumbnailUrl: string | null;
  daySend: string;
  hourSend: string;
  newDay: boolean;
};

const day = new Intl.DateTimeFormat('en-CA', {
  timeZone: labTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hour = new Intl.DateTimeFormat('en-GB', {
  timeZone: labTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const dayOf = (date: Date) => day.format(date);
export const hourOf = (date: Date) => hour.format(date);
export const documentUrlOf = (messageId: number) => `/chat-files/${messageId}`;
export const thumbnailUrlOf = (messageId: number) => `/chat-files/${messageId}/thumbnail`;

/** What an event tells of a stored attachment, from its row's columns. */
export function documentFacts(row: {
  size: number | null;
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
}): Pick<ChatMessageEvent, 'documentSize' | 'documentWidth' | 'documentHeight' | 'hasThumbnail'> {
  return {
    documentSize: Number(row.size ?? 0),
    documentWidth: row.width === null ? null : Number(row.width),
    documentHeight: row.height === null ? null : Number(row.height),
    hasThumbnail: row.thumbnailKey !== null,
  };
}
/** A message's cursor in its chat: `after` it reads what followed it, `before` it what preceded it. */
export const messageCursor = (chatId: number, messageId: number) => encodeCursor('chat-messages', [chatId, messageId]);

/** Messages oldest first for one reader; `newDay` marks the first message of each day. */
export function toMessageViews(events: ChatMessageEvent[], readerId: number): ChatMessageView[] {
  let previousDay = events[0]?.previousDay ?? '';
  return events.map((event) => {
    const created = new Date(event.createdAt);
    const daySend = dayOf(created);
    const view: ChatMessageView = {
      ...event,
      isMessageOwner: event.authorId === readerId,
      documentUrl: event.hasDocument ? documentUrlOf(event.id) : null,
      thumbnailUrl: event.hasDocument && event.hasThumbnail ? thumbnailUrlOf(event.id) : null,
      daySend,
      hourSend: hourOf(created),
      newDay: daySend !== previousDay,
    };
    previousDay = daySend;
    return view;
  });
}
