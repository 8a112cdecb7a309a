import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/src/common/project-root.js';
import { addDemoSlides } from '../../server/src/seed/demo-slides.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const newImage = join(projectRoot, 'server/src/seed/app-images/slides/ortodoncia.png');
const demoSlides = [
  ['Radiografía panorámica dental digital con resultados el mismo día', 'Publicado'],
  ['Tomografía 3D (CBCT) con interpretación por especialista en 24 a 48 horas', 'Publicado'],
  ['Promoción: 15 % de descuento en estudios de ortodoncia todo julio', 'Borrador'],
];

/** What the app's carousel gets: the public slides query, sent from the page without a session. */
const publicSlides = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ slides { altText linkUrl image { sizes { width url } } } }' }),
    });
    const body = (await response.json()) as { data: { slides: { altText: string; linkUrl: string | null }[] } };
    return body.data.slides;
  });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!hasChromium)('slides del carrusel de la app', () => {
  const browser = sharedBrowser();

  it('la administradora llega a los slides de demostración, sube uno con su imagen, lo arrastra al primer lugar y la app lo recibe primero', async () => {
    // What a first start seeds; on a test database that keeps earlier runs, after their slides.
    await addDemoSlides(portal().app.deps);
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Slides', { exact: true }).click();
    await page.waitForURL(/\/slides\/index$/);

    // The list shows the demo slides with their 360-pixel thumbnail and state.
    const table = page.getByRole('table', { name: 'Slides' });
    for (const [altText, state] of demoSlides) {
      const row = table.getByRole('row', { name: new RegExp(escaped(altText)) }).last();
      await row.getByText(state, { exact: true }).waitFor();
      const thumbnail = row.locator('img');
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/files\/public\/app\/slides\/.+\.webp$/);
      await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(360);
    }

    const tag = newTag();
    const altText = `Promoción de ortodoncia ${tag}`;
    await page.getByRole('link', { name: 'Nuevo slide' }).click();
    await page.waitForURL(/\/slides\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La imagen es requerida').waitFor();
    await page.getByText('El texto alternativo es requerido').waitFor();
    await page.getByTestId('image-input').setInputFiles(newImage);
    await page.getByAltText('Vista previa de la imagen elegida').waitFor();
    await page.getByLabel('Texto alternativo').fill(altText);
    await page.getByLabel('Enlace').fill('http://promociones.example/ortodoncia');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El enlace debe empezar con https://').waitFor();
    await page.getByLabel('Enlace').fill(`https://promociones.example/ortodoncia/${tag}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Slide creado.').waitFor();
    await page.waitForURL(/\/slides\/index$/);

    const row = table.getByRole('row', { name: new RegExp(escaped(altText)) });
    await row.getByRole('link', { name: `promociones.example/ortodoncia/${tag}` }).waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/\.webp$/);
    expect((await publicSlides(page)).at(-1)).toMatchObject({
      altText,
      linkUrl: `https://promociones.example/ortodoncia/${tag}`,
    });

    // Dropped on the first row, it takes its place: the app's carousel opens with it.
    await row.dragTo(table.getByRole('row').nth(1));
    await page.getByText('Orden guardado.').waitFor();
    await expect.poll(async () => (await publicSlides(page))[0]?.altText).toBe(altText);
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(altText);
    await page.context().close();
  });
});
