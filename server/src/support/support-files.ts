import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { portalMessages } from '../../../shared/portal-messages.js';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { type ServedFile, type StorageOwner, type StoredFile, storedFile } from '../files/index.js';
import type { AccountDeletionStep } from '../users/index.js';
import { supportRequests } from './support.tables.js';
import { scopedDb } from '../access/index.js';
import { supportRequestRecords } from './support-records.js';

/** Attachments are stored under support/<requester id>/. */
const attachmentPrefix = 'support';

/** What a support request may carry, read from the content: images, PDF, video and audio, as the chat shows them. */
export const supportMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/mpeg',
  'video/3gpp',
  'video/x-m4v',
  'video/vnd.avi',
  'video/x-msvideo',
  'video/x-ms-asf',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/ogg',
  'audio/amr',
  'audio/x-ms-asf',
] as const;

/** Where a request's attachment is downloaded (support.rest.ts), with the session's bearer header. */
export const attachmentUrlOf = (requestId: number) => `/support-files/${requestId}`;

/** Control characters are dropped from file names, which are shown and sent back as a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;

export type SupportAttachment = { stored: StoredFile; name: string };

/**
 * Streams a request's attachment to storage, its type read from the content and its size limited
 * like every upload; an empty file counts as none. BAD_USER_INPUT on `attachment` otherwise.
 */
export async function storeAttachment(
  deps: AppDeps,
  actor: Actor,
  file: { stream: Readable; name: string },
): Promise<SupportAttachment | null> {
  const stored = await deps.storage.put(`${attachmentPrefix}/${actor.userId}`, file.stream, {
    maxBytes: deps.config.fileSizeLimitMb * 1024 * 1024,
    accept: supportMediaTypes,
    refusal: portalMessages.supportAttachmentInvalid,
    field: 'attachment',
  });
  if (stored.size === 0) {
    await discardAttachment(deps, stored.key);
    return null;
  }
  const name = file.name.replace(controlCharacters, '').trim().slice(0, 200) || `archivo.${stored.extension}`;
  return { stored, name };
}

/** Removes bytes no row points to; what fails to go now is left to the storage sweep. */
export async function discardAttachment(deps: AppDeps, key: string): Promise<void> {
  await deps.storage
    .remove(key)
    .catch((error: unknown) => deps.log?.error({ err: error, key }, 'support attachment not removed'));
}

/** A request's attachment, for its requester and support staff; NOT_FOUND for anyone else or without one. */
export async function openSupportAttachment(deps: AppDeps, actor: Actor, requestId: number): Promise<ServedFile> {
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(supportRequestRecords, requestId);
  if (!request.attachmentKey) throw notFound();
  return storedFile(deps.storage, request.attachmentKey, {
    name: request.attachmentName ?? 'archivo',
    mediaType: request.attachmentMediaType ?? 'application/octet-stream',
  });
}

/** What the storage sweep asks support: the requests' attachments. */
export const supportStorageOwners: StorageOwner[] = [
  {
    name: 'support attachments',
    prefix: attachmentPrefix,
    async referenced(systemDb, keys) {
      const rows = await systemDb
        .select({ key: supportRequests.attachmentKey })
        .from(supportRequests)
        .where(inArray(supportRequests.attachmentKey, keys));
      return rows.map((row) => row.key!);
    },
  },
];

/** A deleted account's requests go with it (ON DELETE CASCADE); their attachments' bytes once it is committed. */
export const supportAccountDeletion: AccountDeletionStep = {
  name: 'support',
  async collect(tx, userId) {
    const attachments = await tx
      .select({ key: supportRequests.attachmentKey })
      .from(supportRequests)
      .where(and(eq(supportRequests.requesterId, userId), isNotNull(supportRequests.attachmentKey)));
    return async ({ deps }) => {
      for (const { key } of attachments) await discardAttachment(deps, key!);
    };
  },
};
