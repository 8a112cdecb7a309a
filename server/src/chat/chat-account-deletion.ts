import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { AccountDeletionStep } from '../users/index.js';
import { chatMessages, chats } from './chat.tables.js';

/**
 * A deleted patient's chat and every message the user wrote go with the account (ON DELETE
 * CASCADE); the bytes of their attachments (and of their thumbnails) are removed once it is committed.
 */
export const chatAccountDeletion: AccountDeletionStep = {
  name: 'chat',
  async collect(tx, userId) {
    const attachments = await tx
      .select({ key: chatMessages.documentKey, thumbnailKey: chatMessages.documentThumbnailKey })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(
        and(isNotNull(chatMessages.documentKey), or(eq(chats.patientId, userId), eq(chatMessages.authorId, userId))),
      );
    return async ({ deps }) => {
      for (const key of attachments.flatMap((row) => [row.key, row.thumbnailKey]).filter((key) => key !== null)) {
        await deps.storage
          .remove(key)
          .catch((error: unknown) => deps.log?.error({ err: error, key }, 'chat attachment bytes not removed'));
      }
    };
  },
};
