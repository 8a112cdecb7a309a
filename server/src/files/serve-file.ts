import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { portalMessages } from '../../../shared/portal-messages.js';
import { localizeErrorBody } from '../common/error-language.js';
import { translator } from '../common/translations.js';
import { requestedRange } from './byte-range.js';
import type { ByteRange, FileStorage } from './storage.js';

/** A file ready to be served: what it is, and how to read its bytes (all of them or a range). */
export type ServedFile = {
  name: string;
  mediaType: string;
  /** The whole file's length in bytes, known before the first byte is read. */
  size: number;
  /** A strong validator of these exact bytes (quoted), when one is cheap to know. */
  etag?: string;
  modifiedAt?: Date;
  /** Opened only when bytes are sent: never for HEAD, 304 or 416. */
  open(range?: ByteRange): Promise<Readable>;
};

/** How a route hands its file over. */
export type Delivery = {
  /** inline (shown in place), attachment (downloaded), or null for no Content-Disposition. */
  disposition: 'inline' | 'attachment' | null;
  cacheControl: string;
  /** Headers of the route's own (a CSP, a Referrer-Policy…). */
  headers?: Record<string, string>;
};

/**
 * Sends a stored file the way every download route does: Content-Type, Content-Length and
 * Accept-Ranges; one byte range (206, or 416 with the Spanish message when it lies outside the
 * file); HEAD with the same headers and no body; ETag / Last-Modified with 304 when the caller
 * already holds these bytes. The bytes are opened only when some are sent.
 */
export async function serveFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile, delivery: Delivery) {
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', delivery.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .headers(delivery.headers ?? {});
  if (delivery.disposition)
    reply.header('content-disposition', `${delivery.disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  if (file.etag) reply.header('etag', file.etag);
  const modified = file.modifiedAt && new Date(Math.floor(file.modifiedAt.getTime() / 1000) * 1000);
  if (modified) reply.header('last-modified', modified.toUTCString());
  if (isNotModified(request, file.etag, modified)) return reply.code(304).send();

  const range = rangeToSend(request, file, modified);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send(
        localizeErrorBody(
          { message: portalMessages.rangeNotSatisfiable, code: 'BAD_USER_INPUT', field: 'range' },
          translator(await request.getLocale()),
        ),
      );
  reply.type(file.mediaType);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : file.size);
  // Fastify's HEAD twin of a GET route counts the bytes of a body it is given (none: 0) unless the
  // body is a stream, which it drains: an empty one keeps the Content-Length set above.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await file.open(range ?? undefined));
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2) or else If-Modified-Since. */
function isNotModified(request: FastifyRequest, etag: string | undefined, modified: Date | undefined): boolean {
  const held = request.headers['if-none-match'];
  if (held !== undefined)
    return (
      etag !== undefined &&
      held.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
    );
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return modified !== undefined && !Number.isNaN(since) && modified.getTime() <= since;
}

/** The range asked, unless If-Range names other bytes than these (then the whole file, RFC 9110 §13.1.5). */
function rangeToSend(request: FastifyRequest, file: ServedFile, modified: Date | undefined) {
  const condition = [request.headers['if-range']].flat()[0];
  if (condition !== undefined) {
    const sameBytes = condition.startsWith('"')
      ? file.etag !== undefined && !file.etag.startsWith('W/') && condition === file.etag
      : modified !== undefined && Date.parse(condition) === modified.getTime();
    if (!sameBytes) return null;
  }
  return requestedRange(request.headers.range, file.size);
}

/**
 * A stored file by its key, described from storage (length, time written) without opening it.
 * `etag` when the caller knows the bytes' checksum; a key never changes its bytes, so a random
 * key is itself a strong validator.
 */
export async function storedFile(
  storage: FileStorage,
  key: string,
  file: { name: string; mediaType: string; etag?: string },
): Promise<ServedFile> {
  const { size, modifiedAt } = await storage.stat(key);
  return {
    ...file,
    size,
    modifiedAt,
    etag: file.etag ?? `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
    open: async (range) => (await storage.read(key, range)).stream,
  };
}
