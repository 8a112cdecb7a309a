// Admin user list with 100,000 users: p99 latency of a search page request (GraphQL `users`,
// page 1 of 20, with its total) for typical searches: one admin at a time (the goal), then ten
// admins at once (BENCH_CONNECTIONS), on loopback.
// Runs the built server (`npm run build:server`) on a temporary database of the PostgreSQL
// server at TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test), dropped at the end.
import autocannon from 'autocannon';
import postgres from 'postgres';
import { loadAverage, login, setting, smoke, startBuiltServer, verdict } from './support.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench users: set TEST_DATABASE_URL (a PostgreSQL server) to run it');
  process.exit(1);
}
const userCount = setting('BENCH_USERS', 100_000, 2_000);
const seconds = setting('BENCH_SECONDS', 5, 1);
const busy = setting('BENCH_CONNECTIONS', 10, 2);
const goalP99Ms = 50;

let server;
let sql;

try {
  server = await startBuiltServer('users', 15, { database: 'postgres' });
  const { origin } = server;
  sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  const started = Date.now();
  await seedUsers(sql, userCount);
  const seeded = (Date.now() - started) / 1000;
  const [{ total }] = await sql`select count(*)::int as total from users`;
  console.log(
    `\nseeded ${userCount.toLocaleString('en')} users in ${seeded.toFixed(1)} s (${total.toLocaleString('en')} in the table)`,
  );

  const token = await login(origin, 'admin@demo.mx');
  const query = `query ($search: String, $userType: Role, $status: Boolean, $sortBy: UserSortField, $sortDirection: SortDirection) {
    users(search: $search, userType: $userType, status: $status, first: 20, sortBy: $sortBy, sortDirection: $sortDirection) {
      totalCount edges { node { id fullName email username status lastLoginAt type { role name } } } } }`;
  const searches = [
    ['surname "Hernández"', { search: 'Hernández' }],
    ['name and surname "sofia mendoza"', { search: 'sofia mendoza' }],
    ['email prefix "lucia.gomez.1"', { search: 'lucia.gomez.1' }],
    ['type filter: doctors', { userType: 'DOCTOR' }],
    ['surname + type: "garcia" doctors', { search: 'garcia', userType: 'DOCTOR' }],
    ['deactivated accounts', { status: false }],
    ['no search (list opened)', {}],
    ['no search, last sign-in first', { sortBy: 'LAST_LOGIN_AT', sortDirection: 'DESC' }],
    ['no search, by type', { sortBy: 'TYPE' }],
    ['no search, by status', { sortBy: 'STATUS' }],
    ['no search, active first', { sortBy: 'STATUS', sortDirection: 'DESC' }],
    ['no search, last sign-in oldest first', { sortBy: 'LAST_LOGIN_AT' }],
    ['"maria" by email', { search: 'maria', sortBy: 'EMAIL' }],
  ];
  // A smoke run tries three searches, one round, to see that the path still answers.
  const rounds = [
    ['one admin', 1],
    [`${busy} admins at once`, busy],
  ];
  for (const [round, connections] of smoke ? rounds.slice(0, 1) : rounds) {
    console.log(
      `\nusers(…, first: 20), ${round} (${connections} connection${connections > 1 ? 's' : ''}), ${seconds} s each:`,
    );
    let worst = 0;
    for (const [label, variables] of smoke ? searches.slice(0, 3) : searches) {
      const body = JSON.stringify({ query, variables });
      const check = await fetch(`${origin}/graphql`, { method: 'POST', headers: headers(token), body }).then(
        (response) => response.json(),
      );
      if (check.errors) throw new Error(`${label}: ${JSON.stringify(check.errors)}`);
      const options = { url: `${origin}/graphql`, method: 'POST', headers: headers(token), body, connections };
      if (!smoke) await autocannon({ ...options, duration: 1 }); // warm-up
      const result = await autocannon({ ...options, duration: seconds });
      const errors = result.errors + result.non2xx;
      worst = Math.max(worst, result.latency.p99);
      console.log(
        `  ${label.padEnd(34)} ${String(check.data.users.totalCount).padStart(6)} found   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.average.toFixed(0).padStart(5)} req/s${errors ? `   errors ${errors}` : ''}`,
      );
    }
    console.log(
      `  worst p99 ${worst} ms; goal p99 < ${goalP99Ms} ms: ${verdict(worst < goalP99Ms)}; load average ${loadAverage()}`,
    );
  }
} catch (error) {
  console.error('bench users failed:', error);
  process.exitCode = 1;
} finally {
  await sql?.end();
  await server?.stop();
}

