import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs as faqs_ } from '../../../server/src/app-content/faq.tables.js';
import { labDayStart, nextDay, todayInLab } from '../../../server/src/common/dates.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// Time changes what the app shows without anyone writing: a scheduled FAQ appears when its window
// opens, an expiring one goes when it closes, and no answer kept before says otherwise.
const FAQS = '{ faqs { id question } }';
const CREATE_FAQ = 'mutation ($input: FaqInput!) { createFaq(input: $input) { id question } }';
const preflight = { 'apollo-require-preflight': 'true' };

const run = `${Date.now()}`;
const sleepUntil = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));
/** The column's instant when it is still ahead, else null (least() skips nulls). */
const upcoming = (column: PgColumn): SQL => sql`case when ${column} > now() then ${column} end`;
const maxAgeOf = (cacheControl: unknown) => Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1]);

describe(`el contenido público cambia con su ventana de publicación, sin escritura (${databaseKind()})`, () => {
  let server: TestServer;
  let database: PrivateDatabase;
  let admin: string;
  // Cache lifetimes follow the next publication window of any FAQ: on a PostgreSQL server shared
  // with files that write FAQs at the same time, this file has a database of its own.
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const get = (headers: Record<string, string> = {}) =>
    server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(FAQS)}`,
      headers: { ...preflight, ...headers },
    });
  const idsIn = (body: string) => (JSON.parse(body).data.faqs as { id: string }[]).map((faq) => faq.id);
  const postedIds = async () => (await server.gql<{ faqs: { id: string }[] }>(FAQS)).data!.faqs.map((faq) => faq.id);
  const createFaq = async (question: string, window: { publishFrom?: string; publishUntil?: string }) => {
    const input = { question, answer: '<p>Consulta la sucursal.</p>', published: true, ...window };
    const result = await server.gql<{ createFaq: { id: string } }>(CREATE_FAQ, { input }, admin);
    expect(result.errors).toBeUndefined();
    return result.data!.createFaq.id;
  };

  it('una pregunta programada aparece a su hora y una que vence desaparece, en la misma consulta guardada', async () => {
    // A few seconds ahead: enough for the two writes and the first answers on a busy machine.
    const boundary = Date.now() + 3_000;
    const scheduled = await createFaq(`Promoción de diciembre ${run}`, {
      publishFrom: new Date(boundary).toISOString(),
    });
    const expiring = await createFaq(`Promoción de noviembre ${run}`, {
      publishUntil: new Date(boundary).toISOString(),
    });

    const before = await get();
    expect(before.statusCode).toBe(200);
    expect(idsIn(before.body)).toContain(expiring);
    expect(idsIn(before.body)).not.toContain(scheduled);
    expect(await postedIds()).toContain(expiring);
    // A CDN or the app must not keep it past the moment it changes.
    expect(maxAgeOf(before.headers['cache-control'])).toBeLessThanOrEqual(3);
    expect(before.headers['cache-control']).not.toMatch(/stale-while-revalidate/);
    const etag = String(before.headers.etag);
    // Kept: the same answer, and the ETag still holds.
    const kept = await get({ 'if-none-match': etag });
    expect(kept.statusCode).toBe(304);

    await sleepUntil(boundary + 50);
    const after = await get({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(idsIn(after.body)).toContain(scheduled);
    expect(idsIn(after.body)).not.toContain(expiring);
    const posted = await postedIds();
    expect(posted).toContain(scheduled);
    expect(posted).not.toContain(expiring);
  });

  it('lejos de cualquier ventana, la respuesta se guarda un minuto; el catálogo, no más allá del fin del día del laboratorio', async () => {
    const far = Date.now() + 3_600_000;
    await createFaq(`Horario de verano ${run}`, { publishFrom: new Date(far).toISOString() });
    const faqs = await get();
    // A PostgreSQL test database also holds other test files' FAQs: a window of theirs may end sooner.
    const [next] = await server.db
      .select({ at: sql<Date | null>`min(least(${upcoming(faqs_.publishFrom)}, ${upcoming(faqs_.publishUntil)}))` })
      .from(faqs_)
      .where(eq(faqs_.published, true));
    const untilNext = next.at ? Math.floor((new Date(next.at).getTime() - Date.now()) / 1000) : Infinity;
    if (untilNext >= 60) {
      expect(faqs.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    } else {
      // Worked out a moment before untilNext was: it may be a second more.
      expect(maxAgeOf(faqs.headers['cache-control'])).toBeGreaterThanOrEqual(untilNext);
      expect(maxAgeOf(faqs.headers['cache-control'])).toBeLessThanOrEqual(untilNext + 1);
    }

    const catalogue = await server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ publicCourses { id } }')}`,
      headers: preflight,
    });
    const dayLeft = Math.floor((labDayStart(nextDay(todayInLab())).getTime() - Date.now()) / 1000);
    const maxAge = maxAgeOf(catalogue.headers['cache-control']);
    // Worked out a moment before dayLeft was: it may be a second more.
    expect(maxAge).toBeGreaterThanOrEqual(Math.min(60, dayLeft));
    expect(maxAge).toBeLessThanOrEqual(Math.min(60, dayLeft + 1));
  });
});
