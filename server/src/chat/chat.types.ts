import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';

@ObjectType('Chat', { description: 'A patient\'s chat as the chat list shows it (SPEC point 3).' })
export class ChatGql {
  @Field(() => ID) id!: number;
  @Field(() => ID, { description: 'Same as id (the mobile app reads idChat).' }) idChat!: number;
  @Field(() => ID) patientId!: number;
  @Field(() => String) patientName!: string;
  @Field(() => String, { nullable: true }) lastMessage!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastMessageAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, Mexico City' }) daySend!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, Mexico City' }) hourSend!: string | null;
  @Field(() => Int, { description: 'numberNewMessage of the old app' }) unread!: number;
  @Field(() => Boolean, { description: 'true when there are unread messages' }) showNotification!: boolean;
}

@ObjectType('ChatMessage')
export class ChatMessageGql {
  @Field(() => ID) id!: number;
  @Field(() => ID) chatId!: number;
  @Field(() => ID) authorId!: number;
  @Field(() => String, { description: 'Author name' }) user!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the attachment, for the chat\'s participants only' }) document!: string | null;
  @Field(() => String, { nullable: true }) documentName!: string | null;
  @Field(() => String, { nullable: true, description: 'Media type read from the content' }) documentMediaType!: string | null;
  @Field(() => Boolean) isMessageOwner!: boolean;
  @Field(() => Boolean, { description: 'First message of its day in this page' }) newDay!: boolean;
  @Field(() => String) daySend!: string;
  @Field(() => String) hourSend!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType('ChatMessagePage')
export class ChatMessagePageGql {
  @Field(() => [ChatMessageGql], { description: 'The newest perPage messages, oldest first' }) data!: ChatMessageGql[];
  @Field(() => Int) totalMessage!: number;
}

@ObjectType('ChatUnread')
export class ChatUnreadGql {
  @Field(() => ID) chatId!: number;
  @Field(() => Int) unread!: number;
}

@ObjectType('UnreadChats')
export class UnreadChatsGql {
  @Field(() => Int) total!: number;
  @Field(() => [ChatUnreadGql]) chats!: ChatUnreadGql[];
}

@ObjectType('ChatRef')
export class ChatRefGql {
  @Field(() => ID) id!: number;
  @Field(() => ID) idChat!: number;
  @Field(() => ID) patientId!: number;
}
