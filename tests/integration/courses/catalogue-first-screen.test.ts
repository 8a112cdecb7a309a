import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFirstScreen } from '../../../server/src/courses/catalogue-first-screen.js';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { firstScreenElementId } from '../../../shared/first-screen.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// /aula_courses comes with its courses: the page's first render draws them, without waiting for
// the request its scripts would send. The answer in the page is the one GraphQL gives the same
// query, never older than the courses, and no course text can end its data block.
const indexHtml =
  '<!doctype html>\n<html lang="es-MX">\n  <head>\n    <title>Portal</title>\n    <script type="module" src="/assets/index-Ab12Cd34.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const blockPattern = new RegExp(`<script type="application/json" id="${firstScreenElementId}">(.*?)</script>`, 's');
type Course = { id: string; name: string; availableSpaces: number };

describe(`el catálogo llega con la página (${databaseKind()})`, () => {
  let server: TestServer;
  let courseId: number;
  const tricky = 'Endodoncia </script><script>alert(1)</script> <!-- y más';

  beforeAll(async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'portal-client-'));
    await writeFile(join(clientDir, 'index.html'), indexHtml);
    server = await startTestServer({ clientDir });
    courseId = (await createCourse(server.db, { name: tricky, onlineRegistration: true, status: true })).id;
  });
  afterAll(() => server.close());

  const page = async (headers: Record<string, string> = {}) => {
    const response = await server.inject({ method: 'GET', url: '/aula_courses', headers });
    const html =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    return { response, html };
  };
  const answerIn = (html: string) =>
    JSON.parse(blockPattern.exec(html)![1]) as { PublicCourses: { publicCourses: Course[] } };
  const asked = async () =>
    (await server.gql<{ publicCourses: Course[] }>(catalogueFirstScreen.query)).data!.publicCourses;

  it('trae la respuesta de la consulta del catálogo, la misma que da GraphQL', async () => {
    const { response, html } = await page({ 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const ours = (list: Course[]) => list.find((course) => course.id === String(courseId));
    expect(ours(answerIn(html).PublicCourses.publicCourses)).toEqual(ours(await asked()));
    expect(ours(answerIn(html).PublicCourses.publicCourses)?.name).toBe(tricky);
    // The rest of the page is the built one.
    expect(html.replace(blockPattern, '').replace(/\n\s*\n/, '\n')).toBe(indexHtml);
  });

  it('ningún texto de un curso cierra el bloque de datos ni abre un comentario', async () => {
    const { html } = await page();
    const block = blockPattern.exec(html)![0];
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(block).toContain('\\u003c/script>');
  });

  it('cambia con los cursos y responde 304 a quien ya tiene la misma', async () => {
    const before = await page();
    const etag = String(before.response.headers.etag);
    expect(
      (await server.inject({ method: 'GET', url: '/aula_courses', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    await server.db.update(courses).set({ soldSpace: 3 }).where(eq(courses.id, courseId));
    const after = await page();
    expect(after.response.headers.etag).not.toBe(etag);
    const course = answerIn(after.html).PublicCourses.publicCourses.find((listed) => listed.id === String(courseId));
    expect(course?.availableSpaces).toBe(7);
  });

  it('otras páginas del cliente llegan como se compilaron', async () => {
    const response = await server.inject({ method: 'GET', url: '/course_registration/1' });
    expect(response.body).toBe(indexHtml);
  });
});
