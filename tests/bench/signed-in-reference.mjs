// The signed-in bench's reference: the least a Node server can do to answer a patient's `me` and
// chat list, a bare Fastify route sending the same four statements as the portal (the session,
// the user, the chats' count, the chats' page), prepared (postgres.js's default), and answering
// the same JSON. Run as its own process, like the portal, so that neither shares an event loop
// with the load generator. Its connections are named `bench-minimal` in pg_stat_activity.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import postgres from 'postgres';

const [databaseUrl, port] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10, connection: { application_name: 'bench-minimal' } });
const app = Fastify();

const unauthenticated = {
  errors: [{ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } }],
};

app.get('/ready', () => 'ok');
app.post('/graphql', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send(unauthenticated);
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [session] = await sql`select s.id, u.id as user_id, t.slug from sessions s
    join users u on u.id = s.user_id join user_types t on t.id = u.user_type_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${new Date()} and u.status`;
  if (!session) return reply.code(401).send(unauthenticated);
  const [[me], [{ total }], chats] = await Promise.all([
    sql`select u.id, u.name, u.lastname, u.email, t.slug from users u join user_types t on t.id = u.user_type_id
      where u.id = ${session.user_id}`,
    sql`select count(*)::int as total from chats c where c.patient_id = ${session.user_id} and c.last_message_at is not null`,
    sql`select c.id, c.last_message_at, u.name, u.lastname, u.mother_lastname,
        (select coalesce(m.body, m.document_name) from chat_messages m where m.chat_id = c.id order by m.id desc limit 1) as last_message,
        (select count(*) from chat_messages m where m.chat_id = c.id and m.author_id <> ${session.user_id}
          and m.id > coalesce((select r.last_read_message_id from chat_reads r where r.chat_id = c.id and r.user_id = ${session.user_id}), 0))::int as unread
      from chats c join users u on u.id = c.patient_id
      where c.patient_id = ${session.user_id} and c.last_message_at is not null
      order by c.last_message_at desc, c.id desc limit 20`,
  ]);
  return {
    data: {
      me: {
        id: String(me.id),
        name: me.name,
        lastname: me.lastname,
        email: me.email,
        type: { role: me.slug.toUpperCase() },
      },
      chats: {
        totalCount: total,
        edges: chats.map((chat) => ({
          node: {
            id: String(chat.id),
            patientName: [chat.name, chat.lastname, chat.mother_lastname].filter(Boolean).join(' '),
            lastMessage: chat.last_message,
            lastMessageAt: chat.last_message_at.toISOString(),
            unreadCount: chat.unread,
          },
        })),
      },
    },
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
