import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../server/src/courses/courses.tables.js';
import { createCourse } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('el catálogo llega dibujado con la página', () => {
  const browser = sharedBrowser();

  it('muestra los cursos aunque su consulta nunca vuelva, y los pone al día cuando vuelve', async () => {
    const course = await createCourse(portal().db, { name: `Ortodoncia en la página ${Date.now()}` });
    const page = await newPage(browser());
    // The catalogue's own request is held: what shows came with the page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'PublicCourses') await held;
      await route.continue();
    });
    await page.goto('/aula_courses');
    const card = page.getByRole('article').filter({ hasText: course.name });
    await card.getByRole('link', { name: 'Inscribirse ahora' }).waitFor();
    // Meanwhile the last seats are sold: the page's own request, let through, brings that.
    await portal().db.update(courses).set({ soldSpace: course.quota }).where(eq(courses.id, course.id));
    release();
    await card.getByRole('button', { name: 'Cupo lleno' }).waitFor();
    expect(await card.getByRole('link', { name: 'Inscribirse ahora' }).count()).toBe(0);
  });
});
