import { Arg, Args, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import { Access } from '../graphql/access.js';
import { maxPageSize } from '../common/cursors.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { SharedEvents } from '../graphql/shared-subscriptions.js';
import { chatMessageStream, type LiveMessage, unreadStream } from './chat-live.js';
import { messageNode } from './chat-mapping.js';
import { chatConnection, chatMessageConnection } from './chat-pages.js';
import { markChatRead, openPatientChat, sendChatMessage, unreadSummary } from './chat.service.js';
import {
  ChatConnectionGql,
  ChatMessageConnectionGql,
  ChatMessagePageArgsGql,
  ChatMessageGql,
  ChatRefGql,
  UnreadChatsGql,
} from './chat.types.js';

// Who may chat about which patient is decided in the services (server/src/access), for every role.
@Resolver()
export class ChatResolver {
  @Query(() => ChatConnectionGql, {
    description:
      "Chats with messages that the signed-in user takes part in, most recent message first: staff see the chats of the patients they may see (a doctor, their own patients'), a patient their own chat. Any signed-in user; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  @PageSize('first', maxPageSize)
  chats(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return chatConnection(ctx.deps, requireActor(ctx), page);
  }

  @Query(() => ChatMessageConnectionGql, {
    description:
      "Messages of a chat, oldest first. Backward (the default): the newest `last` ones, or the `last` ones before the `before` cursor to show older messages. Forward: the `first` ones after the `after` cursor, to catch up after a reconnect from the last message the app holds. Only the chat's participants: NOT_FOUND for anyone else, as for a chat that does not exist.",
  })
  @Access('authenticated')
  @PageSize(['first', 'last'], maxPageSize)
  chatMessages(
    @Arg('chatId', () => ID, { description: 'The chat.' }) chatId: number,
    @Args(() => ChatMessagePageArgsGql) page: ChatMessagePageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return chatMessageConnection(ctx.deps, requireActor(ctx), chatId, page);
  }

  @Query(() => UnreadChatsGql, {
    description: "The signed-in user's unread messages by chat; live updates: unreadChatsChanged.",
  })
  @Access('authenticated')
  unreadChats(@Ctx() ctx: GqlContext) {
    return unreadSummary(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => ChatRefGql, {
    description:
      "The patient's chat, created when it does not exist yet. Staff who may see the patient, and the patient for their own chat; NOT_FOUND otherwise.",
  })
  @Access('authenticated')
  async openPatientChat(
    @Arg('patientId', () => ID, { description: 'The patient.' }) patientId: number,
    @Ctx() ctx: GqlContext,
  ) {
    const chat = await openPatientChat(ctx.deps, requireActor(ctx), patientId);
    return { id: chat.id, patientId: chat.patientId };
  }

  @Mutation(() => ChatMessageGql, {
    description:
      "Sends a message with text, one attachment (multipart upload), or both; the chat's participants receive it through chatMessageAdded. BAD_USER_INPUT with the field: empty message (text), text over 2000 characters, a file over the size limit or a broken upload (attachment). NOT_FOUND when the user does not take part in the chat.",
  })
  @Access('authenticated')
  async sendChatMessage(
    @Arg('chatId', () => ID, { description: 'The chat.' }) chatId: number,
    @Arg('text', () => String, {
      nullable: true,
      description: 'The text, up to 2000 characters; may be left out when an attachment is sent.',
    })
    text: string | null,
    @Arg('attachment', () => UploadScalar, {
      nullable: true,
      description:
        'A file (GraphQL multipart request), any type up to appSettings.chatAttachmentLimitMb; larger: BAD_USER_INPUT on attachment.',
    })
    attachment: UploadedFile | null,
    @Ctx() ctx: GqlContext,
  ) {
    const file = attachment ? await attachment.open('attachment') : null;
    return messageNode(
      await sendChatMessage(ctx.deps, requireActor(ctx), { chatId, text, file }, { text: 'text', file: 'attachment' }),
    );
  }

  @Mutation(() => Boolean, {
    description:
      'Marks every message of the chat as read by the signed-in user; always true. NOT_FOUND when the user does not take part in the chat.',
  })
  @Access('authenticated')
  markChatRead(@Arg('chatId', () => ID, { description: 'The chat.' }) chatId: number, @Ctx() ctx: GqlContext) {
    return markChatRead(ctx.deps, requireActor(ctx), chatId);
  }

  @Subscription(() => ChatMessageGql, {
    description: 'Messages added to a chat the user takes part in.',
    subscribe: ({ args, context }) =>
      chatMessageStream((context as GqlContext).deps, requireActor(context as GqlContext), Number(args.chatId)),
  })
  @Access('authenticated')
  @SharedEvents()
  chatMessageAdded(
    @Root() message: LiveMessage,
    @Arg('chatId', () => ID, { description: 'The chat to follow; NOT_FOUND when the user does not take part in it.' })
    _chatId: number,
  ) {
    return message;
  }

  @Subscription(() => UnreadChatsGql, {
    description: "The user's unread counts, whenever they change.",
    subscribe: ({ context }) => unreadStream((context as GqlContext).deps, requireActor(context as GqlContext)),
  })
  @Access('authenticated')
  unreadChatsChanged(@Root() summary: UnreadChatsGql) {
    return summary;
  }
}
