import { Readable } from 'node:stream';
import type { FileTypeResult } from 'file-type';

/** How much of the start of a file the type detection needs (file-type's own sample size). */
const sampleBytes = 4100;

let fileTypeLoading: Promise<typeof import('file-type')> | undefined;
/** file-type and its readers (about 35 modules), loaded with the first upload, not with the server. */
const loadFileType = () => (fileTypeLoading ??= import('file-type'));

/**
 * The type of a stream from its first bytes, and a stream of all its bytes, first ones included.
 * The head is read off the stream and put back, so the same stream carries the whole file on
 * (no extra stream per chunk of a 2 GB upload, and a multipart parser's `truncated` flag stays
 * readable). file-type's own `fileTypeStream` never settles on some empty streams (a busboy part
 * of 0 bytes), which left the request hanging; reading the head here ends on any stream.
 */
export async function sniffStream(
  source: Readable,
): Promise<{ fileType: FileTypeResult | undefined; stream: Readable }> {
  const { head, ended } = await readHead(source);
  const fileType = head.length > 0 ? await (await loadFileType()).fileTypeFromBuffer(head) : undefined;
  if (!ended) return { fileType, stream: source };
  return { fileType, stream: Readable.from(head.length > 0 ? [head] : [], { objectMode: false }) };
}

/**
 * At least `sampleBytes` from the start of the stream, put back at once (in the same turn, so a
 * stream whose last bytes were just read does not end meanwhile) and left paused; or the whole
 * stream, `ended`, when it is shorter.
 */
function readHead(source: Readable): Promise<{ head: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  if (source.readableEnded) return Promise.resolve({ head: Buffer.alloc(0), ended: true });
  // A multipart parser destroys the part of a body cut short, possibly before anyone listens.
  if (source.errored) return Promise.reject(source.errored);
  if (source.destroyed) return Promise.reject(new Error('Unexpected end of form'));
  return new Promise((resolve, reject) => {
    const finish = (ended: boolean) => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
      const head = Buffer.concat(chunks);
      if (!ended) source.unshift(head);
      resolve({ head, ended });
    };
    const onReadable = () => {
      for (let chunk = source.read(); chunk !== null; chunk = bytes < sampleBytes ? source.read() : null) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        chunks.push(buffer);
        bytes += buffer.length;
      }
      if (bytes >= sampleBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      reject(error);
    };
    source.on('readable', onReadable);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}
