import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../server/src/app-content/recipes.service.js';
import { systemActor } from '../../server/src/common/actor.js';
import { projectRoot } from '../../server/src/config.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();
const seedFile = (path: string) => readFileSync(join(projectRoot, 'server/src/seed', path));
const pdf = seedFile('recipe-documents/solicitud-tomografia.pdf');
const cover = seedFile('app-images/recipes/solicitud-tomografia.png');

type PublicRecipe = { title: string; isFront: boolean; pdfUrl: string };
const publicRecipes = async () =>
  (await portal().gql<{ recipes: PublicRecipe[] }>('{ recipes { title isFront pdfUrl } }')).data!.recipes;

describe.skipIf(!hasChromium)('recetario de la app', () => {
  const browser = sharedBrowser();

  it('la administradora sube un documento (un PNG renombrado .pdf se rechaza), lo hace portada de la app, ve el PDF en la página y lo elimina con confirmación', async () => {
    const tag = newTag();
    const previous = `Recetario de estudios ${tag}`;
    const title = `Solicitud de tomografía ${tag}`;
    await createRecipe(
      portal().app.deps,
      systemActor,
      { title: previous, isFront: true, published: true },
      { pdf: async () => Readable.from([pdf]), cover: async () => Readable.from([cover]) },
    );
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Recetario').click();
    await page.waitForURL(/\/cookbook\/index$/);
    const previousRow = page.getByRole('row', { name: new RegExp(previous) });
    await previousRow.getByText('Portada', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Nuevo documento' }).click();
    await page.waitForURL(/\/cookbook\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El título es requerido').waitFor();
    await page.getByText('El documento PDF es requerido').waitFor();
    await page.getByText('La imagen es requerida').waitFor();

    await page.getByLabel('Título', { exact: true }).fill(title);
    // The browser calls it a PDF by its name; the server reads its bytes.
    await page
      .getByTestId('pdf-input')
      .setInputFiles({ name: 'receta.pdf', mimeType: 'application/pdf', buffer: cover });
    await page.getByTestId('cover-input').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: cover });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El documento debe ser un PDF').waitFor();
    expect((await publicRecipes()).map((recipe) => recipe.title)).not.toContain(title);

    await page
      .getByTestId('pdf-input')
      .setInputFiles({ name: 'tomografia.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText(/PDF elegido: tomografia\.pdf/).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Documento creado.').waitFor();
    await page.waitForURL(/\/cookbook\/index$/);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Publicado').waitFor();
    // The cover's thumbnail (decorative: the row names the document) is loaded.
    await expect
      .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('link', { name: `Editar ${title}` }).click();
    await page.waitForURL(/\/cookbook\/\d+\/edit$/);
    const preview = page.locator(`iframe[title="Vista previa de «${title}»"]`);
    const pdfUrl = (await preview.getAttribute('src'))!;
    expect(pdfUrl).toMatch(/^\/files\/public\/app\/recipes\/[\w-]+\.pdf$/);
    // The portal may frame it (a frame refused by its policy shows Chromium's error page instead).
    const frame = (await (await preview.elementHandle())!.contentFrame())!;
    await expect.poll(() => frame.url()).toMatch(new RegExp(`${pdfUrl}$`));
    const served = await page.request.get(pdfUrl);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).equals(pdf)).toBe(true);
    await page.getByRole('switch', { name: 'Portada de la app' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Documento actualizado.').waitFor();
    await page.waitForURL(/\/cookbook\/index$/);
    await row.getByText('Portada', { exact: true }).waitFor();
    expect(await previousRow.getByText('Portada', { exact: true }).count()).toBe(0);
    const fronts = (await publicRecipes()).filter((recipe) => recipe.isFront);
    expect(fronts).toEqual([{ title, isFront: true, pdfUrl }]);

    await page.getByRole('button', { name: `Eliminar ${title}` }).click();
    const confirmation = page.getByRole('dialog', { name: `Eliminar «${title}»` });
    await confirmation.getByText('El documento del recetario será eliminado. ¿Deseas continuar?').waitFor();
    await confirmation.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Documento eliminado.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await publicRecipes()).map((recipe) => recipe.title)).not.toContain(title);
    expect((await page.request.get(pdfUrl)).status()).toBe(404);
    await page.context().close();
  });
});
