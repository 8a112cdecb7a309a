import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { flatPage } from '../../support/connections.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  DEACTIVATE_USER,
  DELETE_USER,
  gqlHelpers,
  manySignIns,
  newTag,
  REACTIVATE_USER,
  USER,
  type UserDetail,
  type UserPage,
  USERS,
} from '../../support/users.js';

/** Rows of db.execute, whichever driver answered (postgres.js: an array; PGlite: { rows }). */
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);

describe(`lista de usuarios del admin (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok } = gqlHelpers(server));
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const page = async (variables: Record<string, unknown>) =>
    flatPage((await ok<{ users: UserPage }>(USERS, variables, admin.token)).users);
  const names = async (variables: Record<string, unknown>) =>
    (await page(variables)).items.map((user) => user.fullName);

  /** Five accounts of this run: names with accents, every type, one deactivated. */
  async function team(tag: string) {
    const made = {
      nunez: await createUser(server.db, 'doctor', {
        name: 'José',
        lastname: 'Núñez',
        motherLastname: tag,
        email: `jose.nunez.${tag}@clinica.mx`,
      }),
      alvarez: await createUser(server.db, 'patient', {
        name: 'Ángela',
        lastname: 'Álvarez',
        motherLastname: tag,
        email: `angela.${tag}@correo.mx`,
      }),
      beltran: await createUser(server.db, 'laboratory', {
        name: 'Bruno',
        lastname: 'Beltrán',
        motherLastname: tag,
        email: `bruno.${tag}@lab.mx`,
      }),
      castro: await createUser(server.db, 'office-admin', {
        name: 'Carla',
        lastname: 'Castro',
        motherLastname: tag,
        email: `carla.${tag}@clinica.mx`,
        status: false,
      }),
      duran: await createUser(server.db, 'doctor', {
        name: 'Diego',
        lastname: 'Durán',
        motherLastname: tag,
        email: `diego.${tag}@clinica.mx`,
      }),
    };
    return made;
  }

  it('cada fila trae nombre, apellidos, correo, usuario, tipo, estado y último acceso', async () => {
    const tag = newTag();
    const { nunez } = await team(tag);
    await server.login(nunez.email, nunez.password);
    const [row] = (await page({ search: `${tag} nunez` })).items;
    expect(row).toMatchObject({
      id: String(nunez.id),
      name: 'José',
      lastname: 'Núñez',
      motherLastname: tag,
      fullName: `José Núñez ${tag}`,
      email: nunez.email,
      username: nunez.username,
      status: true,
      type: { role: 'DOCTOR', name: 'Doctor' },
      profileCompletionPending: false,
    });
    expect(Date.now() - Date.parse(row.lastLoginAt!)).toBeLessThan(60_000);
  });

  it('busca por nombre, apellidos, correo o usuario sin importar mayúsculas ni acentos; cada palabra debe aparecer', async () => {
    const tag = newTag();
    const { nunez, alvarez, beltran } = await team(tag);
    expect(await names({ search: `NUÑEZ ${tag}` })).toEqual([`José Núñez ${tag}`]);
    expect(await names({ search: `angela alvarez ${tag}` })).toEqual([`Ángela Álvarez ${tag}`]);
    expect(await names({ search: `bruno.${tag}@lab` })).toEqual([`Bruno Beltrán ${tag}`]);
    expect(await names({ search: beltran.username.toUpperCase() })).toEqual([`Bruno Beltrán ${tag}`]);
    expect(await names({ search: `${tag} jose` })).toEqual([`José Núñez ${tag}`]);
    expect(await names({ search: `${tag} nadie` })).toEqual([]);
    // Characters of LIKE are searched as themselves.
    expect(await names({ search: `${tag} %` })).toEqual([]);
    expect((await page({ search: tag })).total).toBe(5);
    expect(alvarez.id).not.toBe(nunez.id);
  });

  it('filtra por tipo y por estado, y el total cuenta lo filtrado', async () => {
    const tag = newTag();
    await team(tag);
    expect(await names({ search: tag, userType: 'DOCTOR' })).toEqual([`Diego Durán ${tag}`, `José Núñez ${tag}`]);
    expect(await names({ search: tag, status: false })).toEqual([`Carla Castro ${tag}`]);
    expect(await page({ search: tag, status: true, userType: 'OFFICE_ADMIN' })).toMatchObject({ total: 0, items: [] });
    expect(await gqlHelpers(server).failure(USERS, { search: tag, userType: 'no-existe' }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'userType',
      message: 'El tipo de usuario no es válido',
    });
  });

  it('ordena por nombre, correo, tipo, estado, alta y último acceso, en ambos sentidos, y pagina en el servidor', async () => {
    const tag = newTag();
    const { nunez, beltran } = await team(tag);
    expect(await names({ search: tag })).toEqual([
      `Ángela Álvarez ${tag}`,
      `Bruno Beltrán ${tag}`,
      `Carla Castro ${tag}`,
      `Diego Durán ${tag}`,
      `José Núñez ${tag}`,
    ]);
    expect((await names({ search: tag, sortDirection: 'DESC' }))[0]).toBe(`José Núñez ${tag}`);
    expect((await page({ search: tag, sortBy: 'EMAIL' })).items.map((user) => user.email.split('.')[0])).toEqual([
      'angela',
      'bruno',
      'carla',
      'diego',
      'jose',
    ]);
    expect((await page({ search: tag, sortBy: 'TYPE' })).items.map((user) => user.type.name)).toEqual([
      'Administrador de consultorio',
      'Doctor',
      'Doctor',
      'Laboratorio',
      'Paciente',
    ]);
    expect((await names({ search: tag, sortBy: 'STATUS' }))[0]).toBe(`Carla Castro ${tag}`);
    expect((await names({ search: tag, sortBy: 'CREATED_AT', sortDirection: 'DESC' }))[0]).toBe(`Diego Durán ${tag}`);

    await server.login(beltran.email, beltran.password);
    await server.login(nunez.email, nunez.password);
    expect((await names({ search: tag, sortBy: 'LAST_LOGIN_AT', sortDirection: 'DESC' })).slice(0, 2)).toEqual([
      `José Núñez ${tag}`,
      `Bruno Beltrán ${tag}`,
    ]);
    expect((await names({ search: tag, sortBy: 'LAST_LOGIN_AT' })).slice(0, 2)).toEqual([
      `Bruno Beltrán ${tag}`,
      `José Núñez ${tag}`,
    ]);

    const first = await page({ search: tag, first: 2 });
    expect(first).toMatchObject({ total: 5, pageInfo: { hasPreviousPage: false, hasNextPage: true } });
    const second = await page({ search: tag, first: 2, after: first.pageInfo.endCursor });
    expect(second).toMatchObject({ total: 5, pageInfo: { hasPreviousPage: true, hasNextPage: true } });
    expect(second.items.map((user) => user.fullName)).toEqual([`Carla Castro ${tag}`, `Diego Durán ${tag}`]);
    const third = await page({ search: tag, first: 2, after: second.pageInfo.endCursor });
    expect(third).toMatchObject({ total: 5, pageInfo: { hasPreviousPage: true, hasNextPage: false } });
    expect(third.items.map((user) => user.fullName)).toEqual([`José Núñez ${tag}`]);
    expect(await page({ search: tag, first: 2, after: third.pageInfo.endCursor })).toMatchObject({
      total: 5,
      items: [],
      pageInfo: { hasNextPage: false },
    });
    // Backward: the page before the third, and the last rows of the list.
    expect(
      (await page({ search: tag, last: 2, before: third.pageInfo.startCursor })).items.map((user) => user.fullName),
    ).toEqual([`Carla Castro ${tag}`, `Diego Durán ${tag}`]);
    const last = await page({ search: tag, last: 3 });
    expect(last.items.map((user) => user.fullName)).toEqual([
      `Carla Castro ${tag}`,
      `Diego Durán ${tag}`,
      `José Núñez ${tag}`,
    ]);
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(
      (await page({ search: tag, last: 2, before: last.pageInfo.startCursor })).items.map((user) => user.fullName),
    ).toEqual([`Ángela Álvarez ${tag}`, `Bruno Beltrán ${tag}`]);
  });

  it('los argumentos de página fuera de rango, en dos sentidos o con un cursor de otra lista se rechazan con su campo', async () => {
    const { failure } = gqlHelpers(server);
    const refused = (variables: Record<string, unknown>) => failure(USERS, variables, admin.token);
    expect(await refused({ first: 100_000 })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
      message: 'Se pueden pedir de 1 a 100 elementos por página',
    });
    expect(await refused({ last: 0 })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
    expect(await refused({ first: 2, last: 2 })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'last',
      message: 'Pide la página hacia adelante (first, after) o hacia atrás (last, before), no en ambos sentidos',
    });
    const patientsCursor = Buffer.from(JSON.stringify(['doctorPatients', 3])).toString('base64url');
    for (const cursor of [
      patientsCursor,
      'no-es-un-cursor',
      Buffer.from(JSON.stringify(['users', -1])).toString('base64url'),
    ]) {
      expect(await refused({ after: cursor })).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'after',
        message: 'La posición de la página no es válida; vuelve a consultar desde el principio',
      });
    }
  });

  it('el detalle muestra datos, consultorio y los últimos 10 accesos con dirección y navegador', async () => {
    const doctor = await createUser(server.db, 'doctor', { officeData: true, specialty: 'Endodoncia' });
    for (let index = 0; index < 11; index += 1) {
      await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'user-agent': `Navegador/${index}` },
        payload: {
          query: 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
          variables: { i: doctor.email, p: doctor.password },
        },
      });
    }
    const detail = (await ok<{ user: UserDetail }>(USER, { id: doctor.id }, admin.token)).user;
    expect(detail).toMatchObject({
      id: String(doctor.id),
      birthDate: '1990-04-15',
      doctorData: { specialty: 'Endodoncia', zipCode: '72000' },
    });
    expect(detail.recentSignIns).toHaveLength(10);
    expect(detail.recentSignIns[0]).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'Navegador/10' });
    expect(detail.recentSignIns[9].userAgent).toBe('Navegador/1');
    const [stored] = await server.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, doctor.id));
    expect(stored.lastLoginAt).not.toBeNull();
  });

  it('sin búsqueda, ordenar por estatus pone primero a los inactivos (o a los activos), cada grupo por nombre, página tras página', async () => {
    await createUser(server.db, 'office-admin', { name: 'Zoe', lastname: 'Zúñiga', status: false });
    for (const sortDirection of ['ASC', 'DESC']) {
      const all = await page({ sortBy: 'STATUS', sortDirection, first: 100 });
      const firstPage = await page({ sortBy: 'STATUS', sortDirection, first: 7 });
      const pages = [
        ...firstPage.items,
        ...(await page({ sortBy: 'STATUS', sortDirection, first: 7, after: firstPage.pageInfo.endCursor })).items,
      ];
      expect(pages.map((user) => user.id)).toEqual(all.items.slice(0, 14).map((user) => user.id));
      const statuses = all.items.map((user) => user.status);
      const grouped = [...statuses].sort((a, b) =>
        sortDirection === 'ASC' ? Number(a) - Number(b) : Number(b) - Number(a),
      );
      expect(statuses).toEqual(grouped);
      expect(all.total).toBe((await page({ first: 1 })).total);
      if (sortDirection === 'ASC') expect(statuses[0]).toBe(false);
      else expect(statuses[0]).toBe(true);
      // Within a status, by name as the database orders names.
      const inactiveIds = all.items.filter((user) => !user.status).map((user) => Number(user.id));
      const ordered = await server.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, inactiveIds))
        .orderBy(users.sortName, users.id);
      expect(inactiveIds).toEqual(ordered.map((row) => row.id));
    }
  });

  it('sin búsqueda, ordenar por tipo agrupa por el nombre del tipo y luego por nombre, página tras página', async () => {
    for (const sortDirection of ['ASC', 'DESC']) {
      const first = await page({ sortBy: 'TYPE', sortDirection, first: 30 });
      const second = await page({ sortBy: 'TYPE', sortDirection, first: 30, after: first.pageInfo.endCursor });
      const types = [...first.items, ...second.items].map((user) => user.type.name);
      const sortedTypes = [...types].sort((a, b) => a.localeCompare(b, 'es'));
      expect(types).toEqual(sortDirection === 'ASC' ? sortedTypes : sortedTypes.reverse());
      // Within a type, by name as the database orders names (its collation).
      for (const list of [first.items, second.items]) {
        for (const type of new Set(list.map((user) => user.type.name))) {
          const ids = list.filter((user) => user.type.name === type).map((user) => Number(user.id));
          const ordered = await server.db
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.id, ids))
            .orderBy(users.sortName, users.id);
          expect(ids).toEqual(ordered.map((row) => row.id));
        }
      }
      expect(first.total).toBeGreaterThanOrEqual(first.items.length + second.items.length);
    }
  });

  it('el total sin búsqueda cuenta a todos, y las cuentas por tipo y estado siguen cada alta, cambio y baja', async () => {
    const tag = newTag();
    const { nunez, castro } = await team(tag);
    await ok(REACTIVATE_USER, { id: castro.id }, admin.token);
    await ok(DEACTIVATE_USER, { id: nunez.id }, admin.token);
    await ok(DELETE_USER, { id: castro.id }, admin.token);
    // One statement, one snapshot: the kept counts against a count of the table.
    const mismatches = await server.db.execute(sql`
      select coalesce(c.user_type_id, u.user_type_id) as type, coalesce(c.status, u.status) as status, c.total as kept, u.total as counted
      from user_counts c
      full join (select user_type_id, status, count(*)::int as total from users group by 1, 2) u
        on u.user_type_id = c.user_type_id and u.status = c.status
      where coalesce(c.total, 0) <> coalesce(u.total, 0)`);
    expect(rowsOf(mismatches)).toEqual([]);
    const all = await page({});
    const [{ total }] = rowsOf(await server.db.execute(sql`select count(*)::int as total from users`)) as {
      total: number;
    }[];
    expect(Math.abs(all.total - total)).toBeLessThanOrEqual(databaseKind() === 'PGlite' ? 0 : 50);
  });

  it('los tipos de cuenta para el filtro y el formulario', async () => {
    const types = (
      await ok<{ userTypes: { role: string; name: string }[] }>('{ userTypes { role name } }', {}, admin.token)
    ).userTypes;
    expect(types.map((type) => type.role).sort()).toEqual(['ADMIN', 'DOCTOR', 'LABORATORY', 'OFFICE_ADMIN', 'PATIENT']);
  });
});
