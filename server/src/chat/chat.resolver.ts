import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../files/uploads.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { SharedEvents } from '../graphql/shared-subscriptions.js';
import { chatMessageStream, type LiveMessage, unreadStream } from './chat-live.js';
import { chatOut, messageOut } from './chat-mapping.js';
import { chatMessagePage, listChats, markChatRead, openPatientChat, sendChatMessage, unreadSummary } from './chat.service.js';
import { ChatGql, ChatMessageGql, ChatMessagePageGql, ChatRefGql, UnreadChatsGql } from './chat.types.js';

// Who may chat about which patient is decided in the services (chat-access.ts), for every role.
@Resolver()
export class ChatResolver {
  @Query(() => [ChatGql], { description: 'Chats with messages the user takes part in, most recent first.' })
  @Access('authenticated')
  async chats(@Ctx() ctx: GqlContext) {
    return (await listChats(ctx.deps, requireActor(ctx))).map(chatOut);
  }

  @Query(() => ChatMessagePageGql)
  @Access('authenticated')
  @PageSize('perPage', 500)
  async chatMessages(
    @Arg('chatId', () => ID) chatId: number,
    @Arg('perPage', () => Int, { defaultValue: 12 }) perPage: number,
    @Ctx() ctx: GqlContext,
  ) {
    const actor = requireActor(ctx);
    const page = await chatMessagePage(ctx.deps, actor, chatId, perPage);
    return { data: page.messages.map(messageOut), totalMessage: page.totalMessage };
  }

  @Query(() => UnreadChatsGql)
  @Access('authenticated')
  unreadChats(@Ctx() ctx: GqlContext) {
    return unreadSummary(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => ChatRefGql, { description: "The patient's chat, created when absent." })
  @Access('authenticated')
  async openPatientChat(@Arg('patientId', () => ID) patientId: number, @Ctx() ctx: GqlContext) {
    const chat = await openPatientChat(ctx.deps, requireActor(ctx), patientId);
    return { id: chat.id, idChat: chat.id, patientId: chat.patientId };
  }

  @Mutation(() => ChatMessageGql, { description: 'Text and/or one attachment; an empty message is refused.' })
  @Access('authenticated')
  async sendChatMessage(
    @Arg('chatId', () => ID) chatId: number,
    @Arg('message', () => String, { nullable: true }) message: string | null,
    @Arg('document', () => GraphQLUpload, { nullable: true }) document: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const file = document ? await openUpload(document, 'document') : null;
    return messageOut(await sendChatMessage(ctx.deps, requireActor(ctx), { chatId, text: message, file }));
  }

  @Mutation(() => Boolean)
  @Access('authenticated')
  markChatRead(@Arg('chatId', () => ID) chatId: number, @Ctx() ctx: GqlContext) {
    return markChatRead(ctx.deps, requireActor(ctx), chatId);
  }

  @Subscription(() => ChatMessageGql, {
    description: 'Messages added to a chat the user takes part in.',
    subscribe: ({ args, context }) => chatMessageStream((context as GqlContext).deps, requireActor(context as GqlContext), Number(args.chatId)),
  })
  @Access('authenticated')
  @SharedEvents()
  chatMessageAdded(@Root() message: LiveMessage, @Arg('chatId', () => ID) _chatId: number) {
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
