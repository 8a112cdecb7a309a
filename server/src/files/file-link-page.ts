import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { errorHandler } from '../http/error-handler.js';
import { bearerToken } from '../http/route-access.js';
import { clientIndexHtml } from '../http/spa.js';
import { checkLink } from './signed-links.js';

/**
 * Error handler of the private file routes (/files/<id>, /studies/<id>/zip). A browser that opens
 * a signed link that no longer opens gets the portal's page about it (the client's index.html;
 * its route for these paths says the link expired or is not valid and how to get a new one):
 * 410 Gone for a genuine link whose ten minutes or session ran out, 403 for one we never signed.
 * The link is judged before any file is looked up, so the page is the same whether the file
 * exists or not. Everyone else (API clients, the mobile app's bearer token, a link fetched as
 * JSON) gets the JSON error of every route.
 */
export function fileLinkErrorHandler(deps: AppDeps) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED' && opensLinkInBrowser(request)) {
      const page = await clientIndexHtml(deps.config.clientDir);
      if (page) {
        const check = await checkLink(
          deps.systemDb,
          request.url.split('?')[0],
          request.query as Record<string, unknown>,
        );
        // A genuine link in time that found no actor stands for a session that has ended.
        const expired = 'failure' in check ? check.failure === 'expired' : !(await request.getActor());
        return reply
          .code(expired ? 410 : 403)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page);
      }
    }
    return errorHandler(error, request, reply);
  };
}

/** A navigation (the browser asks for HTML) to a file link, with no bearer token. */
function opensLinkInBrowser(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const linkQuery = ['session', 'expires', 'signature'].some((name) => query[name] !== undefined);
  return (
    request.method === 'GET' &&
    linkQuery &&
    bearerToken(request.headers.authorization) === undefined &&
    /\btext\/html\b/i.test(request.headers.accept ?? '')
  );
}
