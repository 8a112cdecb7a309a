import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { ByteSize } from '../graphql/byte-size.js';
import { ID } from '../graphql/id-scalar.js';

@ObjectType('Chat', {
  description: "A patient's conversation with the lab's staff and their doctor, as the chat list shows it.",
})
export class ChatGql {
  @Field(() => ID, { description: 'The chat; pass it to chatMessages, sendChatMessage and chatMessageAdded.' })
  id!: number;
  @Field(() => ID, { description: 'The patient the chat is about (and who takes part in it).' }) patientId!: number;
  @Field(() => String, { description: "The patient's full name: name, paternal and maternal surname." })
  patientName!: string;
  @Field(() => String, {
    nullable: true,
    description: "The last message's text, or its attachment's file name when it had no text.",
  })
  lastMessage!: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When the last message was sent.' })
  lastMessageAt!: Date | null;
  @Field(() => Int, { description: 'Messages from others that the signed-in user has not read (0 when up to date).' })
  unreadCount!: number;
}

@ObjectType('ChatAttachment', { description: 'The file sent with a chat message.' })
export class ChatAttachmentGql {
  @Field(() => String, {
    description:
      "Path of the file on this server (GET it with the same Authorization header; only the chat's participants may). Relative: prefix it with the API's origin.",
  })
  url!: string;
  @Field(() => String, { description: 'The file name as it was sent.' }) name!: string;
  @Field(() => String, {
    description:
      'Media type read from the file\'s content (e.g. "image/jpeg", "application/pdf"), not from its name; "application/octet-stream" when the content says nothing.',
  })
  mediaType!: string;
  @Field(() => ByteSize, { description: 'Size of the file in bytes, to show before the download.' })
  byteSize!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      "An image's width in pixels as it is shown (the photo's rotation applied), to reserve its place in the bubble before it loads; null for other files.",
  })
  width!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "An image's height in pixels as it is shown (the photo's rotation applied); null for other files.",
  })
  height!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A small WebP copy of an image (at most 320 px on its longer side) for the bubble: a path on this server like url, GET it with the same Authorization header (only the chat's participants may). Null for other files: show an icon with name and byteSize.",
  })
  thumbnailUrl!: string | null;
}

@ObjectType('ChatMessage', { description: 'One message of a chat: text, an attachment, or both.' })
export class ChatMessageGql {
  @Field(() => ID, { description: 'The message; ids grow with time within a chat.' }) id!: number;
  @Field(() => ID, { description: 'The chat it belongs to.' }) chatId!: number;
  @Field(() => String, {
    description:
      "The message's place in its chat, the same as its edge's cursor: pass it to chatMessages as `after` to read the messages sent after it (catch up after a reconnect, from the last message the app holds), or as `before` for older ones.",
  })
  cursor!: string;
  @Field(() => ID, { description: 'Who sent it.' }) authorId!: number;
  @Field(() => String, { description: "The sender's name and paternal surname." }) authorName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The text; null for an attachment sent alone. At most 2000 characters.',
  })
  text!: string | null;
  @Field(() => ChatAttachmentGql, { nullable: true, description: 'The attached file; null when there is none.' })
  attachment!: ChatAttachmentGql | null;
  @Field(() => Boolean, { description: 'Whether the signed-in user sent it (shown on the right, as "Yo").' })
  isMessageOwner!: boolean;
  @Field(() => DateOnly, {
    description: "The lab's calendar day it was sent on (America/Mexico_City), for grouping messages by day.",
  })
  day!: string;
  @Field(() => Boolean, {
    description: 'Whether it is the first message of its day (see `day`) in the chat, so a day heading goes before it.',
  })
  newDay!: boolean;
  @Field(() => DateTime, { description: 'When it was sent.' }) createdAt!: Date;
}

export const ChatMessageConnectionGql = connectionOf(ChatMessageGql, 'ChatMessage', {
  entries: 'messages of a chat',
  order: 'oldest first',
  total: 'Messages in the whole chat.',
});

export const ChatConnectionGql = connectionOf(ChatGql, 'Chat', {
  entries: 'chats the user takes part in',
  order: 'most recent message first',
  total: 'Chats with messages that the user takes part in.',
});

@ObjectType('ChatUnread', { description: 'Unread messages of one chat.' })
export class ChatUnreadGql {
  @Field(() => ID, { description: 'The chat.' }) chatId!: number;
  @Field(() => Int, { description: 'Messages from others the signed-in user has not read; always more than 0 here.' })
  unreadCount!: number;
}

@ObjectType('UnreadChats', { description: "The signed-in user's unread messages, for the chat button's badge." })
export class UnreadChatsGql {
  @Field(() => Int, { description: 'Unread messages in all chats together.' }) total!: number;
  @Field(() => [ChatUnreadGql], { description: 'Each chat with unread messages; chats without any are left out.' })
  chats!: ChatUnreadGql[];
}

@ObjectType('ChatRef', { description: "A patient's chat, as opening it answers." })
export class ChatRefGql {
  @Field(() => ID, { description: 'The chat.' }) id!: number;
  @Field(() => ID, { description: 'The patient it is about.' }) patientId!: number;
}

/** The page arguments of a chat's messages: backward by default (the newest), forward to catch up. */
@ArgsType()
export class ChatMessagePageArgsGql {
  @Field(() => Int, {
    nullable: true,
    description:
      'Messages of a page read backward, 1 to 100: the newest ones, or the ones before `before`. 20 when no size is given (the portal asks for 12). BAD_USER_INPUT outside 1..100.',
  })
  last?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The startCursor of the page shown (or the cursor of the oldest message shown): read the messages before it. None: the newest messages. BAD_USER_INPUT when it is not a cursor of this chat.',
  })
  before?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Messages of a page read forward, 1 to 100: the oldest ones, or the ones after `after`; 20 when left out. BAD_USER_INPUT outside 1..100, or (on last) together with last or before.',
  })
  first?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The cursor of the newest message the app holds (a ChatMessage.cursor, also from chatMessageAdded or sendChatMessage, or the endCursor of a page): read the messages sent after it, oldest first, to catch up after a reconnect; page on with endCursor while hasNextPage. BAD_USER_INPUT when it is not a cursor of this chat.',
  })
  after?: string | null;
}
