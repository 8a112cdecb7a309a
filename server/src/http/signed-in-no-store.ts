import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer to a signed-in request (a bearer token or a signed file link whose session is
 * open) gets `Cache-Control: no-store`, so no phone, browser or proxy keeps a copy of someone's
 * data, unless its route chose a caching of its own: public, immutable content (course pictures,
 * the built client) is the same for everyone, and DICOMweb keeps its images privately by design.
 */
export const signedInNoStore = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A request without credentials (most public ones) is settled at once, without a promise.
    if (reply.hasHeader('cache-control') || !request.carriesCredentials()) return done(null, payload);
    // A refusal (a flood's 429 above all) is not worth a session lookup: its credentials decide.
    if (reply.statusCode >= 400) {
      if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    // A lookup that fails counts as signed in: not storing is the safe side.
    request.getActor().then(
      (actor) => {
        if (actor !== null) reply.header('cache-control', 'no-store');
        done(null, payload);
      },
      () => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      },
    );
  });
});
