import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { badInput, notFound } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { editorImagePrefix } from './editor-images.js';
import { editorUploadSchema, publicFileSchema, publicMediaTypes } from './files.rest-schemas.js';
import { serveFile, storedFile } from './serve-file.js';
import { imageTypes } from './storage.js';
import { roleGroups } from '../../../shared/role-groups.js';

/**
 * Public files (course pictures, images inside course descriptions, the app content's images and
 * recipe PDFs, shown inline) and the editor's upload.
 */
export async function filesRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { storage, config } = options.deps;

  app.get('/files/public/*', { config: { access: 'public' }, schema: publicFileSchema }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // Only what lies under public/: no step out of it (a decoded ../ would reach study bytes).
    if (rest.split(/[\\/]/).some((segment) => segment === '..' || segment === '')) throw notFound();
    const key = `public/${rest}`;
    const extension = key.split('.').pop() ?? '';
    const file = await storedFile(storage, key, {
      name: key.split('/').pop()!,
      mediaType: publicMediaTypes[extension] ?? 'application/octet-stream',
    });
    return serveFile(request, reply, file, {
      disposition: null,
      cacheControl: 'public, max-age=31536000, immutable',
      // A recipe PDF previews in a frame of the portal's admin, like a study PDF; nothing else is framed.
      headers: extension === 'pdf' ? { 'content-security-policy': "frame-ancestors 'self'" } : {},
    });
  });

  // The rich-text editor's image upload (SPEC point 7: POST {base}/study-groups/upload, field "file").
  app.post(
    '/study-groups/upload',
    { config: { access: roleGroups.studyStaff }, schema: editorUploadSchema },
    async (request) => {
      const file = await request.file();
      if (!file) throw badInput('file', messages.imageInvalid);
      const stored = await storage.put(editorImagePrefix, file.file, {
        maxBytes: config.fileSizeLimitMb * 1024 * 1024,
        accept: imageTypes,
      });
      return { url: `/files/${stored.key}`, location: `/files/${stored.key}` };
    },
  );
}
