import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { meteredUpload, refuseUnaccepted } from './metered-upload.js';
import { spoolMetered } from './spooled-upload.js';
import type { PutOptions, SentCopy, SpooledFile, SpoolOptions, StoredFile } from './storage.js';

/** The bucket a spooled upload is sent to, and how (s3-storage.ts). */
export type SpoolTarget = {
  client: S3Client;
  Bucket: string;
  partSize: number;
  queueSize: number;
  removeObject: (key: string) => Promise<unknown>;
};

/**
 * Spools an upload to `path` (spooled-upload.ts) and sends the same bytes on to the bucket, under
 * a new key of `prefix`, as they arrive: a ZIP kept whole is in the bucket when its last byte is
 * on the disk, instead of being sent after it (which made an upload take as long as both). The
 * slower of the two sets the pace. A failure of either stops both, and leaves nothing at `path`
 * nor in the bucket.
 */
export async function spoolAndSend(
  target: SpoolTarget,
  prefix: string,
  source: Readable,
  path: string,
  options: SpoolOptions,
): Promise<SpooledFile> {
  const { client, Bucket, partSize, queueSize, removeObject } = target;
  const upload = await meteredUpload(prefix, source, options);
  const toBucket = new PassThrough();
  upload.body.pipe(toBucket);
  const transfer = new Upload({
    client,
    params: { Bucket, Key: upload.key, Body: toBucket, ContentType: upload.mediaType },
    partSize,
    queueSize,
    leavePartsOnError: false,
  });
  const sending = transfer.done().then(() => undefined);
  // The bucket failing stops the spool too: the disk's side would otherwise wait for it forever.
  sending.catch((error: unknown) => upload.body.destroy(error as Error));
  /** Ends the sending (a multipart upload cut short is aborted) and removes what it stored. */
  const drop = async () => {
    if (!toBucket.writableFinished) toBucket.destroy();
    await sending.catch(() => undefined);
    await removeObject(upload.key).catch(() => undefined);
  };
  try {
    const spooled = await spoolMetered(upload, path);
    return { ...spooled, sent: { key: upload.key, done: sending, drop } };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Keeps the copy of a spooled upload sent while it was spooled, once the bucket holds all of it;
 * a type `accept` does not list (or a copy under another prefix) is refused and the copy removed.
 */
export async function keepSent(
  prefix: string,
  file: SpooledFile & { sent: SentCopy },
  options: Pick<PutOptions, 'accept' | 'refusal' | 'field'>,
): Promise<StoredFile> {
  const { sent, size, checksum, mediaType, extension } = file;
  try {
    if (!sent.key.startsWith(`${prefix}/`)) throw new Error(`the copy sent as ${sent.key} is not under ${prefix}/`);
    refuseUnaccepted(mediaType, options);
    await sent.done;
  } catch (error) {
    await sent.drop();
    throw error;
  }
  return { key: sent.key, size, checksum, mediaType, extension };
}
