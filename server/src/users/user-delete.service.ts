import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Actor } from '../common/actor.js';
import { AppError, notFound } from '../common/errors.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { announceSessionsEnded } from '../events/session-events.js';
import { chatMessages, chats } from '../chat/chat.tables.js';
import { isRowId } from '../common/ids.js';
import { logAccess } from '../access-log/access-log.js';
import { removeStoredBytes } from '../studies/study-files.service.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { requireAdmin } from './admin-actor.js';
import { users } from './users.tables.js';

/**
 * Deletes an account completely; it cannot be undone. Removed with it (rows first, in one
 * transaction, then the stored bytes): the studies where the user is the patient with their
 * files, files the user uploaded and never attached, the patient's chat, every message the user
 * wrote with its attachments, sessions, reset links and office data (foreign keys cascade). A
 * doctor's patients and studies stay, without doctor. Bytes that fail to go are logged and left
 * to the storage sweep.
 */
export async function deleteUser(deps: AppDeps, actor: Actor, userId: number, meta: RequestMeta): Promise<boolean> {
  requireAdmin(actor);
  if (userId === actor.userId) throw new AppError('FORBIDDEN', messages.ownAccountProtected);
  if (!isRowId(userId)) throw notFound();
  const removed = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    const studyFileRows = await tx.select({ id: studyFiles.id, studyId: studies.id, name: studyFiles.name, key: studyFiles.storageKey })
      .from(studyFiles).innerJoin(studies, eq(studies.id, studyFiles.studyId)).where(eq(studies.patientId, userId));
    const emptyStudies = await tx.select({ id: studies.id }).from(studies).where(eq(studies.patientId, userId));
    const staged = await tx.delete(studyFiles).where(and(isNull(studyFiles.studyId), eq(studyFiles.uploadedBy, userId)))
      .returning({ key: studyFiles.storageKey });
    const attachments = await tx.select({ key: chatMessages.documentKey }).from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(isNotNull(chatMessages.documentKey), or(eq(chats.patientId, userId), eq(chatMessages.authorId, userId))));
    // Studies, their files and group links, the chat and messages, sessions: ON DELETE CASCADE.
    await tx.delete(users).where(eq(users.id, userId));
    return { studyFileRows, emptyStudies, staged, attachments };
  });

  await announceSessionsEnded(deps, { userId });
  const withFiles = new Set(removed.studyFileRows.map((file) => file.studyId));
  await logAccess(deps.db, actor, 'delete', [
    ...removed.studyFileRows.map((file) => ({ patientId: userId, studyId: file.studyId, fileId: file.id, fileName: file.name })),
    ...removed.emptyStudies.filter((study) => !withFiles.has(study.id)).map((study) => ({ patientId: userId, studyId: study.id })),
  ], meta);
  await removeStoredBytes(deps, [...removed.studyFileRows, ...removed.staged].map((file) => file.key));
  for (const { key } of removed.attachments) {
    await deps.storage.remove(key!).catch((error: unknown) => deps.log?.error({ err: error, key }, 'chat attachment bytes not removed'));
  }
  return true;
}
