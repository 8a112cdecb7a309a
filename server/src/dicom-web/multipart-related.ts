import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** One part of a multipart/related answer: its headers, its length and how to open its bytes. */
export type RelatedPart = { contentType: string; length: number; open(): Promise<Readable> };

/**
 * A multipart/related body (PS3.18 8.7.3.5) streamed part after part: each part's bytes are opened
 * only when the previous one is sent, so a series of hundreds of instances is never held in memory.
 * The length is known before the first byte, so the answer carries Content-Length.
 */
export function multipartRelated(type: string, parts: RelatedPart[]) {
  const boundary = randomBytes(16).toString('hex');
  const head = (part: RelatedPart) =>
    Buffer.from(`--${boundary}\r\nContent-Type: ${part.contentType}\r\nContent-Length: ${part.length}\r\n\r\n`);
  const separator = Buffer.from('\r\n');
  const close = Buffer.from(`--${boundary}--\r\n`);
  const length =
    parts.reduce((sum, part) => sum + head(part).length + part.length + separator.length, 0) + close.length;
  async function* body() {
    for (const part of parts) {
      yield head(part);
      for await (const chunk of await part.open()) yield chunk as Buffer;
      yield separator;
    }
    yield close;
  }
  return {
    contentType: `multipart/related; type="${type}"; boundary=${boundary}`,
    length,
    stream: Readable.from(body(), { objectMode: false }),
  };
}
