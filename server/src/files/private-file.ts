import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

/** A file only some users may read, opened for the caller by its feature's service. */
export type PrivateFile = { stream: Readable; size: number; name: string; mediaType: string };

const inlineTypes = /^(image|video|audio)\//;

/**
 * A GET route for private files (chat and support attachments): signed-in callers only, the
 * service deciding who may read what; images, video and audio open inline, anything else
 * downloads; never cached by shared caches nor run as a page. No HEAD twin: it would open the
 * bytes (and record a download) that nobody made; HEAD answers 405.
 */
export function privateFileRoute(
  app: FastifyInstance,
  path: string,
  schema: FastifySchema,
  open: (request: FastifyRequest) => Promise<PrivateFile>,
): void {
  app.get(path, { config: { access: 'authenticated' }, schema, exposeHeadRoute: false }, async (request, reply) => {
    const file = await open(request);
    const disposition = inlineTypes.test(file.mediaType) ? 'inline' : 'attachment';
    return reply
      .type(file.mediaType)
      .header('content-length', file.size)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
  app.head(path, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.code(405).header('allow', 'GET').send(),
  );
}

/**
 * Sends a result file (a study's file or ZIP, through a session or a share link): inline or as a
 * download, never kept by shared caches, never run as a page; a PDF may show in a frame of the portal.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; name: string; mediaType: string; size?: number; inline: boolean },
) {
  reply
    .type(file.mediaType)
    .header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    // A link with a grant or a signature in it never leaves in a Referer.
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    // A PDF previews in a frame of the portal; nothing served here may run scripts of its own.
    .header(
      'content-security-policy',
      file.mediaType === 'application/pdf'
        ? "frame-ancestors 'self'"
        : "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'; sandbox",
    );
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.stream);
}