/**
 * One INSERT … SELECT generate_series: Spanish names and surnames, emails from them, every type
 * (mostly patients), some deactivated, sign-ins over the last year, accounts over three years.
 */
async function seedUsers(db, count) {
  const names = [
    'María',
    'José',
    'Juan',
    'Guadalupe',
    'Luis',
    'Ana',
    'Carlos',
    'Lucía',
    'Jorge',
    'Sofía',
    'Miguel',
    'Fernanda',
    'Alejandro',
    'Valeria',
    'Ricardo',
    'Daniela',
    'Fernando',
    'Mariana',
    'Roberto',
    'Gabriela',
    'Eduardo',
    'Ximena',
    'Javier',
    'Paola',
    'Óscar',
    'Verónica',
    'Raúl',
    'Patricia',
    'Héctor',
    'Claudia',
    'Andrés',
    'Rocío',
    'Sergio',
    'Adriana',
    'Iván',
    'Itzel',
  ];
  const surnames = [
    'Hernández',
    'García',
    'Martínez',
    'López',
    'González',
    'Pérez',
    'Rodríguez',
    'Sánchez',
    'Ramírez',
    'Cruz',
    'Flores',
    'Gómez',
    'Morales',
    'Vázquez',
    'Reyes',
    'Jiménez',
    'Torres',
    'Díaz',
    'Gutiérrez',
    'Ruiz',
    'Mendoza',
    'Aguilar',
    'Ortiz',
    'Moreno',
    'Castillo',
    'Romero',
    'Álvarez',
    'Méndez',
    'Chávez',
    'Rivera',
    'Juárez',
    'Ramos',
    'Domínguez',
    'Herrera',
    'Medina',
    'Castro',
    'Vargas',
    'Guzmán',
    'Velázquez',
    'Muñoz',
    'Rojas',
    'Contreras',
    'Salazar',
    'Luna',
    'Ortega',
    'Núñez',
  ];
  const domains = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'prodigy.net.mx', 'icloud.com'];
  await db`
    with picked as (
      select g,
        (${names}::text[])[1 + (g * 7919) % ${names.length}] as name,
        (${surnames}::text[])[1 + (g * 104729) % ${surnames.length}] as lastname,
        (${surnames}::text[])[1 + (g * 31 + g / 46) % ${surnames.length}] as mother_lastname,
        (${domains}::text[])[1 + g % ${domains.length}] as domain,
        case when g % 100 < 80 then 'patient' when g % 100 < 92 then 'doctor' when g % 100 < 96 then 'office-admin'
             when g % 100 < 99 then 'laboratory' else 'admin' end as slug
      from generate_series(1::bigint, ${count}::bigint) g
    )
    insert into users (name, lastname, mother_lastname, email, username, password_hash, birth_date, sex, phone, user_type_id,
      status, last_login_at, profile_completion_pending, created_at)
    select p.name, p.lastname, p.mother_lastname,
      lower(translate(p.name || '.' || p.lastname, 'ÁÉÍÓÚÑáéíóúñ', 'AEIOUNaeioun')) || '.' || p.g || '@' || p.domain,
      case when p.g % 3 = 0 then lower(translate(left(p.name, 1) || p.lastname, 'ÁÉÍÓÚÑáéíóúñ', 'AEIOUNaeioun')) || p.g end,
      'not-a-password-hash', date '1950-01-01' + (p.g * 37 % 20000)::int, case when p.g % 2 = 0 then 'female' else 'male' end,
      '55' || lpad((p.g * 7 % 100000000)::text, 8, '0'), t.id, p.g % 20 <> 0,
      case when p.g % 4 <> 0 then now() - make_interval(mins => (p.g * 13 % 525600)::int) end, p.g % 10 = 0,
      now() - make_interval(mins => (p.g * 17 % 1576800)::int)
    from picked p join user_types t on t.slug = p.slug`;
  // A table in steady state: autovacuum would have done this after such a load.
  await db`vacuum analyze users`;
}

function headers(token) {
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}
