import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// A phone asks for the catalogue with GET and brotli; a CDN may hold it by its ETag. The answer
// is compressed once per version of the courses, never again per request.
const CATALOGUE = '{ publicCourses { id name } }';
const preflight = { 'apollo-require-preflight': 'true' };
const run = `${Date.now()}`;

type Course = { id: string; name: string };

describe(`las respuestas públicas guardadas van ya comprimidas, con su ETag (${databaseKind()})`, () => {
  let server: TestServer;
  let courseId: number;
  beforeAll(async () => {
    server = await startTestServer();
    // Enough courses for an answer worth compressing (over the 1 KiB threshold).
    for (let index = 0; index < 12; index += 1) {
      const course = await createCourse(server.db, { name: `Curso de radiología digital ${index}-${run}` });
      courseId = course.id;
    }
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string> = {}) =>
    server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(CATALOGUE)}`,
      headers: { ...preflight, ...headers },
    });
  const coursesOf = (body: Buffer | string) => JSON.parse(String(body)).data.publicCourses as Course[];

  it('brotli, gzip o sin comprimir según Accept-Encoding: los mismos cursos, un ETag por codificación y 304 con el suyo', async () => {
    const plain = await get();
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const refused = await get({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const response of [plain, brotli, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    // Compressed once: decoding once gives the JSON (a second compression would not parse).
    const expected = coursesOf(plain.rawPayload);
    expect(expected.some((course) => Number(course.id) === courseId)).toBe(true);
    expect(coursesOf(brotliDecompressSync(brotli.rawPayload))).toEqual(expected);
    expect(coursesOf(gunzipSync(gzip.rawPayload))).toEqual(expected);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(refused.rawPayload).toEqual(plain.rawPayload);

    const etags = new Set([plain, brotli, gzip].map((response) => String(response.headers.etag)));
    expect(etags.size).toBe(3);
    expect(String(brotli.headers.etag)).toMatch(/^"[\w-]{27}-br"$/);
    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(brotli.headers.etag);
    // The brotli ETag does not stand for the text: a client without brotli gets the body.
    expect((await get({ 'if-none-match': String(brotli.headers.etag) })).statusCode).toBe(200);
  });

  it('por POST, el mismo cuerpo guardado y comprimido, sin 304', async () => {
    const post = (headers: Record<string, string>) =>
      server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query: CATALOGUE },
      });
    const first = await post({ 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await post({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(coursesOf(brotliDecompressSync(again.rawPayload))).toEqual(
      coursesOf(brotliDecompressSync(first.rawPayload)),
    );
  });

  it('una escritura hecha directo en la base (como otra instancia) se ve en seguida, con otro ETag en cada codificación', async () => {
    const before = await get({ 'accept-encoding': 'br' });
    const renamed = `Curso renombrado ${run}`;
    await server.db.update(courses).set({ name: renamed }).where(eq(courses.id, courseId));
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const names = coursesOf(brotliDecompressSync(after.rawPayload)).map((course) => course.name);
    expect(names).toContain(renamed);
  });

  it('una transacción deshecha no cambia la versión: el ETag sigue valiendo', async () => {
    const before = await get({ 'accept-encoding': 'gzip' });
    await expect(
      server.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ name: `Nunca guardado ${run}` })
          .where(eq(courses.id, courseId));
        throw new Error('deshecha');
      }),
    ).rejects.toThrow('deshecha');
    const after = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
    // A statement that changes no course row still counts as a write to courses: a new version.
    await server.db.execute(sql`update courses set name = name where id = ${courseId}`);
    const bumped = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) });
    expect(bumped.statusCode).toBe(200);
  });

  it('el catálogo REST va comprimido una vez, con ETag y 304', async () => {
    const rest = (headers: Record<string, string>) =>
      server.inject({ method: 'GET', url: '/courses-registration', headers });
    const first = await rest({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(String(brotliDecompressSync(first.rawPayload))).data as { id: number }[];
    expect(rows.some((row) => Number(row.id) === courseId)).toBe(true);
    const again = await rest({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    await createCourse(server.db, { name: `Curso nuevo ${run}` });
    const changed = await rest({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
  });
});
