import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// The course page renders the description as HTML without a sanitiser of its own: whatever wrote
// the row (here SQL straight into the table, past the save path), the server answers it clean.
const payload =
  '<p onclick="robar()">Temario <strong>completo</strong></p><script>alert(1)</script>' +
  '<img src="/files/public/editor/a.png" onerror="robar()"><a href="javascript:alert(1)">liga</a>' +
  '<iframe src="https://example.com"></iframe><style>body{display:none}</style>';
const unsafe = /<script|onclick|onerror|javascript:|<iframe|<style/i;

const PAGE = 'query PublicCourse($id: ID!) { publicCourse(id: $id) { id descriptionHtml } }';
const CATALOGUE = '{ publicCourses { id descriptionHtml } }';

describe(`la descripción de un curso llega limpia al visitante aunque se haya guardado sin limpiar (${databaseKind()})`, () => {
  let server: TestServer;
  let courseId: number;
  beforeAll(async () => {
    server = await startTestServer();
    courseId = (await createCourse(server.db, { descriptionHtml: payload })).id;
  });
  afterAll(() => server.close());

  const expectClean = (html: string | null | undefined) => {
    expect(html).toContain('<p>Temario <strong>completo</strong></p>');
    expect(html).toContain('<img src="/files/public/editor/a.png" />');
    expect(html).not.toMatch(unsafe);
  };

  it('la página del curso (POST y GET guardado) y el catálogo por GraphQL', async () => {
    const page = await server.gql<{ publicCourse: { descriptionHtml: string } }>(PAGE, { id: String(courseId) });
    expectClean(page.data!.publicCourse.descriptionHtml);

    const kept = await server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(PAGE)}&variables=${encodeURIComponent(JSON.stringify({ id: String(courseId) }))}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(kept.statusCode).toBe(200);
    expectClean(kept.json().data.publicCourse.descriptionHtml);

    const catalogue = await server.gql<{ publicCourses: { id: string; descriptionHtml: string }[] }>(CATALOGUE);
    expectClean(catalogue.data!.publicCourses.find((course) => Number(course.id) === courseId)?.descriptionHtml);
  });

  it('las rutas REST de la app y del portal anterior', async () => {
    const one = await server.inject({ method: 'GET', url: `/courses-registration/${courseId}` });
    expectClean(one.json().data.description);
    const list = await server.inject({ method: 'GET', url: '/courses-registration' });
    const listed = (list.json().data as { id: number; description: string }[]).find((course) => course.id === courseId);
    expectClean(listed?.description);
  });

  it('la pantalla del administrador también la recibe limpia', async () => {
    const admin = (await server.signedIn('admin')).token;
    const result = await server.gql<{ course: { descriptionHtml: string } }>(
      'query AdminCourse($id: ID!) { course(id: $id) { descriptionHtml } }',
      { id: String(courseId) },
      admin,
    );
    expectClean(result.data!.course.descriptionHtml);
  });
});
