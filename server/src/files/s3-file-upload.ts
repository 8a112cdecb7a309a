import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type FileHandle, open } from 'node:fs/promises';

/**
 * Sends a file of this machine's disk (a spooled upload) to the bucket under `Key`: one PUT when
 * it fits in a part, else a multipart upload of `queueSize` parts at a time. Each part is read
 * from the file straight into one of `queueSize` buffers that every part reuses, and sent from
 * there: no part is copied or allocated again (lib-storage, given a stream, joins its chunks into
 * a new buffer per part), and the SDK can retry a part from its buffer. A failed upload is
 * aborted, so its parts do not stay (and cost) in the bucket.
 */
export async function uploadFileToBucket(
  client: S3Client,
  target: { Bucket: string; Key: string; ContentType: string },
  file: { path: string; size: number },
  { partSize, queueSize }: { partSize: number; queueSize: number },
): Promise<void> {
  const handle = await open(file.path, 'r');
  try {
    if (file.size <= partSize) {
      const body = await readPart(handle, Buffer.allocUnsafeSlow(file.size), 0);
      await client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: file.size }));
      return;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
    const { Bucket, Key } = target;
    const count = Math.ceil(file.size / partSize);
    const parts: { ETag?: string; PartNumber: number }[] = [];
    let next = 0;
    let failed = false;
    const sender = async () => {
      const buffer = Buffer.allocUnsafeSlow(partSize);
      while (next < count && !failed) {
        const index = next++;
        const start = index * partSize;
        const body = await readPart(handle, buffer.subarray(0, Math.min(partSize, file.size - start)), start);
        const PartNumber = index + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body, ContentLength: body.length }),
        );
        parts[index] = { ETag, PartNumber };
      }
    };
    const sent = await Promise.allSettled(
      Array.from({ length: Math.min(queueSize, count) }, () =>
        sender().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    const failure = sent.find((result) => result.status === 'rejected');
    try {
      if (failure) throw failure.reason;
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  } finally {
    await handle.close();
  }
}

/** Fills `buffer` from the file at `position`; a file shorter than it says is an error, never a short part. */
async function readPart(handle: FileHandle, buffer: Buffer, position: number): Promise<Buffer> {
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
    if (bytesRead === 0) throw new Error(`spooled file ended ${buffer.length - filled} bytes early`);
    filled += bytesRead;
  }
  return buffer;
}
