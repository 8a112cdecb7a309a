import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// The app asks for the public content with GET, as a CDN can keep it: each answer carries an
// ETag made from the content it reads, so a write to the FAQs leaves the catalogue's alone.
const FAQS = '{ faqs { id question answer } }';
const CATALOGUE = '{ publicCourses { id name availableSpaces } }';
const FAQ_FIELDS = 'id question answer published publishFrom publishUntil';
const CREATE_FAQ = `mutation ($input: FaqInput!) { createFaq(input: $input) { ${FAQ_FIELDS} } }`;
const UPDATE_FAQ = `mutation ($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { ${FAQ_FIELDS} } }`;
const preflight = { 'apollo-require-preflight': 'true' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

type Faq = { id: string; question: string; answer: string };
type Course = { id: string; name: string; availableSpaces: number };

const run = `${Date.now()}`;
let tag = 0;
const faqInput = (overrides: Record<string, unknown> = {}) => ({
  question: `¿Necesito ayuno para mi estudio? ${++tag}-${run}`,
  answer: '<p>Sí, de <strong>8 horas</strong>.</p>',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`el contenido público se guarda por tipo, con ETag por GET (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(() => server.close());

  /** An anonymous GET of a public operation, as the app sends it. */
  const get = (
    query: string | undefined,
    headers: Record<string, string> = {},
    extensions?: Record<string, unknown>,
  ) => {
    const params = new URLSearchParams();
    if (query !== undefined) params.set('query', query);
    if (extensions) params.set('extensions', JSON.stringify(extensions));
    return server.inject({ method: 'GET', url: `/graphql?${params}`, headers: { ...preflight, ...headers } });
  };
  const faqsIn = (body: string) => JSON.parse(body).data.faqs as Faq[];
  const coursesIn = (body: string) => JSON.parse(body).data.publicCourses as Course[];
  const createFaq = async (overrides: Record<string, unknown> = {}) => {
    const result = await server.gql<{ createFaq: Faq }>(CREATE_FAQ, { input: faqInput(overrides) }, admin);
    expect(result.errors).toBeUndefined();
    return result.data!.createFaq;
  };

  it('las preguntas frecuentes y el catálogo responden con ETag; con ese ETag, 304 sin cuerpo', async () => {
    const faq = await createFaq();
    const course = await createCourse(server.db, { name: `Curso de radiología ${run}` });
    for (const [query, shows] of [
      [FAQS, (body: string) => faqsIn(body).some((item) => item.id === String(faq.id))],
      [CATALOGUE, (body: string) => coursesIn(body).some((item) => Number(item.id) === course.id)],
    ] as const) {
      const first = await get(query);
      expect(first.statusCode).toBe(200);
      expect(shows(first.body)).toBe(true);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);

      const again = await get(query, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // As a cache may hold it: weak, or among others.
      expect((await get(query, { 'if-none-match': `"otro", W/${etag}` })).statusCode).toBe(304);
      expect((await get(query, { 'if-none-match': '"otro"' })).statusCode).toBe(200);
    }
  });

  it('un cambio en las preguntas cambia solo su ETag, y uno en los cursos solo el del catálogo', async () => {
    const faq = await createFaq();
    const course = await createCourse(server.db, { quota: 10, soldSpace: 2 });
    const faqsEtag = String((await get(FAQS)).headers.etag);
    const catalogueEtag = String((await get(CATALOGUE)).headers.etag);

    const updated = await server.gql(
      UPDATE_FAQ,
      { id: faq.id, input: faqInput({ question: `Editada ${run}` }) },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    const faqsAfterFaqWrite = await get(FAQS, { 'if-none-match': faqsEtag });
    expect(faqsAfterFaqWrite.statusCode).toBe(200);
    expect(faqsAfterFaqWrite.headers.etag).not.toBe(faqsEtag);
    expect((await get(CATALOGUE, { 'if-none-match': catalogueEtag })).statusCode).toBe(304);

    await server.db
      .update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + 3` })
      .where(eq(courses.id, course.id));
    const catalogueAfterCourseWrite = await get(CATALOGUE, { 'if-none-match': catalogueEtag });
    expect(catalogueAfterCourseWrite.statusCode).toBe(200);
    expect(catalogueAfterCourseWrite.headers.etag).not.toBe(catalogueEtag);
    expect(coursesIn(catalogueAfterCourseWrite.body).find((item) => Number(item.id) === course.id)).toMatchObject({
      availableSpaces: 5,
    });
    expect((await get(FAQS, { 'if-none-match': String(faqsAfterFaqWrite.headers.etag) })).statusCode).toBe(304);
  });

  it('lo que el administrador guarda se ve al instante en la siguiente respuesta anónima, por GET y por POST', async () => {
    const faq = await createFaq({ question: `¿Hay estacionamiento? ${run}` });
    const question = (items: Faq[]) => items.find((item) => item.id === faq.id)?.question;
    expect(question(faqsIn((await get(FAQS)).body))).toBe(`¿Hay estacionamiento? ${run}`);
    expect(question((await server.gql<{ faqs: Faq[] }>(FAQS)).data!.faqs)).toBe(`¿Hay estacionamiento? ${run}`);

    const input = faqInput({ question: `¿Hay estacionamiento gratuito? ${run}` });
    expect((await server.gql(UPDATE_FAQ, { id: faq.id, input }, admin)).errors).toBeUndefined();
    expect(question(faqsIn((await get(FAQS)).body))).toBe(`¿Hay estacionamiento gratuito? ${run}`);
    expect(question((await server.gql<{ faqs: Faq[] }>(FAQS)).data!.faqs)).toBe(
      `¿Hay estacionamiento gratuito? ${run}`,
    );

    expect((await server.gql(UPDATE_FAQ, { id: faq.id, input: { ...input, published: false } }, admin)).errors).toBe(
      undefined,
    );
    expect(question(faqsIn((await get(FAQS)).body))).toBeUndefined();
  });

  it('una consulta persistida por GET (solo el hash) responde con ETag y 304, y ve los cambios', async () => {
    // A document of its own, so that no earlier test registered it.
    const query = `query AppFaqs${run} { faqs { id question } }`;
    // Its answer kept already, from a visitor who sent the text.
    expect((await get(query)).statusCode).toBe(200);
    const unknown = await get(undefined, {}, persisted(query));
    expect(JSON.parse(unknown.body).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.etag).toBeUndefined();

    const registered = await get(query, {}, persisted(query));
    expect(registered.statusCode).toBe(200);
    const byHash = await get(undefined, {}, persisted(query));
    expect(byHash.statusCode).toBe(200);
    expect(byHash.body).toBe(registered.body);
    const etag = String(byHash.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get(undefined, { 'if-none-match': etag }, persisted(query))).statusCode).toBe(304);

    const faq = await createFaq({ question: `¿Atienden en domingo? ${run}` });
    const changed = await get(undefined, { 'if-none-match': etag }, persisted(query));
    expect(changed.statusCode).toBe(200);
    expect(faqsIn(changed.body).map((item) => item.id)).toContain(faq.id);

    // The web portal sends the hash alone by POST: the same answer.
    const posted = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { extensions: persisted(query) },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toBe(changed.body);
  });

  it('un hash que no es el del texto no registra nada: no se puede hacer pasar una consulta por otra', async () => {
    const catalogue = `query Catalogue${run} { publicCourses { id name } }`;
    const forged = await get(FAQS, {}, persisted(catalogue));
    expect(forged.statusCode).toBe(400);
    const byHash = await get(undefined, {}, persisted(catalogue));
    expect(JSON.parse(byHash.body).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('sin la cabecera que pide la protección CSRF, un GET se rechaza aunque la respuesta ya esté guardada', async () => {
    await createFaq();
    const posted = await server.gql<{ faqs: Faq[] }>(FAQS);
    expect(posted.errors).toBeUndefined();
    const bare = await server.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(FAQS)}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.headers.etag).toBeUndefined();
  });

  it('con sesión la respuesta no se comparte', async () => {
    const signedIn = await get(FAQS, { authorization: `Bearer ${admin}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
