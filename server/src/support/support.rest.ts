import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../common/errors.js';
import { rowIdOrNotFound } from '../common/ids.js';
import type { AppDeps } from '../deps.js';
import { privateFileRoute } from '../files/index.js';
import { errorResponses, fileResponses, rowIdParam } from '../http/rest-schemas.js';
import { openSupportAttachment, supportMediaTypes } from './support-files.js';

const attachmentSchema = {
  tags: ['Support'],
  summary: "Download a support request's attachment",
  description:
    'The file sent with a support request (SupportRequest.attachment.url), for its requester and the support ' +
    'staff; 404 for anyone else, as for a request without a file. Images, video and audio open inline, PDFs ' +
    'download. Never cached by shared caches.' +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  params: rowIdParam('requestId', 'The support request.'),
  response: {
    ...fileResponses(
      'The file, with the media type it was stored as (told by its content when uploaded).',
      supportMediaTypes,
    ),
    ...errorResponses(404),
  },
};

/** The download of support attachments (GraphQL answers their URL). */
export async function supportRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  privateFileRoute(app, '/support-files/:requestId', attachmentSchema, async (request) => {
    const actor = await request.getActor();
    if (!actor) throw unauthenticated();
    const { requestId } = request.params as { requestId: string };
    return openSupportAttachment(options.deps, actor, rowIdOrNotFound(requestId));
  });
}
