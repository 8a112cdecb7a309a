import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppError, notFound } from '../common/errors.js';
import { meteredUpload, refuseUnaccepted } from './metered-upload.js';
import { uploadFileToBucket } from './s3-file-upload.js';
import { keepSent, spoolAndSend } from './s3-spool.js';
import type { FileStorage } from './storage.js';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another store than AWS S3 (MinIO, a compatible provider); AWS's own endpoint without it. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Keys asked for per ListObjectsV2 page: the store's own most (1,000 on S3) unless said. */
  listPageSize?: number;
  /** Where uploads are spooled before `adopt` (a ZIP); a folder of the system's temporary one unless said. */
  spoolFolder?: string;
};

/**
 * The size of each part of a multipart upload. lib-storage holds every part in memory while it is
 * sent, `queueSize` parts at once plus the one being filled: 8 MiB × (4 + 1) = 40 MiB at most per
 * upload, whatever the file's size (a 2 GiB CBCT export is 256 parts; S3 allows 10,000).
 */
const partSize = 8 * 1024 * 1024;
/** Parts sent at once: enough to keep the connection to the store busy while the next one fills. */
const queueSize = 4;

/**
 * Files in a bucket of AWS S3, MinIO or another S3-compatible store, behaving as the local driver
 * does: the same keys, the same refusals (metered-upload.ts), NOT_FOUND for a missing key, and
 * nothing left in the bucket when an upload fails. Uploads stream as multipart (never a whole file
 * in memory); reads stream, with a Range when only some bytes are wanted.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const Bucket = options.bucket;
  const client = new S3Client(clientConfig(options));
  unsignedPayloads(client);
  const removeObject = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));
  const statOf = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      throw isMissing(error) ? notFound() : error;
    }
  };
  return {
    async put(prefix, source, putOptions) {
      const upload = await meteredUpload(prefix, source, putOptions);
      const Key = objectKey(upload.key);
      const transfer = new Upload({
        client,
        params: { Bucket, Key, Body: upload.body, ContentType: upload.mediaType },
        partSize,
        queueSize,
        // A failed upload aborts its multipart upload, so its parts do not stay (and cost) in the bucket.
        leavePartsOnError: false,
      });
      try {
        await transfer.done();
        return upload.stored();
      } catch (error) {
        // stored() refuses a source its parser cut short after every byte reached the bucket.
        await removeObject(Key).catch(() => undefined);
        throw upload.failure(error);
      }
    },
    spool: (prefix, source, path, spoolOptions) =>
      spoolAndSend({ client, Bucket, partSize, queueSize, removeObject }, prefix, source, path, spoolOptions),
    async adopt(prefix, file, adoptOptions) {
      if (file.sent) return keepSent(prefix, { ...file, sent: file.sent }, adoptOptions);
      refuseUnaccepted(file.mediaType, adoptOptions);
      const key = `${prefix}/${randomUUID()}.${file.extension}`;
      try {
        await uploadFileToBucket(client, { Bucket, Key: objectKey(key), ContentType: file.mediaType }, file, {
          partSize,
          queueSize,
        });
      } catch (error) {
        // A single PUT that failed stored nothing, and a multipart one was aborted; a PUT whose
        // answer was lost may have stored the object.
        await removeObject(key).catch(() => undefined);
        throw error;
      }
      const { size, checksum, mediaType, extension } = file;
      return { key, size, checksum, mediaType, extension };
    },
    spoolFolder: options.spoolFolder ?? join(tmpdir(), 'portal-spool'),
    async putAt(key, source) {
      const Key = objectKey(key);
      const taken = await statOf(key).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        },
      );
      if (taken) {
        source.destroy();
        throw keyTaken(key);
      }
      const transfer = new Upload({
        client,
        // If-None-Match: a store with conditional writes (S3, MinIO) also refuses a file written meanwhile.
        params: { Bucket, Key, Body: source, IfNoneMatch: '*' },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await transfer.done();
      } catch (error) {
        // Nothing was stored: a single put fails whole, and a multipart upload is aborted.
        const cause = source.errored ?? error;
        source.destroy();
        throw statusOf(cause) === 412 ? keyTaken(key) : cause;
      }
    },
    async read(key, range) {
      const Key = objectKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        return { stream: object.Body as Readable, size: wholeSize(object.ContentRange, object.ContentLength) };
      } catch (error) {
        if (isMissing(error)) throw notFound();
        // A range past the end reads nothing, as from a file on disk (S3 refuses it with 416).
        if (range && isInvalidRange(error)) return { stream: Readable.from([]), size: (await statOf(key)).size };
        throw error;
      }
    },
    stat: statOf,
    async remove(key) {
      // S3 answers a missing key's deletion as done.
      await removeObject(objectKey(key));
    },
    async *list(prefix) {
      // A prefix names a folder, as on disk: `chat` lists `chat/…`, never `chat-archive/…`.
      const Prefix = prefix === '' ? undefined : `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: options.listPageSize }),
        );
        // Only files, as on disk: a key ending in a slash is a folder marker some consoles create.
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.endsWith('/'))
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

function clientConfig(options: S3StorageOptions): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    requestHandler: {
      // A store that does not answer fails the request (and a readiness check) instead of hanging it.
      connectionTimeout: 5_000,
      // Each download streams from its own connection for as long as the client takes to read it;
      // the SDK's default of 50 would make the 51st slow download (or any HEAD) wait for a free one.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    // The SDK's default checksums (CRC32 headers on every request, checked on every answer) are
    // refused or mishandled by several S3-compatible stores; each upload's SHA-256 is ours anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Signs the bodies of uploads as UNSIGNED-PAYLOAD, as S3 and the compatible stores accept: the SDK
 * otherwise hashes every part it sends (SHA-256 of each 8 MiB buffer, for the signature) on top of
 * the upload's own SHA-256 (metered-upload.ts), a second pass over every byte on the server's CPU.
 * TLS keeps the bytes whole on the way to a store on HTTPS, and the answer's ETag is the store's.
 */
function unsignedPayloads(client: S3Client) {
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { method?: string; headers?: Record<string, string> };
      if (request.method === 'PUT' && request.headers) request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
      return next(args);
    },
    { step: 'build', name: 'unsignedPayloads' },
  );
}

/**
 * A key as the local driver accepts it: relative segments only. A store takes `a/../b` literally,
 * but a proxy or a compatible server may resolve it; neither driver lets a key step elsewhere.
 */
function objectKey(key: string): string {
  if (key.split(/[\\/]/).some((segment) => segment === '' || segment === '.' || segment === '..')) throw notFound();
  return key;
}

/** The whole object's length: after the slash of a Content-Range (`bytes 0-99/1234`), else the answer's length. */
function wholeSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : (contentLength ?? 0);
}

/** As the local driver's `wx` write refuses a file already there. */
const keyTaken = (key: string) => Object.assign(new Error(`${key} already holds a file`), { code: 'EEXIST' });

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;

/** A missing key: NoSuchKey (GET) or a bare 404 (HEAD has no body to name it). A missing bucket is not one. */
const isMissing = (error: unknown) =>
  nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket');

const isInvalidRange = (error: unknown) => nameOf(error) === 'InvalidRange' || statusOf(error) === 416;
