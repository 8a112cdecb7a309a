import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

type Sent = { operationName?: string; query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };

/**
 * The GraphQL bodies the page sends while it opens `path`, once `answers` of them came back (the
 * catalogue draws its courses from the page itself, before its own request returns).
 */
async function graphqlTraffic(page: Page, path: string, answers: number) {
  const sent: Sent[] = [];
  let answered = 0;
  let allAnswered: () => void;
  const done = new Promise<void>((resolve) => (allAnswered = resolve));
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(request.postDataJSON() as Sent);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    if ((request.postDataJSON() as Sent).operationName === 'PublicCourses' && ++answered === answers) allAnswered();
  });
  await page.goto(path);
  await done;
  return sent;
}

describe.skipIf(!hasChromium)('consultas persistidas del portal', () => {
  const browser = sharedBrowser();

  it('el catálogo pide su consulta por hash; el texto viaja solo la primera vez que el servidor no la conoce', async () => {
    const course = await createCourse(portal().db, { name: `Endodoncia persistida ${Date.now()}` });
    const first = await newPage(browser());
    const firstTraffic = await graphqlTraffic(first, '/aula_courses', 2);
    await first.getByText(course.name).waitFor();
    const catalogue = firstTraffic.filter((body) => body.operationName === 'PublicCourses');
    // A fresh server: the hash alone, then the hash with the text.
    expect(catalogue.map((body) => [Boolean(body.extensions?.persistedQuery?.sha256Hash), typeof body.query])).toEqual([
      [true, 'undefined'],
      [true, 'string'],
    ]);

    const second = await newPage(browser());
    const secondTraffic = await graphqlTraffic(second, '/aula_courses', 1);
    await second.getByText(course.name).waitFor();
    const again = secondTraffic.filter((body) => body.operationName === 'PublicCourses');
    expect(again).toHaveLength(1);
    expect(again[0].query).toBeUndefined();
    expect(again[0].extensions?.persistedQuery?.sha256Hash).toBe(catalogue[0].extensions?.persistedQuery?.sha256Hash);
  });
});
