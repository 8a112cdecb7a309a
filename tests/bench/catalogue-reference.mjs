// The catalogue benchmark's reference: the least a Node server can do to answer the public courses
// under the same rules as the portal. A bare Fastify route reads the rows with postgres.js and
// keeps the answer's bytes (text, brotli and gzip, made once) until the courses change; like the
// portal it learns of a change by LISTEN content_versions (the bump trigger's NOTIFY) and reads
// nothing per request. It answers by Accept-Encoding with an ETag. Run as its own process, like
// the portal, so that neither shares an event loop with the load generator.
// GET /rows takes no operation at all. /graphql takes the requests the portal's GraphQL runs get,
// and does the least the portal must do with them: a POST's JSON body is read and parsed (Fastify's
// own parser), a GET's query string parsed, and the answer sent only for the catalogue's query text.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import postgres from 'postgres';

const [databaseUrl, port, headersJson, catalogueQuery] = process.argv.slice(2);
/** The portal's own answer headers (security headers, cache control), so both send the same header bytes. */
const sameHeaders = JSON.parse(headersJson ?? '{}');
const sql = postgres(databaseUrl, { max: 10 });
let kept;
const keep = async () => {
  const rows =
    await sql`select id, name, subtopic, date, time, investment_cents, quota - sold_space as available_spaces, image_key, status, course_status_id
    from courses where status and online_registration order by date desc, id desc`;
  const text = Buffer.from(JSON.stringify({ data: { publicCourses: rows } }));
  const etag = createHash('sha256').update(text).digest('base64url').slice(0, 27);
  kept = {
    identity: { body: text, etag: `"${etag}"` },
    br: {
      body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${etag}-br"`,
    },
    gzip: { body: gzipSync(text, { level: 9 }), etag: `"${etag}-gz"` },
  };
};
await sql.listen('content_versions', (payload) => {
  if (payload.startsWith('courses:')) kept = undefined;
});
await keep();

const app = Fastify();
const answer = async (request, reply) => {
  if (!kept) await keep();
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  const { body, etag } = kept[encoding];
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .headers({ ...sameHeaders, etag, vary: 'Accept-Encoding', 'content-type': 'application/json; charset=utf-8' })
    .send(body);
};
app.get('/rows', answer);
// Any other operation is refused: the route answers the catalogue only for the catalogue's query.
const catalogueAsked = (operation) => typeof operation?.query === 'string' && operation.query === catalogueQuery;
app.route({
  method: ['GET', 'POST'],
  url: '/graphql',
  handler: async (request, reply) =>
    catalogueAsked(request.method === 'GET' ? request.query : request.body)
      ? answer(request, reply)
      : reply.code(400).send({ errors: [{ message: 'not the catalogue' }] }),
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
