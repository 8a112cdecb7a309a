import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer to a signed-in request (a bearer token or a signed file link whose session is
 * open) gets `Cache-Control: no-store`, so no phone, browser or proxy keeps a copy of someone's
 * data, unless its route chose a caching of its own: public, immutable content (course pictures,
 * the built client) is the same for everyone, and DICOMweb keeps its images privately by design.
 */
export const signedInNoStore = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    // A refusal (a flood's 429 above all) is not worth a session lookup: its credentials decide.
    // A lookup that fails counts as signed in: not storing is the safe side.
    const signedIn =
      reply.statusCode >= 400
        ? request.headers.authorization !== undefined
        : await request.getActor().then(
            (actor) => actor !== null,
            () => true,
          );
    if (signedIn) reply.header('cache-control', 'no-store');
    return payload;
  });
});
