import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** One chat per patient, shared by the staff who may see that patient. */
export const chats = pgTable('chats', {
  id: serial('id').primaryKey(),
  patientId: integer('patient_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body'),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentMediaType: text('document_media_type'),
    documentSize: integer('document_size'),
    /** An image attachment's upright size in pixels, read when stored; null for other files. */
    documentWidth: integer('document_width'),
    documentHeight: integer('document_height'),
    /** A small WebP copy of an image attachment, made when stored (chat/<chat id>/…); null for other files. */
    documentThumbnailKey: text('document_thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_chat_idx').on(table.chatId, table.id)],
);

/** How far each user has read each chat. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] })],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
