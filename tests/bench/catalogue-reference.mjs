// The catalogue benchmark's reference: the least a Node server can do to answer the public
// courses, a bare Fastify route reading them with postgres.js. Run as its own process, like the
// portal, so that neither shares an event loop with the load generator.
import Fastify from 'fastify';
import postgres from 'postgres';

const [databaseUrl, port] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10 });
const app = Fastify();
app.get('/rows', () => sql`select * from courses where status and online_registration order by date desc, id desc`);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
