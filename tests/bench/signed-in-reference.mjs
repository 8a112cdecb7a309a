// The signed-in bench's reference: the least a Node server can do to answer a patient's `me` and
// chat list (the session, the user, the chats' count, the chats' page) and a doctor's first page
// of patients (the session, the doctor, the patients' count, the page), a bare Fastify route
// sending the same statements as the portal, prepared (postgres.js's default), and answering the
// same JSON. Run as its own process, like the portal, so that neither shares an event loop
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
  if (request.body.query.startsWith('query DoctorPatients')) return doctorPatients(session, request.body.variables);
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
// The portal's folding of names for their order (common/text-search.ts).
const accented = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
const plain = 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun';
const fullName = (person) => [person.name, person.lastname, person.mother_lastname].filter(Boolean).join(' ');
const cursor = (offset) => Buffer.from(JSON.stringify(['doctorPatients', offset])).toString('base64url');

/** A doctor's first page of their own patients, by full name. */
async function doctorPatients(session, variables) {
  const doctorId = Number(variables.doctorId);
  const [doctor] = await sql`select id, name, lastname, mother_lastname from users
    where id = ${doctorId} and user_type_id = (select id from user_types where slug = 'doctor') and id = ${session.user_id}`;
  if (!doctor) return { errors: [{ message: 'No encontrado.', extensions: { code: 'NOT_FOUND' } }] };
  const [[{ total }], patients] = await Promise.all([
    sql`select count(*)::int as total from users u join user_types t on t.id = u.user_type_id
      where u.user_type_id = (select id from user_types where slug = 'patient') and u.doctor_id = ${doctorId}`,
    sql`select u.id, u.name, u.lastname, u.mother_lastname, u.email, u.username, u.phone, u.birth_date::text as birth_date,
        u.sex, u.status, u.doctor_id, u.created_at, d.name as doctor_name, d.lastname as doctor_lastname,
        d.mother_lastname as doctor_mother_lastname
      from users u join user_types t on t.id = u.user_type_id left join users d on d.id = u.doctor_id
      where u.user_type_id = (select id from user_types where slug = 'patient') and u.doctor_id = ${doctorId}
      order by translate(lower(concat_ws(' ', u.name, u.lastname, u.mother_lastname)), ${accented}, ${plain}), u.id
      limit ${variables.first} offset 0`,
  ]);
  const doctorRef = { id: String(doctor.id), fullName: fullName(doctor) };
  return {
    data: {
      doctorPatients: {
        doctor: doctorRef,
        totalCount: total,
        pageInfo: {
          startCursor: patients.length ? cursor(0) : null,
          endCursor: patients.length ? cursor(patients.length - 1) : null,
        },
        edges: patients.map((patient) => ({
          node: {
            id: String(patient.id),
            name: patient.name,
            lastname: patient.lastname,
            motherLastname: patient.mother_lastname,
            fullName: fullName(patient),
            email: patient.email,
            phone: patient.phone,
            birthDate: patient.birth_date,
            sex: patient.sex?.toUpperCase() ?? null,
            status: patient.status,
            doctorId: patient.doctor_id === null ? null : String(patient.doctor_id),
            doctor:
              patient.doctor_id === null
                ? null
                : {
                    id: String(patient.doctor_id),
                    fullName: fullName({
                      name: patient.doctor_name,
                      lastname: patient.doctor_lastname,
                      mother_lastname: patient.doctor_mother_lastname,
                    }),
                  },
          },
        })),
      },
    },
  };
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
