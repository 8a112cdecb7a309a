import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import type { Actor } from '../common/actor.js';
import { AppError, badInput, unauthenticated } from '../common/errors.js';
import { rowIdOrNotFound } from '../common/ids.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { fileLinkErrorHandler, isOpening, sendPrivateFile } from '../files/index.js';
import { requestMeta } from '../http/request-meta.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { openStudyFile, studyZip } from './study-files.service.js';
import { stageStudyUpload } from './study-zip-upload.js';
import { studyFileSchema, studyZipSchema, uploadStudyFileSchema } from './studies.rest-schemas.js';

/** Types a browser shows by itself: previews open inline, anything else downloads. */
const inlineTypes = /^(image\/(jpeg|png|gif|webp|bmp)|application\/pdf|video\/(mp4|webm|quicktime))$/;

/**
 * Result files over HTTP: the upload of one file (streamed, before its study is saved), the
 * download of one file at /files/<id> and of a whole study as a ZIP. The bearer token or a signed
 * link (see signed-links.ts) says who asks; every view and download is logged.
 */
export async function studiesRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const signedIn = async (request: FastifyRequest): Promise<Actor> => {
    const actor = await request.getActor();
    if (!actor) throw unauthenticated();
    return actor;
  };
  const meta = (request: FastifyRequest): RequestMeta => requestMeta(request.ip, request.headers);
  // A dead signed link opened in a browser answers with the portal's page about it, not JSON.
  // Fastify awaits an async route error handler; only the route option's type says it returns void,
  // hence the two no-misused-promises exceptions below.
  const errorHandler = fileLinkErrorHandler(deps);

  app.post(
    '/studies/uploads',
    { config: { access: roleGroups.studyStaff }, schema: uploadStudyFileSchema },
    async (request, reply) => {
      const actor = await signedIn(request);
      if (!request.isMultipart()) throw badInput('file', messages.studyFilesRequired);
      const maxBytes = deps.config.studyFileSizeLimitMb * 1024 * 1024;
      let part;
      try {
        part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413)
          throw new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field: 'file' });
        throw error;
      }
      if (!part) throw badInput('file', messages.studyFilesRequired);
      const { files, refused } = await stageStudyUpload(deps, actor, { stream: part.file, name: part.filename });
      if (files.length === 0)
        throw new AppError('BAD_USER_INPUT', refused[0].message, {
          field: 'file',
          fileName: refused[0].fileName,
          refused,
        });
      return reply.code(201).send({ data: files[0], files, refused });
    },
  );

  // HEAD answers the same headers without opening the bytes; neither it nor the rest of a download
  // (a Range past the first byte) is recorded as another view or download.
  app.get(
    '/files/:fileId',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- async error handler, see above
    { config: { access: 'authenticated' }, schema: studyFileSchema, errorHandler },
    async (request, reply) => {
      const { fileId } = request.params as { fileId: string };
      const { download } = request.query as { download?: string };
      const actor = await signedIn(request);
      const file = await openStudyFile(
        deps,
        actor,
        rowIdOrNotFound(fileId),
        download ? 'download' : 'view',
        meta(request),
        isOpening(request),
      );
      return sendPrivateFile(request, reply, file, !download && inlineTypes.test(file.mediaType));
    },
  );

  app.get(
    '/studies/:studyId/zip',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- async error handler, see above
    { config: { access: 'authenticated' }, schema: studyZipSchema, errorHandler },
    async (request, reply) => {
      const { studyId } = request.params as { studyId: string };
      const actor = await signedIn(request);
      const zip = await studyZip(deps, actor, rowIdOrNotFound(studyId), meta(request), isOpening(request));
      return sendPrivateFile(request, reply, zip, false);
    },
  );
}
