import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { readsFromStart } from './byte-range.js';
import { serveFile, type ServedFile } from './serve-file.js';

/** Whether a request opens its file (recorded in the access log): not HEAD, nor the rest of a download. */
export const isOpening = (request: FastifyRequest) => readsFromStart(request.method, request.headers.range);

const inlineTypes = /^(image|video|audio)\//;

/**
 * A GET (and HEAD) route for private files (chat and support attachments): signed-in callers only,
 * the service deciding who may read what (and recording the opening when `opening`); images, video
 * and audio open inline, anything else downloads; never cached, nor run as a page.
 */
export function privateFileRoute(
  app: FastifyInstance,
  path: string,
  schema: FastifySchema,
  open: (request: FastifyRequest, opening: boolean) => Promise<ServedFile>,
): void {
  app.get(path, { config: { access: 'authenticated' }, schema }, async (request, reply) => {
    const file = await open(request, isOpening(request));
    return serveFile(request, reply, file, {
      disposition: inlineTypes.test(file.mediaType) ? 'inline' : 'attachment',
      cacheControl: 'private, no-store',
      headers: { 'content-security-policy': "default-src 'none'; sandbox" },
    });
  });
}

/**
 * Sends a result file (a study's file or ZIP, through a session or a share link): inline or as a
 * download, never kept by shared caches, never run as a page; a PDF may show in a frame of the portal.
 */
export function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile, inline: boolean) {
  return serveFile(request, reply, file, {
    disposition: inline ? 'inline' : 'attachment',
    cacheControl: 'private, no-store',
    headers: {
      // A link with a grant or a signature in it never leaves in a Referer.
      'referrer-policy': 'no-referrer',
      // A PDF previews in a frame of the portal; nothing served here may run scripts of its own.
      'content-security-policy':
        file.mediaType === 'application/pdf'
          ? "frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'; sandbox",
    },
  });
}
