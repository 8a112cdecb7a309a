import type { Readable } from 'node:stream';
import { and, eq, ne, sql } from 'drizzle-orm';
import { roles } from '../../../shared/limits.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { supportMessageSchema, supportRequestSchema } from '../../../shared/validation/support.js';
import { type Actor, requireRole } from '../common/actor.js';
import type { Connection } from '../common/cursors.js';
import { conflict, validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { discardAttachment, storeAttachment } from './support-files.js';
import { type RequestPageArgs, supportRequestPage } from './support-pages.js';
import { supportView, type SupportRequestView } from './support-view.js';
import { supportReplies, supportRequests } from './support.tables.js';
import { scopedDb } from '../access/index.js';
import { mySupportRequestRecords } from './support-records.js';

/**
 * Sends a support request to the support staff, with an optional attachment (image, PDF, video or
 * audio): it starts OPEN. Any signed-in user. Refused input stores nothing, not even the file.
 */
export async function createSupportRequest(
  deps: AppDeps,
  actor: Actor,
  input: unknown,
  file: { stream: Readable; name: string } | null = null,
): Promise<SupportRequestView> {
  requireRole(actor, roles);
  const valid = await validateInput(supportRequestSchema, input).catch((error: unknown) => {
    file?.stream.resume();
    throw error;
  });
  const attachment = file ? await storeAttachment(deps, actor, file) : null;
  const scoped = scopedDb(deps, actor);
  try {
    const [row] = await scoped.db
      .insert(supportRequests)
      .values({
        requesterId: actor.userId,
        subject: valid.subject,
        message: valid.message,
        attachmentKey: attachment?.stored.key ?? null,
        attachmentName: attachment?.name ?? null,
        attachmentMediaType: attachment?.stored.mediaType ?? null,
        attachmentSize: attachment?.stored.size ?? null,
      })
      .returning();
    return await supportView(scoped.db, row);
  } catch (error) {
    // No row, no file.
    if (attachment) await discardAttachment(deps, attachment.stored.key);
    throw error;
  }
}

/** The signed-in user's own requests, most recent activity first, with their conversations. */
export async function mySupportRequests(
  deps: AppDeps,
  actor: Actor,
  page: RequestPageArgs,
): Promise<Connection<SupportRequestView>> {
  requireRole(actor, roles);
  const scoped = scopedDb(deps, actor);
  return supportRequestPage(scoped.db, 'my-support-requests', scoped.visible(mySupportRequestRecords), page);
}

/** One of the signed-in user's own requests; NOT_FOUND for anyone else's (staff included). */
export async function mySupportRequest(deps: AppDeps, actor: Actor, id: number): Promise<SupportRequestView> {
  requireRole(actor, roles);
  const scoped = scopedDb(deps, actor);
  return supportView(scoped.db, await scoped.require(mySupportRequestRecords, id));
}

/**
 * The requester's follow-up message in their own request's conversation, while it is not
 * closed (CONFLICT then: they send a new request). The request's state stays as it was.
 */
export async function addSupportMessage(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<SupportRequestView> {
  requireRole(actor, roles);
  const { message } = await validateInput(supportMessageSchema, input);
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(mySupportRequestRecords, id);
  const row = await scoped.db.transaction(async (tx) => {
    const [open] = await tx
      .update(supportRequests)
      .set({ lastActivityAt: sql`now()` })
      .where(and(eq(supportRequests.id, request.id), ne(supportRequests.state, 'CLOSED')))
      .returning();
    if (!open) throw conflict('id', portalMessages.supportRequestClosed);
    await tx.insert(supportReplies).values({ requestId: open.id, authorId: actor.userId, fromSupport: false, message });
    return open;
  });
  return supportView(scoped.db, row);
}
