import { createHash, randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { messages } from '../../../shared/messages.js';
import { AppError, badInput } from '../common/errors.js';
import { uploadFailure } from '../http/uploads.js';
import { sniffStream } from './sniff.js';
import { countUploadBytes } from './young-collection.js';
import type { PutOptions, StoredFile } from './storage.js';

/** An upload on its way to a driver's store, typed and metered the same way whatever the store. */
export type MeteredUpload = {
  /** `${prefix}/${uuid}.${extension}`: the key the driver writes. */
  key: string;
  /** As sniffed from the first bytes (application/octet-stream when unknown). */
  mediaType: string;
  /** Every byte of the source, counted, hashed and tapped; fails with the Spanish "too large" past `maxBytes`. */
  body: Readable;
  /** What was stored, once the driver wrote all of `body`; throws when the source was cut at its parser's limit. */
  stored(): StoredFile;
  /** The error to throw for a failure while writing (the multipart parsers' own errors become the sender's 4xx); stops the source. */
  failure(error: unknown): unknown;
};

/**
 * Refuses a type (sniffed from the first bytes; undefined when unknown) that `accept` does not
 * list, with `refusal` on `field`: for an upload before a byte is stored, for a spooled file
 * before it is kept.
 */
export function refuseUnaccepted(
  mediaType: string | undefined,
  { accept, refusal = messages.imageInvalid, field = 'file' }: Pick<PutOptions, 'accept' | 'refusal' | 'field'>,
): void {
  if (accept && (!mediaType || !accept.includes(mediaType))) throw badInput(field, refusal);
}

/**
 * Sniffs the source's type from its first bytes and refuses what `accept` does not list (before a
 * byte is written), then hands the driver a stream that counts, hashes and taps each chunk on its
 * way. Both drivers go through here, so they refuse the same files with the same messages.
 */
export async function meteredUpload(
  prefix: string,
  source: Readable,
  { maxBytes, accept, refusal, field = 'file', tap }: PutOptions,
): Promise<MeteredUpload> {
  const { fileType: type, stream: typed } = await sniffStream(source);
  try {
    refuseUnaccepted(type?.mime, { accept, refusal, field });
  } catch (error) {
    typed.resume();
    throw error;
  }
  const extension = type?.ext ?? 'bin';
  const mediaType = type?.mime ?? 'application/octet-stream';
  const tooLarge = () => new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field });
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooLarge());
      hash.update(chunk);
      tap?.(chunk);
      countUploadBytes(chunk.length);
      callback(null, chunk);
    },
  });
  // pipeline destroys the meter with the source's error (a body cut short), so the driver reading
  // the meter sees it; the callback only keeps that error from going unhandled here.
  const body = pipeline(typed, meter, () => {});
  const key = `${prefix}/${randomUUID()}.${extension}`;
  return {
    key,
    mediaType,
    body,
    stored() {
      // A multipart parser that stops at its own limit ends the stream early but quietly.
      if ((source as { truncated?: boolean }).truncated) throw tooLarge();
      return {
        key,
        size,
        checksum: hash.digest('hex'),
        mediaType,
        extension,
      };
    },
    failure(error) {
      // The source's own failure (over the limit, cut short) wins over what the store made of it:
      // an object store's client may report its abort of the upload instead.
      const cause = body.errored ?? error;
      body.destroy();
      // The multipart parsers end a stream over their limit, or cut short, with an error of theirs.
      return uploadFailure(cause, field) ?? cause;
    },
  };
}
