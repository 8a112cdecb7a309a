import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const CATALOGUE = '{ publicCourses { id name availableSpaces } }';
const preflight = { 'apollo-require-preflight': 'true' };

describe(`el catálogo por GET se puede guardar en un CDN o en la app, y nunca más viejo que los datos (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string> = {}, query = CATALOGUE) =>
    server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(query)}`,
      headers: { ...preflight, ...headers },
    });
  const spacesIn = (body: string, id: number) =>
    (JSON.parse(body).data.publicCourses as { id: string; availableSpaces: number }[]).find(
      (course) => Number(course.id) === id,
    )?.availableSpaces;

  it('responde con Cache-Control público y un ETag; con ese ETag, 304 sin cuerpo; tras un cambio, otro ETag y los datos nuevos', async () => {
    const course = await createCourse(server.db, { quota: 10, soldSpace: 1 });
    const first = await get();
    expect(first.statusCode).toBe(200);
    // A minute at most: less in the last minutes of the lab's day, when courses may expire.
    expect(first.headers['cache-control']).toMatch(/^public, max-age=(60|[1-5]?\d)(, stale-while-revalidate=\d+)?$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(spacesIn(first.body, course.id)).toBe(9);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await server.db
      .update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + 4` })
      .where(eq(courses.id, course.id));
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(spacesIn(changed.body, course.id)).toBe(5);
  });

  it('con sesión, por POST o con algo que no es el catálogo público no hay caché compartida', async () => {
    const admin = await server.signedIn('admin');
    const signedIn = await get({ authorization: `Bearer ${admin.token}` });
    expect(signedIn.statusCode).toBe(200);
    // A signed-in answer is kept by no cache at all (issue 29).
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const posted = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: CATALOGUE },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBeUndefined();
    // appSettings is public content too (kept until a setting changes): a field that is not.
    const other = await get({}, '{ __typename }');
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBeUndefined();
    const badVariables = await server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(CATALOGUE)}&variables=%7Bno`,
      headers: preflight,
    });
    expect(badVariables.statusCode).toBe(400);
    expect(badVariables.headers['cache-control']).toBeUndefined();
  });
});
