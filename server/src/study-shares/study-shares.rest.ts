import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOpening, sendPrivateFile } from '../files/index.js';
import { rowIdOrNotFound } from '../common/ids.js';
import type { AppDeps } from '../deps.js';
import { requestMeta } from '../http/request-meta.js';
import { openSharedFile, sharedStudyZip } from './share-files.service.js';
import { sharedFileSchema, sharedZipSchema } from './study-shares.rest-schemas.js';

/** Types a browser shows by itself: a report opens in place, anything else downloads. */
const inlineTypes = /^(image\/(jpeg|png|gif|webp|bmp)|application\/pdf)$/;

/**
 * A share link's files for its recipient, who has no account: the grant that openSharedStudy
 * answered opens them while the link is open (public routes, the service checks the grant).
 */
export async function studySharesRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const grantOf = (request: FastifyRequest) => (request.query as { grant?: unknown }).grant;
  const meta = (request: FastifyRequest) => requestMeta(request.ip, request.headers);

  // HEAD answers the same headers without opening the bytes; neither it nor the rest of a download
  // (a Range past the first byte) is logged as another opening.
  app.get(
    '/shares/files/:fileId',
    { config: { access: 'public' }, schema: sharedFileSchema },
    async (request, reply) => {
      const { fileId } = request.params as { fileId: string };
      const file = await openSharedFile(
        deps,
        grantOf(request),
        rowIdOrNotFound(fileId),
        meta(request),
        isOpening(request),
      );
      return sendPrivateFile(request, reply, file, inlineTypes.test(file.mediaType));
    },
  );
  app.get('/shares/zip', { config: { access: 'public' }, schema: sharedZipSchema }, async (request, reply) => {
    const zip = await sharedStudyZip(deps, grantOf(request), meta(request), isOpening(request));
    return sendPrivateFile(request, reply, zip, false);
  });
}
