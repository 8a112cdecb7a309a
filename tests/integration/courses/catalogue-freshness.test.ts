import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// The public catalogue answers are kept while the courses table is unchanged; these tests make
// sure a visitor never sees an answer older than the data, whoever changed it.
const CATALOGUE = '{ publicCourses { id name availableSpaces } }';
const ONE = 'query One($id: ID!) { publicCourse(id: $id) { id name availableSpaces } }';

type Listed = { id: string; name: string; availableSpaces: number };

describe(`el catálogo público siempre muestra los datos vigentes (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const graphqlSpaces = async (courseId: number) => {
    const result = await server.gql<{ publicCourses: Listed[] }>(CATALOGUE);
    return result.data!.publicCourses.find((course) => Number(course.id) === courseId)?.availableSpaces;
  };
  const restSpaces = async (courseId: number) => {
    const response = await server.inject({ method: 'GET', url: '/courses-registration' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return (response.json().data as { id: number; available_spaces: number }[]).find((course) => course.id === courseId)
      ?.available_spaces;
  };

  it('un cambio hecho directamente en la base de datos se ve en la siguiente consulta, por GraphQL y por REST', async () => {
    const course = await createCourse(server.db, { quota: 10, soldSpace: 2 });
    expect(await graphqlSpaces(course.id)).toBe(8);
    expect(await graphqlSpaces(course.id)).toBe(8);
    expect(await restSpaces(course.id)).toBe(8);

    await server.db
      .update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + 3` })
      .where(eq(courses.id, course.id));
    expect(await graphqlSpaces(course.id)).toBe(5);
    expect(await restSpaces(course.id)).toBe(5);

    await server.db.update(courses).set({ onlineRegistration: false }).where(eq(courses.id, course.id));
    expect(await graphqlSpaces(course.id)).toBeUndefined();
    expect(await restSpaces(course.id)).toBeUndefined();
  });

  it('cada curso y cada forma de la consulta tienen su propia respuesta', async () => {
    const first = await createCourse(server.db, { name: 'Primer curso de endodoncia' });
    const second = await createCourse(server.db, { name: 'Segundo curso de ortodoncia' });
    const one = async (id: number) =>
      (await server.gql<{ publicCourse: Listed }>(ONE, { id: String(id) })).data!.publicCourse.name;
    expect(await one(first.id)).toBe('Primer curso de endodoncia');
    expect(await one(second.id)).toBe('Segundo curso de ortodoncia');
    expect(await one(first.id)).toBe('Primer curso de endodoncia');

    const aliased = await server.gql<{ a: { name: string } }>(`{ a: publicCourse(id: "${second.id}") { name } }`);
    expect(aliased.data!.a.name).toBe('Segundo curso de ortodoncia');
  });

  it('un error no se guarda: el curso que aparece después se muestra', async () => {
    const hidden = await createCourse(server.db, { status: false });
    const before = await server.gql(ONE, { id: String(hidden.id) });
    expect(before.errors![0].extensions!.code).toBe('NOT_FOUND');
    await server.db.update(courses).set({ status: true }).where(eq(courses.id, hidden.id));
    const after = await server.gql<{ publicCourse: Listed }>(ONE, { id: String(hidden.id) });
    expect(Number(after.data!.publicCourse.id)).toBe(hidden.id);
  });

  it('una consulta que pide además datos privados no se comparte con otros visitantes', async () => {
    const result = await server.gql('{ publicCourses { id } me { id } }');
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const admin = await server.signedIn('admin');
    const own = await server.gql<{ me: { id: string } }>('{ publicCourses { id } me { id } }', undefined, admin.token);
    expect(Number(own.data!.me.id)).toBe(admin.id);
  });
});
