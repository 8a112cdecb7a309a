import { and, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { AppDeps } from '../deps.js';
import { type ServedFile, storedFile } from '../files/index.js';
import { scopedDb } from '../access/index.js';
import { chatMessages } from './chat.tables.js';
import { chatRecords } from './chat-records.js';

/**
 * The thumbnail of an image attachment, for a participant of its chat (NOT_FOUND for anyone
 * else, and for a message without one). Unlike the attachment itself it is not written to the
 * access log: the app shows it in every bubble, and opening the picture is what gets logged.
 */
export async function openAttachmentThumbnail(deps: AppDeps, actor: Actor, messageId: number): Promise<ServedFile> {
  if (parseRowId(messageId) === undefined) throw notFound();
  const scoped = scopedDb(deps, actor);
  const [found] = await scoped.db
    .select({
      chatId: chatMessages.chatId,
      key: chatMessages.documentThumbnailKey,
      name: chatMessages.documentName,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), isNotNull(chatMessages.documentThumbnailKey)));
  await scoped.require(chatRecords, found?.chatId);
  const name = `${(found.name ?? 'imagen').replace(/\.[^.]*$/, '')}-miniatura.webp`;
  return storedFile(deps.storage, found.key!, { name, mediaType: 'image/webp' });
}
