import { Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';

/** How much of the start of a file the type detection needs (file-type's own sample size). */
const sampleBytes = 4100;

/**
 * The type of a stream from its first bytes, and a stream of all its bytes, first ones included.
 * file-type's own `fileTypeStream` never settles on some empty streams (a busboy part of 0 bytes),
 * which left the request hanging; reading the head here ends on any stream.
 */
export async function sniffStream(source: Readable): Promise<{ fileType: FileTypeResult | undefined; stream: Readable }> {
  const chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < sampleBytes) {
    const step = await chunks.next();
    if (step.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(step.value) ? step.value : Buffer.from(step.value as Uint8Array);
    head.push(chunk);
    headBytes += chunk.length;
  }
  const start = Buffer.concat(head);
  const fileType = start.length > 0 ? await fileTypeFromBuffer(start) : undefined;
  async function* all() {
    if (start.length > 0) yield start;
    if (ended) return;
    for (let step = await chunks.next(); !step.done; step = await chunks.next()) yield step.value as Buffer;
  }
  return { fileType, stream: Readable.from(all(), { objectMode: false }) };
}
